import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { PLATFORM_LABELS } from "~/lib/contract/publishing";
import { londonDate, londonTime, longLondonDate } from "~/lib/time";
import type { AppContext } from "~/server/context.server";
import { accounts, fixtures, scheduledPosts } from "~/server/db/schema.server";

/**
 * Scheduled match posts follow their fixture: when the fixture refresh has moved a kick-off, each
 * post planned around it moves by the same amount and the owner is told. A post whose new time has
 * already passed is held instead (going out late could announce the wrong time).
 */
export async function followMovedFixtures(ctx: AppContext) {
  const moved = await ctx.db
    .select({
      post: scheduledPosts,
      startsAt: fixtures.startsAt,
      title: fixtures.homeTeam,
      away: fixtures.awayTeam,
    })
    .from(scheduledPosts)
    .innerJoin(fixtures, eq(fixtures.providerId, scheduledPosts.fixtureId))
    .where(
      and(
        inArray(scheduledPosts.status, ["scheduled", "held"]),
        isNotNull(scheduledPosts.fixtureStartsAt),
        ne(fixtures.startsAt, scheduledPosts.fixtureStartsAt),
      ),
    )
    .limit(500);
  let followed = 0;
  for (const { post, startsAt, title, away } of moved) {
    const shift = startsAt.getTime() - post.fixtureStartsAt!.getTime();
    const publishAt = new Date(post.publishAt.getTime() + shift);
    const late = publishAt.getTime() < ctx.now().getTime();
    const [updated] = await ctx.db
      .update(scheduledPosts)
      .set({
        publishAt,
        fixtureStartsAt: startsAt,
        leaseUntil: null,
        updatedAt: ctx.now(),
        ...(late
          ? {
              status: "held" as const,
              lastErrorReason: "fixture_moved",
              lastErrorMessage:
                "The kick-off moved and this post's new time has passed: edit it or cancel it.",
            }
          : {}),
      })
      .where(
        and(
          eq(scheduledPosts.id, post.id),
          eq(scheduledPosts.status, post.status),
          eq(scheduledPosts.fixtureStartsAt, post.fixtureStartsAt!),
        ),
      )
      .returning();
    if (!updated) continue;
    followed++;
    const [owner] = await ctx.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, post.accountId));
    if (!owner) continue;
    const when = `${longLondonDate(londonDate(publishAt))} at ${londonTime(publishAt)}`;
    await ctx.providers.email
      .send({
        to: owner.email,
        subject: `${title} v ${away} has moved: your post moved with it`,
        text: [
          `${title} v ${away} now kicks off ${longLondonDate(londonDate(startsAt))} at ${londonTime(startsAt)}.`,
          late
            ? `Your ${PLATFORM_LABELS[post.platform]} post would now be late, so it is held: edit or cancel it on your calendar.`
            : `Your ${PLATFORM_LABELS[post.platform]} post now goes out ${when}.`,
          "",
          `${ctx.config.appUrl}/calendar`,
        ].join("\n"),
        tag: "fixture-moved",
        idempotencyKey: `fixture-moved:${post.id}:${startsAt.getTime()}`,
      })
      .catch((error: unknown) => console.error(`Fixture-moved e-mail for ${post.id} failed`, error));
  }
  return { followed };
}
