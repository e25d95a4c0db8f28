/** Types for the front door (edge.mjs), so tests can put it in front of a server of their own. */
import type { Server } from "node:http";

export interface Edge {
  server: Server;
  /** Pages and API calls go through once this is called; before, a "starting" answer. */
  markReady(): void;
  close(): Promise<void>;
}

export function createEdge(options: {
  /** The Worker's private URL. */
  upstream: string;
  /** Proves to the Worker that a request came through the front door. */
  token: string;
  /** The host names this server answers for. */
  hostnames: Set<string>;
  port: number;
  log?: (line: string) => void;
}): Edge;

export function currentCdnCgiPath(path: string): string;
