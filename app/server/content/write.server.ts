import type { z } from "zod";
import { PLATFORMS } from "~/lib/content/constants";
import {
  type ContentResult,
  contentResultSchema,
  type generateContentRequestSchema,
  type Refinements,
} from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import type { Meter } from "~/lib/plans";
import type { Account } from "~/server/auth/accounts.server";
import type { SessionClaim } from "~/server/auth/session.server";
import { withCharge } from "~/server/billing/metering.server";
import type { AppContext } from "~/server/context.server";
import { errors } from "~/server/http/errors.server";
import { enforceAiRateLimit } from "~/server/security/rate-limit.server";
import { buildContentContext, profileReads, toProfile } from "./context.server";

type GenerateInput = z.output<typeof generateContentRequestSchema>;

/** A paid plan's writing is metered in tokens; one piece of writing is charged at this estimate. */
export const TOKENS_PER_WRITE = 1500;

/** The trial pays in credits (one per piece of writing); paid plans and admins in tokens. */
export function writingCharge(account: Account): { meter: Meter; amount: number } {
  return account.currentPlan === "trial" && account.role !== "admin"
    ? { meter: "credits", amount: 1 }
    : { meter: "tokens", amount: TOKENS_PER_WRITE };
}

/** The pub as the writer should see it: saved details, overridden by what the page sent. */
function pubFor(saved: PubDetails | null, sent: Partial<PubDetails> | null | undefined) {
  const overrides = Object.fromEntries(
    Object.entries(sent ?? {}).filter(([, value]) => value != null && value !== ""),
  );
  const merged = { ...saved, ...overrides };
  return Object.keys(merged).length > 0 ? (merged as Partial<PubDetails>) : null;
}

/** An answer without a usable posts array is a failure (spec §8), never shown as success. */
function checked(result: unknown): ContentResult {
  const parsed = contentResultSchema.safeParse(result);
  if (!parsed.success)
    throw errors.providerUnavailable("The writer returned no posts. Nothing was charged — please try again.");
  return parsed.data;
}

/**
 * Writes posts for Facebook, Instagram and TikTok from the landlord's words, around the pub, the
 * fixtures, the weather and the season. Charged up front in one statement; refunded if writing fails.
 * With a session claim, the charge confirms it (see `payingCaller`).
 */
export async function generateContent(
  ctx: AppContext,
  account: Account,
  input: GenerateInput,
  session?: SessionClaim,
): Promise<ContentResult> {
  await enforceAiRateLimit(ctx, account);
  const charge = { accountId: account.id, ...writingCharge(account), ref: `write:${crypto.randomUUID()}` };
  // The pub and favourites are read in the charge's own batch: one round trip for all three.
  return withCharge(
    ctx,
    charge,
    async (profile) => {
      const saved = toProfile(profile);
      const context = await buildContentContext(ctx, account.id, saved);
      const written = await ctx.providers.ai.writePosts({
        brief: input.content,
        pub: pubFor(saved.pub, input.pubDetails),
        context,
        platforms: [...PLATFORMS],
        variant: input.variant ?? 0,
        now: ctx.now(),
      });
      return checked({ posts: written.posts, writer: ctx.providers.ai.label });
    },
    { reads: profileReads(ctx.db, account.id), session },
  );
}

/** Rewrites a result with the chosen tone, framework, angle and optimisation. */
export async function refineContent(
  ctx: AppContext,
  account: Account,
  input: { originalContent: ContentResult; refinements: Refinements },
  session?: SessionClaim,
): Promise<ContentResult> {
  await enforceAiRateLimit(ctx, account);
  const charge = { accountId: account.id, ...writingCharge(account), ref: `refine:${crypto.randomUUID()}` };
  return withCharge(
    ctx,
    charge,
    async (profile) => {
      const saved = toProfile(profile);
      const written = await ctx.providers.ai.refinePosts({
        posts: input.originalContent.posts,
        refinements: input.refinements,
        pub: pubFor(saved.pub, null),
        context: await buildContentContext(ctx, account.id, saved),
        variant: 0,
        now: ctx.now(),
      });
      return checked({
        posts: written.posts,
        transcript: input.originalContent.transcript,
        writer: ctx.providers.ai.label,
      });
    },
    { reads: profileReads(ctx.db, account.id), session },
  );
}
