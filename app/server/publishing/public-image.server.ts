import { and, eq } from "drizzle-orm";
import type { AppContext } from "~/server/context.server";
import { timingSafeEqual } from "~/server/crypto.server";
import { images } from "~/server/db/schema.server";
import { localSecret } from "~/server/dev/local-secrets.server";
import { errors } from "~/server/http/errors.server";

/**
 * Meta fetches a post's image by URL, so a scheduled post's image is served without a session
 * through a signed, expiring link: /api/public-images/{id}?expires=…&signature=… (HMAC-SHA256 over
 * the id and expiry). An hour is ample for a platform to fetch it and short enough not to linger.
 */
const LINK_LIFETIME_MS = 60 * 60 * 1000;
const SIGNING_CONTEXT = "public-image:";

async function signingKey(ctx: Pick<AppContext, "config" | "db">) {
  const material = ctx.config.TOKEN_ENCRYPTION_KEY ?? (await localSecret(ctx.db, "token-encryption"));
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`${SIGNING_CONTEXT}${material}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
}

async function signature(ctx: Pick<AppContext, "config" | "db">, imageId: string, expires: number) {
  const mac = await crypto.subtle.sign(
    "HMAC",
    await signingKey(ctx),
    new TextEncoder().encode(`${imageId}.${expires}`),
  );
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A signed link to one of the account's images with its size, or null when the image is not theirs. */
export async function publicImageFor(ctx: AppContext, accountId: string, imageId: string) {
  const [row] = await ctx.db
    .select({ id: images.id, width: images.width, height: images.height })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.accountId, accountId)));
  if (!row) return null;
  return { url: await signedImageUrl(ctx, row.id), width: row.width, height: row.height };
}

/**
 * A fresh signed link to an image (the caller has checked whose it is), on the app's configured
 * origin (APP_URL): the address a platform fetches from. A platform fetches it within the hour; a
 * reminder e-mail, read later, asks for a longer life.
 */
export async function signedImageUrl(ctx: AppContext, imageId: string, lifetimeMs = LINK_LIFETIME_MS) {
  return new URL(await signedImagePath(ctx, imageId, lifetimeMs), ctx.config.appUrl).toString();
}

/**
 * The same signed link, root-relative, for the app's own pages (/dev/feed): the page may be served
 * on another origin than APP_URL (the E2E server's port, a LAN address), and a relative link loads
 * from wherever the page did.
 */
export async function signedImagePath(ctx: AppContext, imageId: string, lifetimeMs = LINK_LIFETIME_MS) {
  const expires = ctx.now().getTime() + lifetimeMs;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: await signature(ctx, imageId, expires),
  });
  return `/api/public-images/${imageId}?${query}`;
}

/** The image id inside one of our signed links, or null for any other URL. */
export function imageIdOfSignedUrl(url: string) {
  const match = /\/api\/public-images\/([^/?#]+)/.exec(url);
  return match?.[1] ?? null;
}

/** The image behind a signed link, if the signature holds and it has not expired; else 404. */
export async function readPublicImage(ctx: AppContext, imageId: string, params: URLSearchParams) {
  const expires = Number(params.get("expires"));
  const given = params.get("signature") ?? "";
  if (!Number.isFinite(expires) || expires < ctx.now().getTime())
    throw errors.notFound("This link has expired.");
  if (!timingSafeEqual(given, await signature(ctx, imageId, expires))) throw errors.notFound();
  const [row] = await ctx.db.select().from(images).where(eq(images.id, imageId));
  const object = row ? await ctx.env.FILES.get(row.r2Key) : null;
  if (!row || !object) throw errors.notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": row.contentType,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
