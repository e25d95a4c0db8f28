/**
 * Spaces requests to one API out to its documented rate, for everything this isolate sends:
 * Resend allows 2 requests a second per team (resend.com/docs/api-reference/rate-limit), and sign-in
 * links share that budget with match reminders. Each caller takes the next free slot and waits for
 * it; a 429 pushes every later slot back by the server's retry-after. Other isolates are not seen
 * here, which is why a 429 is still retried (see http-api.server.ts) rather than trusted never to come.
 */
export interface Pacer {
  /** Resolves when this request may start. */
  wait(): Promise<void>;
  /** The server said to hold off: no request starts for `seconds`. */
  holdOff(seconds: number): void;
}

export function createPacer(requestsPerSecond: number, clock: () => number = Date.now): Pacer {
  // A fifth more than the bare spacing: the server counts arrivals, which jitter after we start.
  const spacingMs = (1000 / requestsPerSecond) * 1.2;
  let nextSlot = 0;
  return {
    wait() {
      const now = clock();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + spacingMs;
      const delay = slot - now;
      return delay > 0 ? new Promise((resolve) => setTimeout(resolve, delay)) : Promise.resolve();
    },
    holdOff(seconds) {
      nextSlot = Math.max(nextSlot, clock() + seconds * 1000);
    },
  };
}

// One pacer per API key and rate for the isolate's life, shared by every provider object built on it.
const pacers = new Map<string, Pacer>();

export function sharedPacer(key: string, requestsPerSecond: number): Pacer {
  const id = `${key}|${requestsPerSecond}`;
  let pacer = pacers.get(id);
  if (!pacer) {
    pacer = createPacer(requestsPerSecond);
    pacers.set(id, pacer);
  }
  return pacer;
}
