import { and, eq, inArray } from "drizzle-orm";
import type { CampaignPlan, CampaignPlatform, CampaignStage, StageOutcome } from "~/lib/contract/publishing";
import type { CampaignStep } from "~/lib/contract/sports";
import { buildCampaignPlan } from "~/lib/sports/campaign";
import { matchText } from "~/lib/sports/teams";
import { londonDate, londonTime } from "~/lib/time";
import type { Account } from "~/server/auth/accounts.server";
import { withCharge } from "~/server/billing/metering.server";
import { readProfile } from "~/server/content/context.server";
import { writingCharge } from "~/server/content/write.server";
import type { AppContext } from "~/server/context.server";
import { publishingConnections, publishingTargets, scheduledPosts } from "~/server/db/schema.server";
import { AppError, errors } from "~/server/http/errors.server";
import { fixtureForAccount } from "~/server/sports/fixtures.server";
import { openingOf, writeStepPost } from "~/server/sports/reminders.server";
import { googleRowValues } from "./google-post.server";
import { assertPublishingAllowed } from "./schedule.server";

/**
 * "Schedule this campaign" (issue 20 point 4): the match campaign's stages, at their best times,
 * become scheduled posts on the connected platforms. Campaign posts carry no picture, so they go to
 * the text platforms (Facebook Page, Google Business Profile); Instagram is left out and said so.
 * Each stage is one piece of writing, metered like any other, and must pass the writing check.
 */

const TEXT_PLATFORMS: CampaignPlatform[] = ["facebook", "google"];

/** One key per fixture, stage and platform: scheduling the campaign twice adds nothing. */
export function campaignKey(fixtureId: string, stage: string, platform: string) {
  return `campaign:${fixtureId}:${stage.toLowerCase().replace(/\W+/g, "-")}:${platform}`;
}

export async function connectedPlatforms(ctx: AppContext, accountId: string) {
  const rows = await ctx.db
    .select({ platform: publishingTargets.platform })
    .from(publishingTargets)
    .innerJoin(publishingConnections, eq(publishingConnections.id, publishingTargets.connectionId))
    .where(and(eq(publishingTargets.accountId, accountId), eq(publishingTargets.selected, true)));
  return new Set(rows.map((row) => row.platform));
}

async function prepare(ctx: AppContext, account: Account, fixtureId: string) {
  assertPublishingAllowed(account);
  const fixture = await fixtureForAccount(ctx, account.id, fixtureId);
  const connected = await connectedPlatforms(ctx, account.id);
  const platforms = TEXT_PLATFORMS.filter((platform) => connected.has(platform));
  if (platforms.length === 0) {
    throw errors.conflict(
      "Connect your Facebook Page or Google Business Profile first (Account → Connections).",
    );
  }
  const now = ctx.now();
  const plan = buildCampaignPlan({ fixture, isFavourite: fixture.isFavourite, now });
  const existing = await ctx.db
    .select({ key: scheduledPosts.idempotencyKey })
    .from(scheduledPosts)
    .where(
      and(
        eq(scheduledPosts.accountId, account.id),
        inArray(
          scheduledPosts.idempotencyKey,
          plan.timeline.flatMap((step) => platforms.map((p) => campaignKey(fixture.id, step.stage, p))),
        ),
      ),
    );
  const taken = new Set(existing.map((row) => row.key));
  const stages = plan.timeline.map((step) => {
    const missing = platforms.filter((p) => !taken.has(campaignKey(fixture.id, step.stage, p)));
    const outcome: StageOutcome =
      new Date(step.postAt) <= now ? "past" : missing.length === 0 ? "already_scheduled" : "scheduled";
    return { step, missing, view: stageView(step, outcome === "scheduled" ? missing : platforms, outcome) };
  });
  const plain = { fixtureId: fixture.id, match: `${fixture.homeTeam} v ${fixture.awayTeam}` };
  return { fixture, now, stages, plain, instagramLeftOut: connected.has("instagram") };
}

function stageView(step: CampaignStep, platforms: CampaignPlatform[], outcome: StageOutcome): CampaignStage {
  return {
    stage: step.stage,
    title: step.postTitle,
    publishAt: step.postAt,
    londonDate: londonDate(step.postAt),
    londonTime: londonTime(step.postAt),
    platforms,
    outcome,
  };
}

/** What the confirmation dialog lists: each stage, when, where, and which are past or already scheduled. */
export async function previewCampaign(
  ctx: AppContext,
  account: Account,
  fixtureId: string,
): Promise<CampaignPlan> {
  const { stages, plain, instagramLeftOut } = await prepare(ctx, account, fixtureId);
  return { ...plain, stages: stages.map((s) => s.view), instagramLeftOut };
}

/**
 * Writes and schedules each stage still to come. Stages are written one after another, each paying
 * for itself (the debit is one conditional statement, so concurrent requests never overspend); when
 * the allowance runs out the rest are reported as such. A post that fails the writing check is not
 * scheduled (its writing was still done, so it stays charged, as on the content page).
 */
export async function scheduleCampaign(
  ctx: AppContext,
  account: Account,
  fixtureId: string,
): Promise<CampaignPlan> {
  const { fixture, now, stages, plain, instagramLeftOut } = await prepare(ctx, account, fixtureId);
  const { pub } = await readProfile(ctx.db, account.id);
  const results: CampaignStage[] = [];
  // Each stage opens differently from the ones before it.
  const openings = new Set<string>();
  let allowanceOut = false;
  for (const { step, missing, view } of stages) {
    if (view.outcome !== "scheduled") {
      results.push(view);
      continue;
    }
    if (allowanceOut) {
      results.push({ ...view, outcome: "allowance_out" });
      continue;
    }
    const charge = {
      accountId: account.id,
      ...writingCharge(account),
      ref: `campaign:${account.id}:${fixture.id}:${step.stage}`,
    };
    try {
      const written = await withCharge(ctx, charge, async () => {
        const result = await writeStepPost(ctx, { fixture, pub }, step, now, "facebook", openings);
        // The writer could not answer at all: nothing was written, so the charge is refunded.
        if (!result.post && !result.failedCheck)
          throw errors.providerUnavailable("The writer did not answer.");
        return result;
      });
      if (!written.post) {
        results.push({ ...view, outcome: "failed_check" });
        continue;
      }
      const post = written.post;
      openings.add(openingOf(post.content));
      // Google gets its own version: an event for the match while it is ahead (decision 026).
      const google = missing.includes("google")
        ? await googleRowValues(ctx, account.id, post, {
            title: matchText(fixture),
            kickOff: new Date(fixture.startsAt),
            postAt: new Date(step.postAt),
          })
        : null;
      await ctx.db
        .insert(scheduledPosts)
        .values(
          missing.map((platform) => {
            const id = crypto.randomUUID();
            const own = platform === "google" ? google : null;
            return {
              id,
              accountId: account.id,
              platform,
              content: own ? own.content : post.content,
              hashtags: own ? own.hashtags : post.hashtags,
              google: own?.google ?? null,
              publishAt: new Date(step.postAt),
              idempotencyKey: campaignKey(fixture.id, step.stage, platform),
              source: "campaign" as const,
              fixtureId: fixture.id,
              fixtureStartsAt: new Date(fixture.startsAt),
              // A Google version that fails Google's rules waits for the owner, with the reason.
              approved: own ? own.passed : true,
              lastErrorReason: own && !own.passed ? "writing_check" : null,
              lastErrorMessage: own?.failure ?? null,
              updatedAt: ctx.now(),
            };
          }),
        )
        .onConflictDoNothing();
      results.push(view);
    } catch (error) {
      if (error instanceof AppError && error.status === 402) {
        allowanceOut = true;
        results.push({ ...view, outcome: "allowance_out" });
      } else if (error instanceof AppError && error.status === 503) {
        results.push({ ...view, outcome: "not_written" });
      } else throw error;
    }
  }
  return { ...plain, stages: results, instagramLeftOut };
}
