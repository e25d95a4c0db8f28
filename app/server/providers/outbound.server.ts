/**
 * Every outside GET goes through this: a timeout per attempt (a hung provider must not hold a
 * page or a cron run open) and a bounded retry of what is worth retrying — a network failure, a
 * timeout or a 5xx — with a short backoff. Reads change nothing at the provider, so one more try
 * is safe; 4xx answers (including 429, which the adapters turn into their own message) are
 * returned as they are.
 */
export interface OutboundOptions {
  /** Per attempt. */
  timeoutMs?: number;
  /** Tries in all, the first included. */
  attempts?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function boundedFetch(inner: typeof fetch = fetch, options: OutboundOptions = {}): typeof fetch {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 2;
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const retryable = method === "GET" || method === "HEAD";
    for (let attempt = 1; ; attempt++) {
      const last = !retryable || attempt >= attempts;
      try {
        const signal = init?.signal
          ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
          : AbortSignal.timeout(timeoutMs);
        const response = await inner(input, { ...init, signal });
        if (response.status < 500 || last) return response;
        await response.body?.cancel();
      } catch (error) {
        if (last || init?.signal?.aborted) throw error;
      }
      await sleep(250 * 2 ** (attempt - 1));
    }
  };
}
