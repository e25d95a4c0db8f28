import { and, desc, eq } from "drizzle-orm";
import type { ImageResult } from "~/lib/contract/images";
import type { ImagePlatform, ImageSize, ImageStyle } from "~/lib/images/constants";
import type { AppContext } from "~/server/context.server";
import { images } from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";

type Row = typeof images.$inferSelect;

/** Where an image's bytes live in R2: under the account, so deleting the account deletes them. */
export function imageObjectKey(accountId: string, imageId: string) {
  return `images/${accountId}/${imageId}`;
}

/** The address the page (and only the owner) loads an image from. */
export function imageUrl(imageId: string) {
  return `/api/images/${imageId}`;
}

export function toImageResult(row: Row): ImageResult {
  return {
    id: row.id,
    imageUrl: imageUrl(row.id),
    altText: row.altText,
    style: row.style as ImageStyle,
    suggestedCaptions: row.captions,
    platform: row.platform as ImagePlatform,
    imageSize: row.imageSize as ImageSize,
    width: row.width,
    height: row.height,
    textOverlay: row.textOverlay,
    renderer: row.renderer,
    createdAt: row.createdAt.toISOString(),
  };
}

/** My images, newest first, so earlier work is never lost. */
export async function listImages(ctx: Pick<AppContext, "db">, accountId: string, limit = 48) {
  const rows = await ctx.db
    .select()
    .from(images)
    .where(eq(images.accountId, accountId))
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(limit);
  return { images: rows.map(toImageResult) };
}

/** One of the caller's images with its bytes; anyone else's (or an unknown id) is 404. */
export async function readOwnImage(ctx: Pick<AppContext, "db" | "env">, accountId: string, imageId: string) {
  const [row] = await ctx.db
    .select()
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.accountId, accountId)))
    .limit(1);
  if (!row) throw errors.notFound("No such image.");
  const object = await ctx.env.FILES.get(row.r2Key);
  if (!object) throw errors.notFound("That image's file is missing.");
  return { row, body: object.body };
}

/** The image's bytes as a long-cached, private answer (ids are never reused, so it never changes). */
export function imageResponse(row: Row, body: ReadableStream) {
  return new Response(body, {
    headers: {
      "Content-Type": row.contentType,
      "Cache-Control": "private, max-age=31536000, immutable",
      "Content-Disposition": `inline; filename="fullhouse-${row.id}.${row.contentType.split("/")[1]}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
