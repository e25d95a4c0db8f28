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
