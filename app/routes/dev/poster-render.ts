import { IMAGE_STYLES } from "~/lib/images/constants";
import { imageDimensions } from "~/lib/images/sizes";
import { getApp } from "~/server/auth/request-user.server";
import { assertLocalDev } from "~/server/dev/local-only.server";
import type { Route } from "./+types/poster-render";

/**
 * POST /dev/poster-render?size=social|poster&style=vintage — renders one built-in poster inside the
 * Worker and answers its size in pixels (local mode only; `npm run bench` times it).
 */
export async function action(args: Route.ActionArgs) {
  const app = getApp(args);
  assertLocalDev(app, args.request);
  const query = new URL(args.request.url).searchParams;
  const imageSize = query.get("size") === "poster" ? "poster" : "social";
  const style = IMAGE_STYLES.find((value) => value === query.get("style")) ?? "photorealistic";
  const size = imageDimensions("instagram_post", imageSize);
  const image = await app.providers.images.generate({
    prompt: "Quiz night this Thursday at 8pm, £50 bar tab for the winning team",
    style,
    platform: "instagram_post",
    imageSize,
    contentType: "quiz",
    size,
    pubName: "The Red Lion",
    textOverlay: "Teams of up to six",
    variant: 0,
  });
  return Response.json({ width: image.width, height: image.height, bytes: image.bytes.byteLength });
}
