import { and, eq, gt, gte, isNull, lt, or } from "drizzle-orm";
import type { CheckedPost, ContentContext } from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import type { Fixture } from "~/lib/contract/sports";
import { buildCampaignPlan } from "~/lib/sports/campaign";
import { matchText } from "~/lib/sports/teams";
import { addLondonDays, londonDate, londonInstant, londonTime, longLondonDate } from "~/lib/time";
import { isWeeklyPlanTime, nextWeekStart } from "~/lib/weekly-plan";
import type { Account } from "~/server/auth/accounts.server";
import { withCharge } from "~/server/billing/metering.server";
import { buildContentContext, readProfile, recurringEvents } from "~/server/content/context.server";
import { checkedWithOneRewrite, checkSourcesFor, writingCharge } from "~/server/content/write.server";
import type { AppContext } from "~/server/context.server";
import { sha256 } from "~/server/crypto.server";
import {
  accounts,
  publishingConnections,
  publishingSettings,
  publishingTargets,
  scheduledPosts,
  weeklyPlans,
} from "~/server/db/schema.server";
import { localSecret } from "~/server/dev/local-secrets.server";
import { AppError, errors } from "~/server/http/errors.server";
import { fixturesForProfile } from "~/server/sports/fixtures.server";
import { writeStepPost } from "~/server/sports/reminders.server";
import { connectedPlatforms } from "./campaign.server";
import { googleRowValues } from "./google-post.server";
import { publishingAllowed } from "./schedule.server";

/**
 * The weekly plan (issue 20 point 5). Every Monday at 07:00 London time, each pub with a publishing
 * connection gets next week's posts drafted: its favourite teams' televised matches, its regular
 * nights and one weekend post. Drafts wait for the owner's OK (or are scheduled at once with
 * auto-approve, unless they fail the writing check). One plan row per account and week, claimed
 * with a lease: overlapping runs draft once, and a run that died mid-drafting is resumed (each
 * item's posts carry a key, so a resumed run skips what is already drafted and never pays twice).
 */

/** Long enough to write a week of posts; a run that died is picked up by a later hourly run. */
const LEASE_MS = 10 * 60_000;
/** The Approve all link lasts until the week it plans is over. */
const APPROVE_LINK_DAYS = 14;
/** How long a run holds a ready plan while it sends the e-mail; a run that died is retried after. */
const EMAIL_LEASE_MS = 5 * 60_000;
/** Campaign posts carry no picture: the plan drafts for the text platforms. */
const TEXT_PLATFORMS = ["facebook", "google"] as const;
type TextPlatform = (typeof TEXT_PLATFORMS)[number];

/**
 * The plan's posts by key prefix, as a range (D1 refuses LIKE patterns this long): ':' sorts just
 * before ';', so every key starting with the prefix lies in [prefix, prefix-with-';').
 */
function planKeyRange(accountId: string, weekStart: string) {
  const prefix = `weekly:${accountId}:${weekStart}:`;
  return and(
    gte(scheduledPosts.idempotencyKey, prefix),
    lt(scheduledPosts.idempotencyKey, `${prefix.slice(0, -1)};`),
  );
}

/** The weekly plan's key for one item on one platform; it makes a resumed run skip what is done. */
export function weeklyPlanKey(accountId: string, weekStart: string, item: string, platform: string) {
  return `weekly:${accountId}:${weekStart}:${item}:${platform}`;
}

type Written = { post: CheckedPost } | { post: null; failedCheck: boolean; failing?: CheckedPost };

interface PlanItem {
  key: string;
  title: string;
  publishAt: Date;
  fixtureId?: string;
  fixtureStartsAt?: Date;
  write: () => Promise<Written>;
}

/** Cron (hourly): on Monday 07:00 opens each connected pub's plan; any hour resumes a plan left mid-way. */
export async function runWeeklyPlans(ctx: AppContext) {
  const now = ctx.now();
  if (isWeeklyPlanTime(now)) await openPlans(ctx, now);
  let drafted = 0;
  for (const plan of await claimablePlans(ctx, now)) {
    const claimed = await claim(ctx, plan.id, now);
    if (!claimed) continue;
    try {
      drafted += await draftPlan(ctx, claimed);
    } catch (error) {
      // The lease runs out and a later run resumes; what was drafted stays (its keys are taken).
      console.error("Weekly plan drafting stopped; a later run resumes it", plan.id, error);
    }
  }
  const emailed = await sendUnsentPlanEmails(ctx, now);
  return { drafted, emailed };
}

/** One 'drafting' plan row per connected pub on a publishing plan; a second run inserts nothing. */
async function openPlans(ctx: AppContext, now: Date) {
  const weekStart = nextWeekStart(now);
  const rows = await ctx.db
    .selectDistinct({ account: accounts })
    .from(publishingTargets)
    .innerJoin(publishingConnections, eq(publishingConnections.id, publishingTargets.connectionId))
    .innerJoin(accounts, eq(accounts.id, publishingTargets.accountId))
    .where(
      and(
        eq(publishingTargets.selected, true),
        or(eq(publishingTargets.platform, "facebook"), eq(publishingTargets.platform, "google")),
      ),
    );
  const eligible = rows.map((row) => row.account).filter((account) => publishingAllowed(account));
  for (const account of eligible) {
    await ctx.db
      .insert(weeklyPlans)
      .values({ id: crypto.randomUUID(), accountId: account.id, weekStart, updatedAt: now })
      .onConflictDoNothing();
  }
}

async function claimablePlans(ctx: AppContext, now: Date) {
  return ctx.db
    .select({ id: weeklyPlans.id })
    .from(weeklyPlans)
    .where(
      and(
        eq(weeklyPlans.status, "drafting"),
        gt(weeklyPlans.weekStart, londonDate(now)),
        or(isNull(weeklyPlans.leaseUntil), lt(weeklyPlans.leaseUntil, now)),
      ),
    );
}

/** Takes the plan's lease in one conditional statement: of two overlapping runs, one gets it. */
async function claim(ctx: AppContext, id: string, now: Date) {
  const [plan] = await ctx.db
    .update(weeklyPlans)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), updatedAt: now })
    .where(
      and(
        eq(weeklyPlans.id, id),
        eq(weeklyPlans.status, "drafting"),
        or(isNull(weeklyPlans.leaseUntil), lt(weeklyPlans.leaseUntil, now)),
      ),
    )
    .returning();
  return plan ?? null;
}

type Plan = typeof weeklyPlans.$inferSelect;

/** Drafts what the plan still lacks, then marks it ready and e-mails the owner. Answers posts drafted. */
async function draftPlan(ctx: AppContext, plan: Plan): Promise<number> {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, plan.accountId));
  if (!account) return 0;
  const connected = await connectedPlatforms(ctx, account.id);
  const platforms = TEXT_PLATFORMS.filter((platform) => connected.has(platform));
  const [settings] = await ctx.db
    .select({ auto: publishingSettings.autoApproveWeeklyPlan })
    .from(publishingSettings)
    .where(eq(publishingSettings.accountId, account.id));
  const autoApprove = settings?.auto === true;
  const items = platforms.length > 0 ? await planItems(ctx, account, plan.weekStart) : [];
  const done = await draftedKeys(ctx, account.id, plan.weekStart);
  let drafted = plan.drafted;
  let skipped = 0;
  for (const item of items) {
    if (platforms.every((p) => done.has(weeklyPlanKey(account.id, plan.weekStart, item.key, p)))) continue;
    if (skipped > 0) {
      skipped++;
      continue;
    }
    const charge = {
      accountId: account.id,
      ...writingCharge(account),
      ref: `weekly:${account.id}:${plan.weekStart}:${item.key}`,
    };
    let written: Written;
    try {
      written = await withCharge(ctx, charge, async () => {
        const result = await item.write();
        // The writer could not answer at all: nothing was written, so the charge is refunded.
        if (!result.post && !result.failing) throw errors.providerUnavailable("The writer did not answer.");
        return result;
      });
    } catch (error) {
      if (error instanceof AppError && error.status === 402) {
        skipped++;
        continue;
      }
      if (error instanceof AppError && error.status === 503) continue;
      throw error;
    }
    const post = written.post ?? written.failing;
    if (!post) continue;
    const passed = written.post !== null;
    // Google gets its own version: an event for a match still ahead (decision 026).
    const google = platforms.includes("google")
      ? await googleRowValues(
          ctx,
          account.id,
          post,
          item.fixtureStartsAt
            ? { title: item.title, kickOff: item.fixtureStartsAt, postAt: item.publishAt }
            : undefined,
        )
      : null;
    await ctx.db
      .insert(scheduledPosts)
      .values(
        platforms.map((platform: TextPlatform) => ({
          id: crypto.randomUUID(),
          accountId: account.id,
          platform,
          content: platform === "google" && google ? google.content : post.content,
          hashtags: platform === "google" && google ? google.hashtags : post.hashtags,
          google: platform === "google" ? (google?.google ?? null) : null,
          publishAt: item.publishAt,
          idempotencyKey: weeklyPlanKey(account.id, plan.weekStart, item.key, platform),
          source: "weekly_plan" as const,
          fixtureId: item.fixtureId ?? null,
          fixtureStartsAt: item.fixtureStartsAt ?? null,
          // Never auto-published when the writing check failed: it waits, with the reason. The
          // Google copy also waits when its Google version fails Google's rules.
          ...waitingOrNot(autoApprove, passed, post, platform === "google" ? google : null),
          updatedAt: ctx.now(),
        })),
      )
      .onConflictDoNothing();
    drafted++;
    await ctx.db
      .update(weeklyPlans)
      .set({ drafted, leaseUntil: new Date(ctx.now().getTime() + LEASE_MS), updatedAt: ctx.now() })
      .where(eq(weeklyPlans.id, plan.id));
  }
  await finish(ctx, account, plan, drafted, skipped, autoApprove);
  return drafted - plan.drafted;
}

/** Approved at once (auto-approve) only when the post and, for Google, its Google version pass. */
function waitingOrNot(
  autoApprove: boolean,
  passed: boolean,
  post: CheckedPost,
  google: { passed: boolean; failure: string | null } | null,
) {
  if (!passed) {
    return {
      approved: false,
      lastErrorReason: "writing_check",
      lastErrorMessage: `Our writing check stopped this one: ${post.quality.problems.map((p) => p.message).join(" ")}`,
    };
  }
  if (google && !google.passed) {
    return { approved: false, lastErrorReason: "writing_check", lastErrorMessage: google.failure };
  }
  return { approved: autoApprove, lastErrorReason: null, lastErrorMessage: null };
}

async function draftedKeys(ctx: AppContext, accountId: string, weekStart: string) {
  const rows = await ctx.db
    .select({ key: scheduledPosts.idempotencyKey })
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.accountId, accountId), planKeyRange(accountId, weekStart)));
  return new Set(rows.map((row) => row.key));
}

/** The week's items in posting order: matches, regular nights, the weekend. */
async function planItems(ctx: AppContext, account: Account, weekStart: string): Promise<PlanItem[]> {
  const now = ctx.now();
  const weekEnd = addLondonDays(weekStart, 6);
  const profile = await readProfile(ctx.db, account.id);
  const pub = profile.pub;
  const base = await buildContentContext(ctx, account.id, profile);
  const items: PlanItem[] = [];

  const fixtures = (await fixturesForProfile(ctx, profile)).filter(
    (fixture) =>
      fixture.isFavourite &&
      fixture.status === "upcoming" &&
      fixture.tvChannels.length > 0 &&
      fixture.date >= weekStart &&
      fixture.date <= weekEnd,
  );
  for (const fixture of fixtures) {
    const step = bestStep(fixture, now, weekStart);
    if (!step) continue;
    items.push({
      key: `match-${fixture.id}`,
      title: `${matchText(fixture)} (${fixture.competition}), on ${fixture.tvChannels.join(" and ")}`,
      publishAt: new Date(step.postAt),
      fixtureId: fixture.id,
      fixtureStartsAt: new Date(fixture.startsAt),
      write: () => writeStepPost(ctx, { fixture, pub }, step, now, "facebook"),
    });
  }

  for (const event of recurringEvents(pub?.features ?? [], weekStart)) {
    if (event.date > weekEnd) continue;
    const context: ContentContext = {
      ...base,
      nextFavoriteMatch: null,
      upcomingSports: [],
      localEvents: [event],
      weather: null,
    };
    items.push({
      key: `night-${event.name.toLowerCase().replace(/\W+/g, "-")}-${event.date}`,
      title: `${event.name}, ${longLondonDate(event.date)}`,
      publishAt: londonInstant(event.date, "11:00"),
      write: () => writePlanPost(ctx, pub, context, `${event.name} on ${longLondonDate(event.date)}.`),
    });
  }

  const saturday = addLondonDays(weekStart, 5);
  const weekend = await weekendWeather(ctx, pub?.address ?? null, saturday);
  const weekendContext: ContentContext = {
    ...base,
    nextFavoriteMatch: null,
    upcomingSports: [],
    localEvents: [],
    weather: weekend,
  };
  items.push({
    key: `weekend-${saturday}`,
    title: `The weekend, ${longLondonDate(saturday)}${weekend?.isForecast ? ` (forecast: ${weekend.condition})` : ""}`,
    // Friday afternoon: when people make their weekend plans.
    publishAt: londonInstant(addLondonDays(weekStart, 4), "16:00"),
    write: () =>
      writePlanPost(
        ctx,
        pub,
        weekendContext,
        `The weekend at the pub: ${longLondonDate(saturday)} and the Sunday after.`,
      ),
  });
  return items.sort((a, b) => a.publishAt.getTime() - b.publishAt.getTime());
}

/**
 * The campaign timeline's best time for the match's one post this week: the match-day post when it
 * is still ahead, else the latest stage in the week that is.
 */
function bestStep(fixture: Fixture, now: Date, weekStart: string) {
  const { timeline } = buildCampaignPlan({ fixture, isFavourite: true, now });
  const ahead = timeline.filter(
    (step) => new Date(step.postAt) > now && londonDate(step.postAt) >= weekStart,
  );
  return ahead.find((step) => step.stage === "Day of Event") ?? ahead.at(-1) ?? null;
}

/** The weekend's weather: a real forecast from the live provider, climate averages from the built-in one. */
async function weekendWeather(ctx: AppContext, address: string | null, saturday: string) {
  const provider = ctx.providers.weather;
  try {
    const weather = await provider.forecast({
      address,
      window: { from: saturday, to: addLondonDays(saturday, 1) },
    });
    return weather && { ...weather, isForecast: provider.kind === "live" };
  } catch (cause) {
    console.error("Weather provider failed; the weekend post is written without it", cause);
    return null;
  }
}

/** One post through the writer and the writing check (a live model's failing post is rewritten once). */
async function writePlanPost(
  ctx: AppContext,
  pub: Partial<PubDetails> | null,
  context: ContentContext,
  brief: string,
): Promise<Written> {
  const now = ctx.now();
  const writer = ctx.providers.ai;
  const request = { brief, pub, context, platforms: ["facebook" as const], variant: 0, now };
  try {
    const written = await writer.writePosts(request);
    const [post] = await checkedWithOneRewrite(
      writer,
      written.posts.filter((candidate) => candidate.platform === "facebook"),
      checkSourcesFor(brief, context, now),
      (notes, platforms) => writer.writePosts({ ...request, platforms, revisionNotes: notes }),
    );
    if (!post) return { post: null, failedCheck: false };
    return post.quality.passed ? { post } : { post: null, failedCheck: true, failing: post };
  } catch (error) {
    console.error("Weekly plan post could not be written", error);
    return { post: null, failedCheck: false };
  }
}

/**
 * Marks the plan ready (once), then e-mails the owner and only then records the e-mail as sent.
 * A run that dies in between leaves a ready plan with no `emailed_at`; the next hourly run sends
 * it (unsentPlanEmails). The retry carries the same Approve all token (derived from the plan, so
 * the link in a first e-mail that did go out keeps working) and the same idempotency key, which the
 * e-mail provider answers with the first send instead of a second message.
 */
async function finish(
  ctx: AppContext,
  account: Account,
  plan: Plan,
  drafted: number,
  skipped: number,
  autoApprove: boolean,
) {
  const now = ctx.now();
  const approveExpiresAt = new Date(now.getTime() + APPROVE_LINK_DAYS * 86_400_000);
  const token = await approveToken(ctx, plan.id, approveExpiresAt);
  const [ready] = await ctx.db
    .update(weeklyPlans)
    .set({
      status: "ready",
      drafted,
      skippedForAllowance: skipped,
      // Held for the e-mail: a run that dies before marking it sent leaves it to a later run.
      leaseUntil: new Date(now.getTime() + EMAIL_LEASE_MS),
      approveTokenHash: await sha256(token),
      approveExpiresAt,
      emailedAt: null,
      updatedAt: now,
    })
    .where(and(eq(weeklyPlans.id, plan.id), eq(weeklyPlans.status, "drafting")))
    .returning();
  if (!ready) return;
  try {
    await emailPlan(ctx, account, ready, autoApprove);
  } catch (error) {
    // The drafts are kept; the e-mail's hold runs out and a later run sends it (sendUnsentPlanEmails).
    console.error("Weekly plan e-mail failed; a later run sends it", plan.id, error);
  }
}

/** Sends the plan's e-mail, then records it: the record is written only after the send returned. */
async function emailPlan(ctx: AppContext, account: Account, plan: Plan, autoApprove: boolean) {
  if (!plan.approveExpiresAt) return;
  const token = await approveToken(ctx, plan.id, plan.approveExpiresAt);
  const posts = await weekPosts(ctx, account.id, plan.weekStart);
  await ctx.providers.email.send(
    composeWeekEmail(ctx, account, plan, posts, plan.skippedForAllowance, autoApprove, token),
  );
  await ctx.db
    .update(weeklyPlans)
    .set({ emailedAt: ctx.now(), leaseUntil: null, updatedAt: ctx.now() })
    .where(and(eq(weeklyPlans.id, plan.id), isNull(weeklyPlans.emailedAt)));
}

/**
 * Ready plans whose e-mail was never recorded as sent (the run died between drafting and the
 * e-mail, or the e-mail provider failed): each is claimed with a conditional UPDATE, so of two
 * overlapping runs one sends, and sent again with the same token and idempotency key.
 */
async function sendUnsentPlanEmails(ctx: AppContext, now: Date) {
  const unsent = await ctx.db
    .select({ id: weeklyPlans.id })
    .from(weeklyPlans)
    .where(
      and(
        eq(weeklyPlans.status, "ready"),
        isNull(weeklyPlans.emailedAt),
        or(isNull(weeklyPlans.leaseUntil), lt(weeklyPlans.leaseUntil, now)),
      ),
    );
  let sent = 0;
  for (const { id } of unsent) {
    const [plan] = await ctx.db
      .update(weeklyPlans)
      .set({ leaseUntil: new Date(now.getTime() + EMAIL_LEASE_MS), updatedAt: now })
      .where(
        and(
          eq(weeklyPlans.id, id),
          eq(weeklyPlans.status, "ready"),
          isNull(weeklyPlans.emailedAt),
          or(isNull(weeklyPlans.leaseUntil), lt(weeklyPlans.leaseUntil, now)),
        ),
      )
      .returning();
    if (!plan) continue;
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, plan.accountId));
    if (!account) continue;
    const [settings] = await ctx.db
      .select({ auto: publishingSettings.autoApproveWeeklyPlan })
      .from(publishingSettings)
      .where(eq(publishingSettings.accountId, account.id));
    try {
      await emailPlan(ctx, account, plan, settings?.auto === true);
      sent++;
    } catch (error) {
      console.error("Weekly plan e-mail failed; a later run sends it", plan.id, error);
    }
  }
  return sent;
}

/**
 * The Approve all token, derived from the plan and its expiry (HMAC-SHA256 with the server's key,
 * as the public image links are signed): a retried e-mail carries the same link as the first, and
 * only its sha256 is stored.
 */
async function approveToken(ctx: AppContext, planId: string, expiresAt: Date) {
  const material = ctx.config.TOKEN_ENCRYPTION_KEY ?? (await localSecret(ctx.db, "token-encryption"));
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`weekly-plan-approve:${material}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    new TextEncoder().encode(`${planId}.${expiresAt.getTime()}`),
  );
  return btoa(String.fromCharCode(...new Uint8Array(mac)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The plan's posts, one per item (the platforms' copies share their text), soonest first. */
export async function weekPosts(ctx: Pick<AppContext, "db">, accountId: string, weekStart: string) {
  return ctx.db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.accountId, accountId), planKeyRange(accountId, weekStart)))
    .orderBy(scheduledPosts.publishAt, scheduledPosts.platform);
}

function composeWeekEmail(
  ctx: AppContext,
  account: Account,
  plan: Plan,
  posts: Array<typeof scheduledPosts.$inferSelect>,
  skipped: number,
  autoApprove: boolean,
  token: string,
) {
  const appUrl = ctx.config.appUrl;
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const post of posts) {
    const item = post.idempotencyKey.split(":").slice(3, -1).join(":");
    if (seen.has(item)) continue;
    seen.add(item);
    const when = `${longLondonDate(londonDate(post.publishAt))} at ${londonTime(post.publishAt)}`;
    const where = posts
      .filter((p) => p.idempotencyKey.split(":").slice(3, -1).join(":") === item)
      .map((p) => (p.platform === "google" ? "Google" : "Facebook"))
      .join(" and ");
    const state =
      post.lastErrorReason === "writing_check"
        ? " (waiting: it did not pass our writing check, have a look)"
        : post.approved
          ? " (scheduled)"
          : "";
    lines.push(`• ${when}, ${where}${state}`, `  ${post.content.split("\n")[0]}`);
  }
  const waiting = posts.some((post) => !post.approved);
  const allowanceLine =
    skipped > 0
      ? `Your writing allowance ran out, so ${skipped} more post${skipped === 1 ? " was" : "s were"} not drafted. Top up or upgrade at ${appUrl}/account to write ${skipped === 1 ? "it" : "them"}.`
      : "";
  const intro =
    posts.length === 0
      ? "We had nothing to draft for next week."
      : autoApprove
        ? "Here are next week's posts. Auto-approve is on, so they are scheduled already (except any that did not pass our writing check)."
        : "Here are next week's posts. Nothing goes out until you say so.";
  const text = [
    `Your week at ${account.email} is planned.`,
    intro,
    lines.join("\n"),
    allowanceLine,
    waiting ? `Approve all: ${appUrl}/calendar/approve-week?token=${token}` : "",
    `Edit: ${appUrl}/calendar?date=${plan.weekStart}`,
  ].filter(Boolean);
  return {
    to: account.email,
    tag: "weekly-plan",
    subject: skipped > 0 ? "Your week is ready (your allowance ran out part-way)" : "Your week is ready",
    text: text.join("\n\n"),
    idempotencyKey: `weekly-plan/${plan.id}`,
  };
}

/** The plan an Approve all link belongs to, or 404 when the token is unknown or expired. */
export async function planForToken(ctx: AppContext, token: string) {
  const [plan] = await ctx.db
    .select()
    .from(weeklyPlans)
    .where(
      and(eq(weeklyPlans.approveTokenHash, await sha256(token)), gt(weeklyPlans.approveExpiresAt, ctx.now())),
    );
  if (!plan) throw errors.notFound("This link has expired or is not valid. Open your calendar instead.");
  return plan;
}

/**
 * Approve all: every draft of the week still waiting, still ahead and that passed the writing check
 * is scheduled. A post the check stopped needs its own look (Approve on the calendar).
 */
export async function approveWeek(ctx: AppContext, accountId: string, weekStart: string) {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw errors.notFound("No such plan.");
  if (!publishingAllowed(account))
    throw errors.subscriptionRequired(
      "Scheduled publishing is part of Starter and Pro. Please upgrade your plan.",
    );
  const approved = await ctx.db
    .update(scheduledPosts)
    .set({ approved: true, updatedAt: ctx.now() })
    .where(
      and(
        eq(scheduledPosts.accountId, accountId),
        planKeyRange(accountId, weekStart),
        eq(scheduledPosts.status, "scheduled"),
        eq(scheduledPosts.approved, false),
        isNull(scheduledPosts.lastErrorReason),
        gt(scheduledPosts.publishAt, ctx.now()),
      ),
    )
    .returning({ id: scheduledPosts.id });
  return { approved: approved.length };
}

/** Approve all from the calendar: the week's plan of the signed-in account, else 404. */
export async function approveWeekFor(ctx: AppContext, accountId: string, weekStart: string) {
  const [plan] = await ctx.db
    .select({ id: weeklyPlans.id })
    .from(weeklyPlans)
    .where(and(eq(weeklyPlans.accountId, accountId), eq(weeklyPlans.weekStart, weekStart)));
  if (!plan) throw errors.notFound("No weekly plan for that week.");
  return approveWeek(ctx, accountId, weekStart);
}
