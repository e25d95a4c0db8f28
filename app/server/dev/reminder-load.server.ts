import { like, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { favouriteId, POPULAR_TEAMS } from "~/lib/sports/constants";
import type { AppContext } from "~/server/context.server";
import { accounts, favouriteTeams, reminderSends } from "~/server/db/schema.server";
import { sendDueReminders } from "~/server/sports/reminders.server";

const LOAD_DOMAIN = "@load.fullhouse.test";
const FOLLOWED = POPULAR_TEAMS.football.slice(0, 5);

/**
 * Local benchmarking only: makes `count` accounts that each follow five teams, then runs the
 * reminder cron twice at once (as overlapping Cron Triggers would) and reports how long it took
 * and whether every (account, fixture, stage) was e-mailed exactly once.
 */
export async function reminderLoadTest(ctx: AppContext, count: number) {
  const existing = await ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(accounts)
    .where(like(accounts.email, `%${LOAD_DOMAIN}`));
  const have = existing[0]?.n ?? 0;
  const statements: BatchItem<"sqlite">[] = [];
  for (let i = have; i < count; i++) {
    const id = `load-${i}`;
    statements.push(ctx.db.insert(accounts).values({ id, email: `landlord-${i}${LOAD_DOMAIN}` }));
    statements.push(
      ctx.db.insert(favouriteTeams).values(
        FOLLOWED.map((team, position) => ({
          accountId: id,
          id: favouriteId("football", team.name),
          name: team.name,
          sport: "football",
          category: team.category,
          notificationDays: 21,
          position,
        })),
      ),
    );
  }
  for (let i = 0; i < statements.length; i += 200) {
    const chunk = statements.slice(i, i + 200);
    await ctx.db.batch(chunk as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  }

  let emailed = 0;
  const counted: AppContext = {
    ...ctx,
    providers: {
      ...ctx.providers,
      email: {
        kind: ctx.providers.email.kind,
        send: async (email) => {
          emailed++;
          return ctx.providers.email.send(email);
        },
      },
    },
  };
  const started = performance.now();
  const runs = await Promise.all([sendDueReminders(counted), sendDueReminders(counted)]);
  const ms = performance.now() - started;
  const [recorded] = await ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(reminderSends)
    .where(like(reminderSends.accountId, "load-%"));
  const reminders = runs.reduce((sum, run) => sum + run.sent, 0);
  const emailsByRuns = runs.reduce((sum, run) => sum + run.emails, 0);
  return {
    accounts: count,
    ms,
    emails: emailed,
    reminders,
    recorded: recorded?.n ?? 0,
    // Every claimed (account, fixture, stage) went out in exactly one e-mail, one e-mail per person.
    exactlyOnce: emailed === emailsByRuns && reminders >= (recorded?.n ?? 0),
  };
}
