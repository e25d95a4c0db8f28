import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { addLondonDays, londonDate } from "~/lib/time";
import { createAppContext } from "~/server/context.server";
import { images, scheduledPosts } from "~/server/db/schema.server";
import { listPreviewFeed } from "~/server/providers/publishing/preview.server";
import { call, cookiesFrom, db, type Json, signedInAccount } from "./helpers";

/**
 * Connects the built-in Preview publisher the way a person does: the start route sends the browser
 * to the local authorisation page, "Allow" sends it back to the callback with a one-time code.
 */
export async function connectPreview(cookie: string, provider: "meta" | "google" = "meta") {
  const start = await call(`/api/connections/${provider}/start`, { cookie });
  if (start.status !== 302) throw new Error(`start answered ${start.status}`);
  const flowCookie = cookiesFrom(start);
  const authorize = new URL(start.headers.get("Location")!);
  const page = await call(`${authorize.pathname}${authorize.search}`, { cookie });
  if (page.status !== 200) throw new Error(`authorise page answered ${page.status}`);
  const allowed = await call(`${authorize.pathname}${authorize.search}`, {
    method: "POST",
    cookie,
    body: new URLSearchParams({ decision: "allow" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const back = new URL(allowed.headers.get("Location")!);
  const callback = await call(`${back.pathname}${back.search}`, { cookie: `${cookie}; ${flowCookie}` });
  return { start, authorize, back, callback, pageHtml: await page.text() };
}

/** Tomorrow's London date, for posts scheduled in the future. */
export const tomorrow = () => addLondonDays(londonDate(new Date()), 1);

/** A Starter account with the Preview publisher's Facebook Page connected. */
export async function connectedStarter() {
  const signedIn = await signedInAccount("starter");
  await connectPreview(signedIn.cookie, "meta");
  return signedIn;
}

/** POST /api/schedule as the given session. */
export function schedule(cookie: string, json: Json) {
  return call("/api/schedule", { method: "POST", cookie, json });
}

/** An app context whose clock the test sets. */
export function appAt(now: () => Date) {
  return { ...createAppContext(env, () => {}), now };
}

/** A stored image of the given size (a tiny JPEG stands in for the bytes). */
export async function storedImage(accountId: string, width = 1080, height = 1350) {
  const id = crypto.randomUUID();
  const r2Key = `images/${accountId}/${id}`;
  await env.FILES.put(r2Key, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
  await db.insert(images).values({
    id,
    accountId,
    r2Key,
    contentType: "image/jpeg",
    width,
    height,
    style: "photorealistic",
    platform: "instagram_post",
    imageSize: "social",
    prompt: "A pint on the bar",
    altText: "A pint on the bar",
    renderer: "builtin",
  });
  return id;
}

/** A post due `msAgo` ago, written straight to the table (the API refuses times in the past). */
export async function duePost(
  accountId: string,
  fields: Partial<typeof scheduledPosts.$inferInsert> = {},
  msAgo = 1000,
) {
  const id = crypto.randomUUID();
  const platform = fields.platform ?? "facebook";
  await db.insert(scheduledPosts).values({
    id,
    accountId,
    platform,
    content: `Quiz night tonight at 8 (${id.slice(0, 6)})`,
    hashtags: ["QuizNight"],
    publishAt: new Date(Date.now() - msAgo),
    idempotencyKey: `${id}:${platform}`,
    updatedAt: new Date(),
    ...fields,
  });
  return id;
}

export async function postRow(id: string) {
  const [row] = await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id));
  return row!;
}

/** Feed items carrying this post's idempotency key: more than one would be a double publish. */
export async function feedItemsFor(postId: string) {
  const items = await listPreviewFeed(env.FILES, 1000);
  return items.filter((item) => item.idempotencyKey.startsWith(`${postId}:`));
}
