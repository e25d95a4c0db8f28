import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Platform } from "~/lib/content/constants";
import type { CheckedPost, ContentContext } from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import type { CampaignStep, FavouriteTeam, Fixture, ReminderStage } from "~/lib/contract/sports";
import { buildCampaignPlan } from "~/lib/sports/campaign";
import { briefFor } from "~/lib/sports/campaign-brief";
import type { Sport } from "~/lib/sports/constants";
import { buildFixture, tvInfo, upcomingSportOf } from "~/lib/sports/fixtures";
import { matchText, normaliseName } from "~/lib/sports/teams";
import { dueStages } from "~/lib/sports/timeline";
import { londonDate, londonTime, longLondonDate } from "~/lib/time";
import { checkedWithOneRewrite, checkSourcesFor } from "~/server/content/write.server";
import type { AppContext } from "~/server/context.server";
import { sha256 } from "~/server/crypto.server";
import { accounts, favouriteTeams, pubs, reminderSends, scheduledPosts } from "~/server/db/schema.server";
import { readFixtureFeed } from "./fixture-store.server";
import { sportsReference } from "./reference.server";

const STAGE_WORDS: Record<ReminderStage, string> = {
  first_notice: "Coming up",
  one_week: "One week to go",
  final: "Two days to go",
  match_day: "Match day",
};
const SEND_CONCURRENCY = 24;
// Reminders claimed per statement: the first e-mails go out soon after the run starts, and the rows'
// JSON (about 100 bytes each) stays near 50 KB, far inside D1's 100 KB statement and 2 MB value limits.
const CLAIM_GROUP_ROWS = 500;
// The status is bound too, so 90 accounts keep a scheduled-posts query under the limit.
const ACCOUNTS_PER_STATEMENT = 90;

interface Due {
  accountId: string;
  email: string;
  pub: Partial<PubDetails> | null;
  fixture: Fixture;
  stage: ReminderStage;
}

function teamKey(sport: string, name: string) {
  const canonical = sportsReference.team(name, sport as Sport)?.name ?? name;
  return `${sport}:${normaliseName(canonical)}`;
}

/**
 * Cron: for every account with reminders on, finds its favourite teams' fixtures and the big
 * (classification 1-2) fixtures whose next timeline stage is due, and e-mails each stage once.
 * The (account, fixture, stage) row is claimed before sending, so two overlapping runs cannot
 * both send; a failed send releases its claim for the next run.
 */
export async function sendDueReminders(
  ctx: AppContext,
  { claimGroupRows = CLAIM_GROUP_ROWS }: { claimGroupRows?: number } = {},
): Promise<{ sent: number; failed: number; emails: number }> {
  const feed = await readFixtureFeed(ctx);
  if (feed.fixtures.length === 0) return { sent: 0, failed: 0, emails: 0 };
  const now = ctx.now();

  const [people, favouriteRows, pubRows, sentRows] = await Promise.all([
    ctx.db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.remindersEnabled, true)),
    ctx.db.select().from(favouriteTeams),
    ctx.db.select().from(pubs),
    ctx.db
      .select()
      .from(reminderSends)
      .where(gt(reminderSends.sentAt, new Date(now.getTime() - 90 * 24 * 3600 * 1000))),
  ]);

  const favouritesByAccount = groupBy(favouriteRows, (row) => row.accountId);
  const pubByAccount = new Map(pubRows.map((row) => [row.accountId, row]));
  const sentByAccountFixture = new Map<string, Set<ReminderStage>>();
  for (const row of sentRows) {
    const key = `${row.accountId}|${row.fixtureId}`;
    sentByAccountFixture.set(
      key,
      (sentByAccountFixture.get(key) ?? new Set()).add(row.stage as ReminderStage),
    );
  }

  // Account-independent work once: the big fixtures, and an index from team to its fixtures.
  const upcoming = feed.fixtures.filter((source) => new Date(source.startsAt) > now);
  const major = new Set<string>();
  const byTeam = new Map<string, typeof upcoming>();
  for (const source of upcoming) {
    const base = buildFixture(source.providerId, source, {
      reference: sportsReference,
      favourites: [],
      pub: null,
      now,
    });
    if (base.classification <= 2) major.add(source.providerId);
    for (const team of [source.homeTeam, source.awayTeam].filter(Boolean)) {
      const key = teamKey(source.sport, team);
      const sources = byTeam.get(key);
      if (sources) sources.push(source);
      else byTeam.set(key, [source]);
    }
  }

  const majorSources = upcoming.filter((source) => major.has(source.providerId));

  // Many people share favourites and a town: the rules run once per (fixture, favourites, address),
  // and the due stage once per such fixture and stages already sent.
  const built = new Map<string, Fixture>();
  const stageDue = new Map<string, ReminderStage | undefined>();
  const due: Due[] = [];
  for (const person of people) {
    const favourites = (favouritesByAccount.get(person.id) ?? []).map((row) => ({
      name: row.name,
      sport: row.sport as FavouriteTeam["sport"],
      notificationDays: row.notificationDays as FavouriteTeam["notificationDays"],
    }));
    const candidates = new Map(majorSources.map((source) => [source.providerId, source]));
    for (const favourite of favourites) {
      for (const source of byTeam.get(teamKey(favourite.sport, favourite.name)) ?? []) {
        candidates.set(source.providerId, source);
      }
    }
    const pub = pubByAccount.get(person.id) ?? null;
    // The pub is part of the key: its name, phone and booking link go into the written post.
    const signature = `${JSON.stringify(favourites)}|${JSON.stringify(pub)}`;
    for (const source of candidates.values()) {
      const key = `${source.providerId}|${signature}`;
      let fixture = built.get(key);
      if (!fixture) {
        fixture = buildFixture(source.providerId, source, {
          reference: sportsReference,
          favourites,
          pub,
          now,
        });
        built.set(key, fixture);
      }
      if (!fixture.isFavourite && fixture.classification > 2) continue;
      const sentStages = sentByAccountFixture.get(`${person.id}|${source.providerId}`);
      const stageKey = `${key}|${[...(sentStages ?? [])].sort().join(",")}`;
      if (!stageDue.has(stageKey)) stageDue.set(stageKey, dueStages({ ...fixture, sentStages, now })[0]);
      const stage = stageDue.get(stageKey);
      if (stage) due.push({ accountId: person.id, email: person.email, pub, fixture, stage });
    }
  }

  // One query per chunk of people for their scheduled campaign posts rather than one per person.
  const scheduled = await scheduledCampaignPosts(
    ctx,
    due.map((reminder) => reminder.accountId),
  );
  // Claimed a group of people at a time, each group after the last, so the first e-mails go out while
  // later groups are still being claimed. A person's reminders stay in one group: one e-mail each.
  const claims: Promise<Due[][]>[] = [];
  for (const group of claimGroups(due, claimGroupRows)) {
    const previous = claims.at(-1) ?? Promise.resolve([]);
    const claimed = previous.then(() => claim(ctx, group, now));
    // One e-mail per person per run, however many stages fell due: a landlord wants a digest, not a flood.
    claims.push(claimed.then((won) => [...groupBy(won, (reminder) => reminder.accountId).values()]));
  }
  // A failed claim is thrown to the senders that wait for it; the groups after it are never sent.
  for (const digests of claims) digests.catch(() => {});
  let sent = 0;
  let failed = 0;
  let emails = 0;
  const sendDigest = async (reminders: Due[]) => {
    try {
      await ctx.providers.email.send(await composeReminders(ctx, reminders, now, scheduled));
      sent += reminders.length;
      emails++;
    } catch (error) {
      failed += reminders.length;
      console.error("Reminder e-mail failed; it will be retried", reminders[0]?.email, error);
      await release(ctx, reminders);
    }
  };
  // SEND_CONCURRENCY e-mails in flight, each sender taking the next digest as soon as its last is out.
  const taken = claims.map(() => 0);
  const sender = async () => {
    for (const [group, claimed] of claims.entries()) {
      const digests = await claimed;
      while (taken[group]! < digests.length) await sendDigest(digests[taken[group]!++]!);
    }
  };
  // Every sender finishes what it has in flight before a failed claim is thrown to the cron.
  const senders = await Promise.allSettled(Array.from({ length: SEND_CONCURRENCY }, sender));
  const failure = senders.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  return { sent, failed, emails };
}

/** Gives back the claims of reminders whose e-mail failed, so the next run sends them. */
async function release(ctx: AppContext, reminders: Due[]) {
  const releases: BatchItem<"sqlite">[] = reminders.map((reminder) =>
    ctx.db
      .delete(reminderSends)
      .where(
        sql`${reminderSends.accountId} = ${reminder.accountId} AND ${reminderSends.fixtureId} = ${reminder.fixture.id} AND ${reminderSends.stage} = ${reminder.stage}`,
      ),
  );
  await ctx.db.batch(releases as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/** The due reminders in groups of about `rows`, never splitting one person's. */
function claimGroups(due: Due[], rows: number): Due[][] {
  const groups: Due[][] = [];
  let group: Due[] = [];
  for (const reminders of groupBy(due, (reminder) => reminder.accountId).values()) {
    if (group.length > 0 && group.length + reminders.length > rows) {
      groups.push(group);
      group = [];
    }
    group.push(...reminders);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Inserts the claim rows; only rows this run inserted come back, so only they are sent. The rows go
 * in as one JSON parameter read by json_each: one statement for the group, where 25-row INSERTs
 * (D1 binds at most 100 parameters) took twenty, and most of the claim's time was spent per statement.
 */
async function claim(ctx: AppContext, due: Due[], now: Date): Promise<Due[]> {
  if (due.length === 0) return [];
  const rows = JSON.stringify(
    due.map((reminder) => [reminder.accountId, reminder.fixture.id, reminder.stage, now.getTime()]),
  );
  // `WHERE true` tells SQLite the ON CONFLICT belongs to the INSERT, not to a join in the SELECT.
  const won = await ctx.db.all<{ account_id: string; fixture_id: string; stage: string }>(sql`
    INSERT INTO ${reminderSends} (account_id, fixture_id, stage, sent_at)
    SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(${rows}) WHERE true
    ON CONFLICT DO NOTHING
    RETURNING account_id, fixture_id, stage`);
  const claimed = new Set(won.map((row) => `${row.account_id}|${row.fixture_id}|${row.stage}`));
  return due.filter((reminder) =>
    claimed.has(`${reminder.accountId}|${reminder.fixture.id}|${reminder.stage}`),
  );
}

const STEP_PLATFORM: Record<string, Platform> = {
  facebook: "facebook",
  instagram: "instagram",
  instagram_stories: "instagram",
  tiktok: "tiktok",
};

/** A stage's post is read when it goes out, not when it is written: its "tonight" is that day's. */
function postedAtOf(step: CampaignStep, now: Date): Date {
  const at = new Date(step.postAt);
  return at.getTime() > now.getTime() ? at : now;
}

/**
 * The campaign step's post, written by the content writer and held to the same writing check as
 * every other post: a live model's failing post is rewritten once, with what failed as notes.
 * A post that still fails is left out of the e-mail (it goes to people's inboxes unseen by anyone
 * who could fix it), so the section says so and points to the match page instead.
 */
export async function writeStepPost(
  ctx: AppContext,
  reminder: Pick<Due, "fixture" | "pub">,
  step: CampaignStep,
  now: Date,
  onlyPlatform?: Platform,
  openingsTaken: ReadonlySet<string> = new Set(),
): Promise<{ post: CheckedPost } | { post: null; failedCheck: boolean; failing?: CheckedPost }> {
  const { fixture } = reminder;
  const platform = onlyPlatform ?? STEP_PLATFORM[step.platforms[0] ?? "facebook"] ?? "facebook";
  const postedAt = postedAtOf(step, now);
  const writer = ctx.providers.ai;
  const context: ContentContext = {
    nextFavoriteMatch: null,
    upcomingSports: [upcomingSportOf(fixture)],
    localEvents: [],
    seasonalContext: { season: seasonOf(postedAt), occasions: [], summary: "" },
    weather: null,
    pubFeatures: reminder.pub?.features ?? [],
  };
  const request = {
    brief: briefFor(step.postTitle, fixture, postedAt),
    pub: reminder.pub,
    context,
    platforms: [platform],
    variant: 0,
    now: postedAt,
  };
  try {
    // A campaign's followers see every stage: one that opens as an earlier stage did ("📣 Liverpool v
    // Forest, live at …" twice in a week) is written again as another take, a few times at most.
    // The first take stands when no later one both passes the check and opens afresh.
    let first: CheckedPost | undefined;
    let fresh: CheckedPost | undefined;
    const tries = writer.kind === "builtin" ? OPENING_TRIES.builtin : OPENING_TRIES.live;
    for (let variant = 0; variant < tries && !fresh; variant++) {
      const take = { ...request, variant };
      const written = await writer.writePosts(take);
      const [checked] = await checkedWithOneRewrite(
        writer,
        written.posts.filter((candidate) => candidate.platform === platform),
        checkSourcesFor(request.brief, context, postedAt),
        (notes, platforms) => writer.writePosts({ ...take, platforms, revisionNotes: notes }),
      );
      if (!checked) break;
      first ??= checked;
      if (checked.quality.passed && !openingsTaken.has(openingOf(checked.content))) fresh = checked;
      if (openingsTaken.size === 0) break;
    }
    const post = fresh ?? first;
    if (!post) return { post: null, failedCheck: false };
    if (!post.quality.passed) {
      console.warn(
        "Reminder post failed the writing check; sending the plan without it",
        fixture.id,
        post.quality.problems.map((problem) => problem.code),
      );
      // The weekly plan keeps a failing post waiting with its reason; the e-mail leaves it out.
      return { post: null, failedCheck: true, failing: post };
    }
    return { post };
  } catch (error) {
    console.error("Reminder post could not be written; sending the plan only", error);
    return { post: null, failedCheck: false };
  }
}

/**
 * How many takes a campaign stage gets to open differently from the stages before it: the built-in
 * writer's takes cost nothing, a live model's each cost a call.
 */
const OPENING_TRIES = { builtin: 16, live: 3 };

/** A post's opening, as a follower scrolling the feed sees it first: its first line's first 40 characters. */
export function openingOf(content: string): string {
  return (content.split("\n").find((line) => line.trim()) ?? "").trim().slice(0, 40);
}

function seasonOf(now: Date) {
  const month = Number(londonDate(now).slice(5, 7));
  return month <= 2 || month === 12 ? "winter" : month <= 5 ? "spring" : month <= 8 ? "summer" : "autumn";
}

/** One reminder's part of the e-mail: the match, where to watch, and the campaign's next post, written. */
async function reminderSection(ctx: AppContext, reminder: Due, now: Date): Promise<string> {
  const { fixture, stage } = reminder;
  const appUrl = ctx.config.appUrl;
  const plan = buildCampaignPlan({ fixture, isFavourite: fixture.isFavourite, now });
  const nextStep = plan.timeline.find((step) => new Date(step.postAt) > now) ?? plan.timeline.at(-1);
  const lines = [
    `${STAGE_WORDS[stage]}: ${matchText(fixture)}`,
    `${fixture.competition} · ${longLondonDate(fixture.date)} at ${fixture.kickOffTime} · ${fixture.venue}`,
    `Where to watch: ${tvInfo(fixture)}`,
  ];
  if (nextStep) {
    lines.push(
      "",
      `Your next post: ${nextStep.postTitle}`,
      `Post it on ${longLondonDate(londonDate(nextStep.postAt))} at ${londonTime(nextStep.postAt)} to ${nextStep.platforms.join(", ")}.`,
    );
    const written = await writeStepPost(ctx, reminder, nextStep, now);
    if (written.post) {
      const { post } = written;
      lines.push("Here it is, ready to copy:", "", post.content, post.hashtags.join(" "), "");
    } else {
      if (written.failedCheck)
        lines.push(
          "The post we wrote for this didn't pass our writing check, so it isn't here: write it on the match page.",
        );
      lines.push(`Tone: ${nextStep.tone}. Call to action: ${nextStep.callToAction}`);
    }
  }
  lines.push(`Write more posts for this match: ${appUrl}/sports/match/${encodeURIComponent(fixture.id)}`);
  return lines.join("\n");
}

const sectionCache = new WeakMap<Fixture, Map<ReminderStage, Promise<string>>>();

/** A person's reminders for this run as one e-mail, soonest match first. */
export async function composeReminders(
  ctx: AppContext,
  reminders: Due[],
  now: Date,
  scheduled?: Map<string, ScheduledPost[]>,
) {
  const sorted = [...reminders].sort((a, b) => a.fixture.startsAt.localeCompare(b.fixture.startsAt));
  const first = sorted[0]!;
  const subject =
    sorted.length === 1
      ? `${STAGE_WORDS[first.stage]}: ${matchText(first.fixture)}, ${longLondonDate(first.fixture.date)} at ${first.fixture.kickOffTime}`
      : `Match reminders: ${matchText(first.fixture)} and ${sorted.length - 1} more`;
  const sections = await Promise.all(
    sorted.map((reminder) => {
      // Fixtures are shared between people with the same teams and pub, so each section is written once.
      const byStage = sectionCache.get(reminder.fixture) ?? new Map<ReminderStage, Promise<string>>();
      sectionCache.set(reminder.fixture, byStage);
      const section = byStage.get(reminder.stage) ?? reminderSection(ctx, reminder, now);
      byStage.set(reminder.stage, section);
      return section;
    }),
  );
  const scheduledLine = scheduledCampaignLine(
    ctx,
    sorted,
    // A run passes everyone's posts, read together; a person absent from them has none scheduled.
    (scheduled ?? (await scheduledCampaignPosts(ctx, [first.accountId]))).get(first.accountId),
  );
  const footer = `You get these for the teams you follow and the big games${
    first.pub?.name ? ` shown at ${first.pub.name}` : ""
  }. Turn match reminders off at ${ctx.config.appUrl}/sports`;
  // The same person, fixtures and stages always make the same key, so a send retried after a lost
  // answer (or a run that overlaps a slow one) is not delivered twice.
  const sent = sorted.map((reminder) => `${reminder.fixture.id}:${reminder.stage}`).join(",");
  return {
    to: first.email,
    tag: "match-reminder",
    subject,
    text: [...sections, ...scheduledLine, footer].join("\n\n"),
    idempotencyKey: `match-reminder/${first.accountId}/${await sha256(sent)}`,
  };
}

/**
 * The person's campaign posts already scheduled for these matches ("Schedule this campaign"), linked
 * to the calendar where they can be read, edited or cancelled. Per person, so outside the shared sections.
 */
function scheduledCampaignLine(ctx: AppContext, reminders: Due[], posts: ScheduledPost[] = []): string[] {
  const fixtureIds = new Set(reminders.map((reminder) => reminder.fixture.id));
  const rows = posts.filter((post) => fixtureIds.has(post.fixtureId));
  if (rows.length === 0) return [];
  const first = rows.reduce((a, b) => (a.publishAt < b.publishAt ? a : b));
  return [
    `Your scheduled match posts (${rows.length}) go out on their own: see them at ${ctx.config.appUrl}/calendar?date=${londonDate(first.publishAt)}`,
  ];
}

interface ScheduledPost {
  fixtureId: string;
  publishAt: Date;
}

/** These people's scheduled match posts, by account; chunked so each statement binds under D1's 100. */
async function scheduledCampaignPosts(ctx: AppContext, accountIds: string[]) {
  const byAccount = new Map<string, ScheduledPost[]>();
  const ids = [...new Set(accountIds)];
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += ACCOUNTS_PER_STATEMENT)
    chunks.push(ids.slice(i, i + ACCOUNTS_PER_STATEMENT));
  const found = await Promise.all(
    chunks.map((chunk) =>
      ctx.db
        .select({
          accountId: scheduledPosts.accountId,
          fixtureId: scheduledPosts.fixtureId,
          publishAt: scheduledPosts.publishAt,
        })
        .from(scheduledPosts)
        .where(
          and(
            inArray(scheduledPosts.accountId, chunk),
            eq(scheduledPosts.status, "scheduled"),
            isNotNull(scheduledPosts.fixtureId),
          ),
        ),
    ),
  );
  for (const row of found.flat()) {
    if (!row.fixtureId) continue;
    const posts = byAccount.get(row.accountId) ?? [];
    posts.push({ fixtureId: row.fixtureId, publishAt: row.publishAt });
    byAccount.set(row.accountId, posts);
  }
  return byAccount;
}

function groupBy<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
