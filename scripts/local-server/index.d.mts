/** Types for the local server's entry (index.mjs), so tests can start it. */
export interface LocalServer {
  /** Pages and API calls are served once this is called; before, a "starting" answer. */
  markReady(): void;
  /** The Worker's private address (only the front door and `npm start` use it). */
  workerUrl: URL;
  internalFetch(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

export function startLocalServer(options: {
  configPath: string;
  stateDir: string;
  port: number;
  network?: boolean;
  origin: string;
  quiet?: boolean;
}): Promise<LocalServer>;
