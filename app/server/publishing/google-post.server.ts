import { googlePostProblems } from "~/lib/content/check-platform";
import type { QualityProblem } from "~/lib/content/writing-check";
import type { GooglePostFormat, GoogleScheduleOptions, GoogleVersion } from "~/lib/publishing/google-post";
import type { AppContext } from "~/server/context.server";
import { errors } from "~/server/http/errors.server";
import { googleVersionOf } from "~/server/providers/ai/builtin-writer/google-format.server";
import { getPub } from "~/server/pub/pub.server";

/**
 * Google Business Profile posts in their own format (docs/decisions/026). A post scheduled for
 * Google is turned into its Google version when it is scheduled (the writer's googleVersion, else
 * the built-in format), checked against Google's rules, and stored with its topic type and button,
 * so the calendar shows what will be posted and the dispatch sends exactly that.
 */

/** How long a match's Google event runs when only its kick-off is known. */
const MATCH_EVENT_MS = 2 * 60 * 60_000;

export interface GoogleDraft extends GoogleVersion {
  problems: QualityProblem[];
}

/** A match's Google event: its name from kick-off for two hours. */
export function matchEvent(title: string, kickOff: Date): NonNullable<GooglePostFormat["event"]> {
  return {
    title: title.slice(0, 200),
    startsAt: kickOff.toISOString(),
    endsAt: new Date(kickOff.getTime() + MATCH_EVENT_MS).toISOString(),
  };
}

/**
 * The Google version of a post, with what Google's rules find wrong in it (usually nothing: the
 * format takes out what Google refuses). `parseTime` reads the landlord's event times as the
 * schedule API reads publishAt.
 */
export async function googleDraftFor(
  ctx: AppContext,
  accountId: string,
  post: { content: string; hashtags: string[]; callToAction?: string },
  options: GoogleScheduleOptions | undefined,
  extra: { event?: GooglePostFormat["event"]; parseTime?: (value: string) => Date } = {},
): Promise<GoogleDraft> {
  const pub = await getPub(ctx, accountId);
  const given = options?.event;
  const parse = extra.parseTime ?? ((value: string) => new Date(value));
  const event = given
    ? {
        title: given.title,
        startsAt: parse(given.startsAt).toISOString(),
        endsAt: parse(given.endsAt).toISOString(),
      }
    : (extra.event ?? undefined);
  if (options?.topicType === "EVENT" && !event) {
    throw errors.invalid("google.event: a Google event post needs its title, start and end");
  }
  const input = {
    post,
    links: { website: pub?.website ?? null, bookingLink: pub?.bookingLink ?? null },
    ...(options?.topicType ? { topicType: options.topicType } : {}),
    ...(options?.actionType ? { actionType: options.actionType } : {}),
    ...(event ? { event } : {}),
    ...(options?.offer ? { offer: options.offer } : {}),
  };
  const writer = ctx.providers.ai;
  const version = writer.googleVersion ? await writer.googleVersion(input) : googleVersionOf(input);
  return { ...version, problems: googlePostProblems({ summary: version.summary, format: version.format }) };
}

/** What Google's rules find in a stored Google post; a post scheduled before the format has none. */
export async function storedGooglePost(
  ctx: AppContext,
  post: {
    accountId: string;
    content: string;
    hashtags: string[];
    google: GooglePostFormat | null;
    fixtureStartsAt?: Date | null;
  },
): Promise<GoogleDraft> {
  if (post.google) {
    const format = followKickOff(post.google, post.fixtureStartsAt ?? null);
    return {
      summary: post.content,
      format,
      problems: googlePostProblems({ summary: post.content, hashtags: post.hashtags, format }),
    };
  }
  // Its words were approved as they are: format them (no writer call at publishing time).
  const pub = await getPub(ctx, post.accountId);
  const version = googleVersionOf({
    post: { content: post.content, hashtags: post.hashtags },
    links: { website: pub?.website ?? null, bookingLink: pub?.bookingLink ?? null },
  });
  return { ...version, problems: googlePostProblems({ summary: version.summary, format: version.format }) };
}

/**
 * A match post follows its kick-off (follow-fixtures.server.ts moves `fixture_starts_at`); its
 * Google event moves with it, keeping its length.
 */
function followKickOff(format: GooglePostFormat, kickOff: Date | null): GooglePostFormat {
  if (!kickOff || format.topicType !== "EVENT" || !format.event) return format;
  const length = Date.parse(format.event.endsAt) - Date.parse(format.event.startsAt);
  return {
    ...format,
    event: {
      ...format.event,
      startsAt: kickOff.toISOString(),
      endsAt: new Date(kickOff.getTime() + length).toISOString(),
    },
  };
}

/** The problems as one sentence for the owner. */
export function googleProblemsMessage(problems: QualityProblem[]) {
  return `Our writing check stopped this Google post: ${problems.map((problem) => problem.message).join(" ")}`;
}

/**
 * The columns of a Google row written by a campaign or the weekly plan from their Facebook post:
 * the Google version (an event for a match still ahead), and when it fails Google's rules it waits
 * for the owner with the reason instead of going out by itself.
 */
export async function googleRowValues(
  ctx: AppContext,
  accountId: string,
  post: { content: string; hashtags: string[]; callToAction?: string },
  match?: { title: string; kickOff: Date; postAt: Date },
) {
  const ahead = match && match.postAt.getTime() < match.kickOff.getTime();
  const draft = await googleDraftFor(
    ctx,
    accountId,
    post,
    ahead ? { topicType: "EVENT" } : undefined,
    ahead ? { event: matchEvent(match.title, match.kickOff) } : {},
  );
  const passed = draft.problems.length === 0;
  return {
    content: draft.summary,
    hashtags: [] as string[],
    google: draft.format,
    passed,
    failure: passed ? null : googleProblemsMessage(draft.problems),
  };
}
