import { data } from "react-router";
import type { AppContext } from "~/server/context.server";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * /dev/* exists only in local mode and only on this machine: a build deployed by mistake with
 * APP_ENV=local still answers 404 to the outside world.
 */
export function assertLocalDev(ctx: Pick<AppContext, "config">, request: Request) {
  if (!ctx.config.isLocal || !LOOPBACK.has(new URL(request.url).hostname)) {
    throw data("Not found", { status: 404 });
  }
}

/** `?accounts=N` of a load route: `fallback` when absent or not a number, clamped to 1…`max`. */
export function accountsParam(request: Request, { fallback, max }: { fallback: number; max: number }) {
  const asked = Number(new URL(request.url).searchParams.get("accounts")) || fallback;
  return Math.min(max, Math.max(1, asked));
}
