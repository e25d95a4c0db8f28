import { proxyImageQuerySchema } from "~/lib/contract/images";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { readQuery } from "~/server/http/body.server";
import { proxyImage } from "~/server/images/proxy.server";
import type { Route } from "./+types/proxy-image";

/** GET /api/proxy-image?url=… — our own images and the image provider's files only (spec §7). */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  const { url } = readQuery(args.request, proxyImageQuerySchema);
  return proxyImage(getApp(args), account, url, new URL(args.request.url).origin);
});
