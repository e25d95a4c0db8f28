import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUILTIN_POSTER_LABEL } from "~/lib/images/constants";
import { images, jobs, pubs, scheduledPosts } from "~/server/db/schema.server";
import { renderPoster } from "~/server/providers/images/poster/render.server";
import { deliverScheduledPost } from "~/server/publishing/dispatch.server";
import { call, db, type Json } from "./helpers";
import {
  appAt,
  connectedStarter,
  feedItemsFor,
  postRow,
  schedule,
  storedImage,
  tomorrow,
} from "./publishing-helpers";

/**
 * Instagram takes JPEG pictures from 4:5 to 1.91:1 (issue 20): a poster of another shape is redrawn
 * at 1080×1350 when it is scheduled, a picture that cannot be redrawn is refused then, not at
 * publish time.
 */

/** A picture drawn by the built-in renderer and stored as the image job stores it. */
async function storedPoster(
  accountId: string,
  size: { width: number; height: number },
  options: { renderer?: string; platform?: string } = {},
) {
  const request = {
    prompt: "Quiz night this Thursday at 8pm, £50 bar tab for the winning team",
    style: "vintage" as const,
    platform: "instagram_story" as const,
    imageSize: "social" as const,
    contentType: "quiz" as const,
    size,
    pubName: "The Red Lion",
    textOverlay: "Teams of up to six",
    variant: 0,
  };
  const drawn = await renderPoster(request);
  const id = `${crypto.randomUUID()}-0`;
  const r2Key = `images/${accountId}/${id}`;
  await env.FILES.put(r2Key, drawn.bytes);
  await db.insert(images).values({
    id,
    accountId,
    r2Key,
    contentType: drawn.contentType,
    width: drawn.width,
    height: drawn.height,
    style: request.style,
    platform: options.platform ?? request.platform,
    imageSize: request.imageSize,
    prompt: request.prompt,
    textOverlay: request.textOverlay,
    altText: "Vintage poster for The Red Lion: Quiz Night",
    renderer: options.renderer ?? BUILTIN_POSTER_LABEL,
  });
  return id;
}

/** Width, height and type from the bytes themselves: a JPEG's start-of-frame marker, or a PNG's header. */
function pictureOf(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89 && bytes[1] === 0x50) {
    return { type: "png", width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return { type: "unknown", width: 0, height: 0 };
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { type: "jpeg", height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return { type: "jpeg", width: 0, height: 0 };
}

async function imageRow(id: string) {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row!;
}

describe("Instagram pictures", () => {
  it("redraws a 9:16 story poster at 1080×1350 as a JPEG, schedules the copy and publishes it", async () => {
    const { account, cookie } = await connectedStarter();
    const story = await storedPoster(account.id, { width: 1080, height: 1920 });

    const created = await schedule(cookie, {
      platform: "instagram",
      content: "Quiz night Thursday from 8",
      imageId: story,
      publishAt: `${tomorrow()}T18:00`,
      source: "poster",
    });
    expect(created.status).toBe(201);
    const answer = await created.json<Json>();
    expect(answer).toMatchObject({
      status: "scheduled",
      imageResized: true,
      note: "Instagram needs 4:5 to 1.91:1: we made a 1080×1350 copy of your poster.",
    });
    expect(answer.imageId).not.toBe(story);

    // The copy is the account's own image, a real 1080×1350 JPEG, and the post carries it.
    const copy = await imageRow(answer.imageId);
    expect(copy).toMatchObject({
      accountId: account.id,
      width: 1080,
      height: 1350,
      contentType: "image/jpeg",
      renderer: BUILTIN_POSTER_LABEL,
      prompt: "Quiz night this Thursday at 8pm, £50 bar tab for the winning team",
      textOverlay: "Teams of up to six",
    });
    const bytes = new Uint8Array(await (await env.FILES.get(copy.r2Key))!.arrayBuffer());
    expect(pictureOf(bytes)).toEqual({ type: "jpeg", width: 1080, height: 1350 });
    expect(bytes.byteLength).toBeGreaterThan(50_000);
    expect((await postRow(answer.id)).imageId).toBe(answer.imageId);
    // The original poster is left as it was.
    expect(await imageRow(story)).toMatchObject({ width: 1080, height: 1920, contentType: "image/png" });

    // The same poster scheduled again uses the copy already made.
    const again = await (
      await schedule(cookie, {
        platform: "instagram",
        content: "Quiz night: last call for teams",
        imageId: story,
        publishAt: `${tomorrow()}T19:00`,
      })
    ).json<Json>();
    expect(again.imageId).toBe(answer.imageId);
    expect(await db.select().from(images).where(eq(images.accountId, account.id))).toHaveLength(2);

    // Due now: the Preview publisher takes it (it refuses pictures outside 4:5–1.91:1).
    await db
      .update(scheduledPosts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(scheduledPosts.id, answer.id));
    expect(
      await deliverScheduledPost(
        appAt(() => new Date()),
        answer.id,
      ),
    ).toBe("published");
    const [item] = await feedItemsFor(answer.id);
    expect(item).toMatchObject({ platform: "instagram", image: { width: 1080, height: 1350 } });
    // What the platform fetches through the signed link is the JPEG.
    const link = new URL(item!.image!.url);
    const fetched = await call(`${link.pathname}${link.search}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("Content-Type")).toBe("image/jpeg");
    expect(pictureOf(new Uint8Array(await fetched.arrayBuffer()))).toEqual({
      type: "jpeg",
      width: 1080,
      height: 1350,
    });
  });

  it("redraws the poster the landlord approved, with the pub name its job drew, not a name changed since", async () => {
    const { account, cookie } = await connectedStarter();
    await db.insert(pubs).values({ accountId: account.id, name: "The Red Lion", updatedAt: new Date() });
    const story = await storedPoster(account.id, { width: 1080, height: 1920 });
    // As the image job stores it: the brief and the pub name it drew with.
    const jobId = crypto.randomUUID();
    await db.insert(jobs).values({
      id: jobId,
      accountId: account.id,
      kind: "image-generation",
      status: "succeeded",
      input: { request: { contentType: "quiz" }, pubName: "The Red Lion" },
      updatedAt: new Date(),
    });
    await db.update(images).set({ jobId }).where(eq(images.id, story));
    // The pub is renamed after the poster was approved.
    await db.update(pubs).set({ name: "The Anchor" }).where(eq(pubs.accountId, account.id));

    const answer = await (
      await schedule(cookie, {
        platform: "instagram",
        content: "Quiz night Thursday from 8",
        imageId: story,
        publishAt: `${tomorrow()}T18:00`,
      })
    ).json<Json>();
    const copy = await imageRow(answer.imageId);
    const bytes = new Uint8Array(await (await env.FILES.get(copy.r2Key))!.arrayBuffer());
    const drawAs = async (pubName: string) =>
      (
        await renderPoster(
          {
            prompt: "Quiz night this Thursday at 8pm, £50 bar tab for the winning team",
            style: "vintage",
            platform: "instagram_post",
            imageSize: "social",
            contentType: "quiz",
            size: { width: 1080, height: 1350 },
            pubName,
            textOverlay: "Teams of up to six",
            variant: 0,
          },
          "jpeg",
        )
      ).bytes;
    // The copy is the approved poster drawn again at 1080×1350: its headline, text and pub name.
    expect(Buffer.from(bytes).equals(Buffer.from(await drawAs("The Red Lion")))).toBe(true);
    expect(Buffer.from(bytes).equals(Buffer.from(await drawAs("The Anchor")))).toBe(false);
  });

  it("makes a JPEG copy of a square PNG at its own size, and leaves a JPEG in Instagram's shapes alone", async () => {
    const { account, cookie } = await connectedStarter();
    const squarePng = await storedPoster(
      account.id,
      { width: 1080, height: 1080 },
      {
        renderer: "OpenAI gpt-image-1",
        platform: "instagram_post",
      },
    );
    const converted = await (
      await schedule(cookie, {
        platform: "instagram",
        content: "Sunday roast from 12",
        imageId: squarePng,
        publishAt: `${tomorrow()}T11:00`,
      })
    ).json<Json>();
    expect(converted).toMatchObject({
      imageResized: false,
      note: "Instagram takes JPEG pictures: we made a JPEG copy of your picture.",
    });
    const copy = await imageRow(converted.imageId);
    const bytes = new Uint8Array(await (await env.FILES.get(copy.r2Key))!.arrayBuffer());
    expect(pictureOf(bytes)).toEqual({ type: "jpeg", width: 1080, height: 1080 });

    const jpeg = await storedImage(account.id, 1080, 1350);
    const asItIs = await (
      await schedule(cookie, {
        platform: "instagram",
        content: "Sunday roast from 12",
        imageId: jpeg,
        publishAt: `${tomorrow()}T12:00`,
      })
    ).json<Json>();
    expect(asItIs).toMatchObject({ imageId: jpeg, imageResized: false, note: null });
  });

  it("refuses a picture in another shape that cannot be redrawn, when it is scheduled", async () => {
    const { account, cookie } = await connectedStarter();
    const tall = await storedImage(account.id, 1080, 1920);
    const refused = await schedule(cookie, {
      platform: "instagram",
      content: "Quiz night Thursday from 8",
      imageId: tall,
      publishAt: `${tomorrow()}T18:00`,
    });
    expect(refused.status).toBe(400);
    const { error } = await refused.json<Json>();
    expect(error.code).toBe("invalid_input");
    expect(error.message).toContain("Instagram takes pictures from 4:5 portrait to 1.91:1 landscape");
    expect(error.message).toContain("1080×1920");
    expect(await db.select().from(scheduledPosts).where(eq(scheduledPosts.accountId, account.id))).toEqual(
      [],
    );
    // Facebook takes any shape: the same picture schedules there.
    const facebook = await schedule(cookie, {
      platform: "facebook",
      content: "Quiz night Thursday from 8",
      imageId: tall,
      publishAt: `${tomorrow()}T18:00`,
    });
    expect(facebook.status).toBe(201);
  });
});
