import type { IncomingMessage, ServerResponse } from "node:http";

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

/** An error a test has asked for: the next request to that service gets it instead of data. */
export interface ForcedError {
  status: number;
  body?: string;
  contentType?: string;
  /** Let this many requests through first (to fail the second of several). */
  after?: number;
}
export const nextErrors = new Map<string, ForcedError[]>();

export function forcedError(service: string, response: ServerResponse): boolean {
  const queue = nextErrors.get(service) ?? [];
  const forced = queue[0];
  if (!forced) return false;
  if (forced.after) {
    forced.after -= 1;
    return false;
  }
  queue.shift();
  response.writeHead(forced.status, { "Content-Type": forced.contentType ?? "application/json" });
  response.end(forced.body ?? "");
  return true;
}
