import { and, eq } from "drizzle-orm";
import type { ContentType } from "~/lib/content/constants";
import { BUILTIN_POSTER_LABEL } from "~/lib/images/constants";
import { instagramCopyId } from "~/lib/images/instagram-copy";
import type { AppContext } from "~/server/context.server";
import { images, jobs } from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";
import { imageObjectKey } from "~/server/images/store.server";
import { INSTAGRAM_RATIO } from "~/server/providers/publishing/meta.server";
import { getPub } from "~/server/pub/pub.server";

/**
 * Instagram's feed takes JPEG pictures from 4:5 portrait to 1.91:1 landscape (issue 20; the Graph
 * fake and the Preview publisher refuse anything else). When a post is scheduled for Instagram its
 * picture is made to fit then, not found wanting at publish time:
 *  - a JPEG in those shapes is used as it is;
 *  - a built-in poster is drawn again from its own brief (the request stored on its row, the pub
 *    name its job was given): at
 *    1080×1350 (4:5, the tallest Instagram shows) when its shape is outside the range, e.g. a 9:16
 *    story or a 4:7 print poster, else at its own size, and as a JPEG either way;
 *  - any other picture (an AI image) in those shapes becomes a JPEG copy of itself; in another
 *    shape it is refused with a 400, since cropping someone's picture blind would cut off its text.
 * Each copy is a new image row of the same account (it shows in the gallery), made once: scheduling
 * the same poster again uses the copy already made.
 */

/** The size a poster is redrawn at for Instagram: 4:5, Instagram's tallest feed shape. */
export const INSTAGRAM_POSTER_SIZE = { width: 1080, height: 1350 } as const;

type ImageRow = typeof images.$inferSelect;

export interface InstagramPicture {
  /** The image the post will carry: the one asked for, or the copy made for Instagram. */
  imageId: string;
  /** True when the copy has a different size from the picture chosen. */
  resized: boolean;
  /** What to tell the person when a copy was made; null when the picture went as it was. */
  note: string | null;
}

export function fitsInstagramFeed(size: { width: number; height: number }) {
  const ratio = size.width / size.height;
  return ratio >= INSTAGRAM_RATIO.min - 0.001 && ratio <= INSTAGRAM_RATIO.max + 0.001;
}

/** A poster row remembers what it was drawn from; the renderer's label says it was ours. */
function isBuiltinPoster(row: ImageRow) {
  return row.renderer === BUILTIN_POSTER_LABEL;
}

/** The picture an Instagram post of `imageId` should carry (see above); 404 for another account's image. */
export async function instagramPictureFor(
  ctx: AppContext,
  accountId: string,
  imageId: string,
): Promise<InstagramPicture> {
  const [row] = await ctx.db
    .select()
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.accountId, accountId)));
  if (!row) throw errors.notFound("No such image.");
  const fits = fitsInstagramFeed(row);
  if (fits && row.contentType === "image/jpeg") return { imageId: row.id, resized: false, note: null };

  if (isBuiltinPoster(row)) {
    const drawnFrom = await posterBrief(ctx, row);
    const size = fits ? { width: row.width, height: row.height } : INSTAGRAM_POSTER_SIZE;
    const copy = await copyOnce(ctx, row, instagramCopyId(row.id, size), async () => {
      const { renderPoster } = await import("~/server/providers/images/poster/render.server");
      return renderPoster(
        {
          prompt: row.prompt,
          style: row.style as Parameters<typeof renderPoster>[0]["style"],
          platform: "instagram_post",
          imageSize: "social",
          contentType: drawnFrom.contentType,
          size,
          pubName: drawnFrom.pubName,
          textOverlay: row.textOverlay,
          // Ids of a job's images end in their index, which chose the variation.
          variant: Number(/-(\d+)$/.exec(row.id)?.[1] ?? 0),
        },
        "jpeg",
      );
    });
    return {
      imageId: copy.id,
      resized: !fits,
      note: fits
        ? "Instagram takes JPEG pictures: we made a JPEG copy of your poster."
        : `Instagram needs 4:5 to 1.91:1: we made a ${size.width}×${size.height} copy of your poster.`,
    };
  }

  if (!fits) {
    throw errors.invalid(
      `imageId: Instagram takes pictures from 4:5 portrait to 1.91:1 landscape; this one is ${row.width}×${row.height}. Choose a poster (we redraw posters at 1080×1350) or a picture in those shapes.`,
    );
  }
  const copy = await copyOnce(ctx, row, instagramCopyId(row.id, "jpeg"), async () => {
    const stored = await ctx.env.FILES.get(row.r2Key);
    if (!stored) throw errors.notFound("That image's file is missing.");
    const { reencodeAsJpeg } = await import("~/server/providers/images/poster/engine.server");
    const bytes = await reencodeAsJpeg(
      new Uint8Array(await stored.arrayBuffer()),
      row.contentType,
      row.width,
      row.height,
    );
    return { bytes, contentType: "image/jpeg", width: row.width, height: row.height };
  });
  return {
    imageId: copy.id,
    resized: false,
    note: "Instagram takes JPEG pictures: we made a JPEG copy of your picture.",
  };
}

/**
 * What the approved poster was drawn with beyond its row (prompt, style, overlay): the pub's name
 * and the kind of writing, as its image job was given them. A pub renamed since must not change a
 * poster the landlord already approved. Only a poster with no job behind it (none is made that way
 * today) falls back to the profile's current name.
 */
async function posterBrief(ctx: AppContext, row: ImageRow) {
  const [job] = row.jobId
    ? await ctx.db
        .select({ input: jobs.input })
        .from(jobs)
        .where(and(eq(jobs.id, row.jobId), eq(jobs.accountId, row.accountId)))
    : [];
  const input = job?.input as
    | { pubName?: string | null; request?: { contentType?: ContentType } }
    | null
    | undefined;
  if (input && "pubName" in input) {
    return { pubName: input.pubName ?? null, contentType: input.request?.contentType ?? "marketing" };
  }
  return { pubName: (await getPub(ctx, row.accountId))?.name ?? null, contentType: "marketing" as const };
}

/**
 * The copy `copyId` of `row`, drawn by `draw` unless an earlier scheduling made it already. The
 * file is written before the row, so a row never points at a missing file; two requests making the
 * same copy at once write the same bytes and one row.
 */
async function copyOnce(
  ctx: AppContext,
  row: ImageRow,
  copyId: string,
  draw: () => Promise<{ bytes: Uint8Array; contentType: string; width: number; height: number }>,
): Promise<ImageRow> {
  const [existing] = await ctx.db
    .select()
    .from(images)
    .where(and(eq(images.id, copyId), eq(images.accountId, row.accountId)));
  if (existing) return existing;
  const drawn = await draw();
  const r2Key = imageObjectKey(row.accountId, copyId);
  await ctx.env.FILES.put(r2Key, drawn.bytes, { httpMetadata: { contentType: drawn.contentType } });
  await ctx.db
    .insert(images)
    .values({
      id: copyId,
      accountId: row.accountId,
      // Not part of the job that drew the original: the job's answer lists only what it made.
      jobId: null,
      r2Key,
      contentType: drawn.contentType,
      width: drawn.width,
      height: drawn.height,
      style: row.style,
      platform: "instagram_post",
      imageSize: "social",
      prompt: row.prompt,
      textOverlay: row.textOverlay,
      altText: row.altText,
      captions: row.captions,
      renderer: row.renderer,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing();
  const [made] = await ctx.db.select().from(images).where(eq(images.id, copyId));
  return made!;
}
