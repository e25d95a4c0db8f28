import type { z } from "zod";
import { readDates } from "~/lib/content/brief-facts";
import { PLATFORMS, type Platform } from "~/lib/content/constants";
import { type CheckSources, checkPosts, revisionNotes } from "~/lib/content/writing-check";
import {
  type CheckedPost,
  type ContentContext,
  type ContentResult,
  contentResultSchema,
  type GeneratedPost,
  type generateContentRequestSchema,
  type Refinements,
  type SubmittedResult,
} from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import type { Meter } from "~/lib/plans";
import { londonDate } from "~/lib/time";
import type { Account } from "~/server/auth/accounts.server";
import type { SessionClaim } from "~/server/auth/session.server";
import { withCharge } from "~/server/billing/metering.server";
import type { AppContext } from "~/server/context.server";
import { errors } from "~/server/http/errors.server";
import type { WriterProvider, WriterResult } from "~/server/providers/ai/types";
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

/** "Saturday 13 June 2026" → "2026-06-13" (the next favourite match is given in words). */
function isoDateOf(text: string): string | undefined {
  const date = readDates(text)[0];
  const year = /\b(20\d\d)\b/.exec(text)?.[1];
  if (!date?.month || !year) return undefined;
  return `${year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** What the writing check holds a post to: the brief, today's date, the weather as given and the TV list. */
export function checkSourcesFor(
  brief: string,
  context: ContentContext,
  now: Date,
  refinements?: Refinements,
): CheckSources {
  const favourite = context.nextFavoriteMatch;
  return {
    brief,
    today: londonDate(now),
    refinements,
    weather: context.weather && {
      isForecast: context.weather.isForecast === true,
      condition: context.weather.condition,
      temperatureC: context.weather.temperatureC,
    },
    fixtures: [
      ...(favourite
        ? [
            {
              text: favourite.matchText,
              date: isoDateOf(favourite.dateFormatted),
              kickoff: favourite.timeFormatted,
            },
          ]
        : []),
      ...context.upcomingSports.map((fixture) => ({
        text: fixture.matchText,
        date: fixture.date,
        kickoff: fixture.kickOffTime,
      })),
    ],
  };
}

/**
 * Every post through the writing check. A live model's failing posts are rewritten once, with what
 * failed as revision notes; whatever comes back is shown with its findings (the first attempt is
 * kept if the rewrite is worse or the rewrite call fails). The built-in writer is deterministic, so
 * its posts are shown as checked: the corpus in the tests holds it to zero failures.
 */
async function checkedWithOneRewrite(
  writer: WriterProvider,
  posts: GeneratedPost[],
  sources: CheckSources,
  rewrite: (notes: string[], platforms: Platform[]) => Promise<WriterResult>,
): Promise<CheckedPost[]> {
  const first = checkPosts(posts, sources);
  const failing = first.filter((post) => !post.quality.passed);
  if (writer.kind !== "live" || failing.length === 0) return first;
  let again: CheckedPost[];
  try {
    const rewritten = await rewrite(
      revisionNotes(failing),
      failing.map((post) => post.platform),
    );
    again = checkPosts(rewritten.posts, sources);
  } catch (cause) {
    console.warn(
      "The rewrite after the writing check failed; showing the first posts with their findings",
      cause,
    );
    return first;
  }
  return first.map((post) => {
    if (post.quality.passed) return post;
    const better = again.find((candidate) => candidate.platform === post.platform);
    return better && better.quality.problems.length <= post.quality.problems.length ? better : post;
  });
}

/**
 * When the page did not send the brief back, the posts' own facts stand in for it: their headlines
 * and the lines that carry a price, a time or a day. A refine must keep those; it is not held to
 * every word of the first draft's prose.
 */
function factsOfPosts(posts: GeneratedPost[]): string {
  const factual = /£|\d|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|today|tomorrow|weekend)\b/i;
  const contact = /^\s*(?:📞|📍|🔗|🌐)|https?:\/\//u;
  const lines = posts.flatMap((post) => [post.headline, ...post.content.split("\n")]);
  return [...new Set(lines.filter((line) => factual.test(line) && !contact.test(line)))].join("\n");
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
      const writer = ctx.providers.ai;
      const request = {
        brief: input.content,
        pub: pubFor(saved.pub, input.pubDetails),
        context,
        platforms: [...PLATFORMS],
        variant: input.variant ?? 0,
        now: ctx.now(),
      };
      const written = await writer.writePosts(request);
      const posts = await checkedWithOneRewrite(
        writer,
        written.posts,
        checkSourcesFor(input.content, context, request.now),
        (notes, platforms) => writer.writePosts({ ...request, platforms, revisionNotes: notes }),
      );
      return checked({ posts, writer: writer.label, brief: input.content });
    },
    { reads: profileReads(ctx.db, account.id), session },
  );
}

/**
 * Rewrites a result with the chosen tone, framework, angle and optimisation, checked against the
 * brief it was written from (or, when the page did not send it, the facts of the posts themselves).
 */
export async function refineContent(
  ctx: AppContext,
  account: Account,
  input: { originalContent: SubmittedResult; refinements: Refinements },
  session?: SessionClaim,
): Promise<ContentResult> {
  await enforceAiRateLimit(ctx, account);
  const charge = { accountId: account.id, ...writingCharge(account), ref: `refine:${crypto.randomUUID()}` };
  return withCharge(
    ctx,
    charge,
    async (profile) => {
      const saved = toProfile(profile);
      const writer = ctx.providers.ai;
      const original = input.originalContent;
      const originals = original.posts.map(({ quality: _quality, ...post }) => post);
      const brief = original.brief?.trim() || undefined;
      const request = {
        posts: originals,
        refinements: input.refinements,
        brief,
        pub: pubFor(saved.pub, null),
        context: await buildContentContext(ctx, account.id, saved),
        variant: 0,
        now: ctx.now(),
      };
      const written = await writer.refinePosts(request);
      const facts = brief ?? factsOfPosts(originals);
      const posts = await checkedWithOneRewrite(
        writer,
        written.posts,
        checkSourcesFor(facts, request.context, request.now, input.refinements),
        (notes, platforms) =>
          writer.refinePosts({
            ...request,
            posts: originals.filter((post) => platforms.includes(post.platform)),
            revisionNotes: notes,
          }),
      );
      return checked({ posts, transcript: original.transcript, writer: writer.label, brief });
    },
    { reads: profileReads(ctx.db, account.id), session },
  );
}
