import type { ImprovePromptRequest, ImprovePromptResponse } from "~/lib/contract/images";
import type { Account } from "~/server/auth/accounts.server";
import { withCharge } from "~/server/billing/metering.server";
import type { AppContext } from "~/server/context.server";
import { errors } from "~/server/http/errors.server";
import { enforceAiRateLimit } from "~/server/security/rate-limit.server";

/** Improving a prompt is a short piece of writing: charged at this many tokens, refunded on failure. */
export const TOKENS_PER_PROMPT = 300;

const LOCKED = "Prompt enhancing is part of the Starter and Pro plans. Upgrade to unlock it.";

/** Turns a few words into a detailed image brief; locked on the trial (402 subscription_required). */
export async function improvePrompt(
  ctx: AppContext,
  account: Account,
  input: ImprovePromptRequest,
): Promise<ImprovePromptResponse> {
  if (account.currentPlan === "trial" && account.role !== "admin") throw errors.subscriptionRequired(LOCKED);
  await enforceAiRateLimit(ctx, account);
  const charge = {
    accountId: account.id,
    meter: "tokens" as const,
    amount: TOKENS_PER_PROMPT,
    ref: `prompt:${crypto.randomUUID()}`,
  };
  return withCharge(ctx, charge, async () => ({
    improvedPrompt: await ctx.providers.images.improvePrompt(input),
    enhancer: ctx.providers.images.enhancerLabel,
  }));
}
