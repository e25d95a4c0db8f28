import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "~/server/context.server";
import { randomToken, sha256 } from "~/server/crypto.server";
import { signInLinks } from "~/server/db/schema.server";

export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60 * 1000;

/** Creates a single-use sign-in token for the account, valid for 15 minutes; only its hash is stored. */
export async function createSignInLink(
  ctx: Pick<AppContext, "db" | "now">,
  accountId: string,
  origin: string,
) {
  const token = randomToken();
  await ctx.db.insert(signInLinks).values({
    tokenHash: await sha256(token),
    accountId,
    expiresAt: new Date(ctx.now().getTime() + SIGN_IN_LINK_LIFETIME_MS),
    createdAt: ctx.now(),
  });
  return `${origin}/auth/magic?token=${encodeURIComponent(token)}`;
}

/** Uses the link once: the conditional update means two clicks cannot both sign in. */
export async function redeemSignInLink(
  ctx: Pick<AppContext, "db" | "now">,
  token: string,
): Promise<string | null> {
  const now = ctx.now();
  const [redeemed] = await ctx.db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInLinks.tokenHash, await sha256(token)),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now),
      ),
    )
    .returning({ accountId: signInLinks.accountId });
  return redeemed?.accountId ?? null;
}
