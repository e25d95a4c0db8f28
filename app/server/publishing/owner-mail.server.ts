import { eq } from "drizzle-orm";
import { PLATFORM_LABELS, type SchedulePlatform } from "~/lib/contract/publishing";
import { londonDate, londonTime, longLondonDate } from "~/lib/time";
import type { AppContext } from "~/server/context.server";
import { accounts } from "~/server/db/schema.server";

/** The e-mail address of the account's owner, to tell them about their posts; null if the account is gone. */
export async function ownerEmail(ctx: Pick<AppContext, "db">, accountId: string): Promise<string | null> {
  const [owner] = await ctx.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return owner?.email ?? null;
}

/** "Saturday 5 December 2026 at 19:30": when a post goes out, as the owner's e-mails say it. */
export function postWhen(publishAt: Date | string): string {
  return `${longLondonDate(londonDate(publishAt))} at ${londonTime(publishAt)}`;
}

/** One line of an e-mail listing held posts: "- Facebook, Saturday 5 December 2026 at 19:30". */
export function heldPostLine(post: { platform: SchedulePlatform; publishAt: Date | string }): string {
  return `- ${PLATFORM_LABELS[post.platform]}, ${postWhen(post.publishAt)}`;
}
