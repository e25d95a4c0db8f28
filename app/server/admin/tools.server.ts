import { and, desc, eq, sql } from "drizzle-orm";
import type { ChangePlanInput, GrantInput } from "~/lib/contract/admin";
import type { FavouriteTeam, ReminderStage } from "~/lib/contract/sports";
import { METER_LABELS, PLANS } from "~/lib/plans";
import { buildFixture } from "~/lib/sports/fixtures";
import { type Account, findAccountByEmail } from "~/server/auth/accounts.server";
import { resetAllowancesStatements } from "~/server/billing/allowances.server";
import type { AppContext } from "~/server/context.server";
import {
  accounts,
  favouriteTeams,
  pubs,
  reminderSends,
  usageBalances,
  usageLedger,
} from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";
import { readFixtureFeed } from "~/server/sports/fixture-store.server";
import { sportsReference } from "~/server/sports/reference.server";
import { composeReminders } from "~/server/sports/reminders.server";
import type { AdminIdentity } from "./access.server";
import { auditStatement } from "./audit.server";

async function customer(ctx: Pick<AppContext, "db">, email: string): Promise<Account> {
  const account = await findAccountByEmail(ctx, email);
  if (!account) throw errors.notFound(`No account uses ${email}.`);
  return account;
}

/**
 * Adds `amount` to the account's allowance of one meter (5 credits for a trial, 20 images for a
 * Starter…) and records the grant in the usage ledger and the audit log, all in one batch. Billing's
 * metering spends against `limit_amount`, so a grant is immediately usable. A meter the plan lacks is
 * opened with the granted amount. Admins' own meters are unlimited and need no grant.
 */
export async function grantAllowance(ctx: AppContext, admin: AdminIdentity, input: GrantInput) {
  const account = await customer(ctx, input.email);
  if (account.role === "admin") throw errors.conflict("Admin accounts already have unlimited use.");
  const now = ctx.now();
  const auditId = crypto.randomUUID();
  const label = METER_LABELS[input.meter].toLowerCase();
  await ctx.db.batch([
    ctx.db
      .insert(usageBalances)
      .values({
        accountId: account.id,
        meter: input.meter,
        used: 0,
        limitAmount: input.amount,
        periodStart: now,
      })
      .onConflictDoUpdate({
        target: [usageBalances.accountId, usageBalances.meter],
        set: { limitAmount: sql`COALESCE(${usageBalances.limitAmount}, 0) + ${input.amount}` },
      }),
    ctx.db.insert(usageLedger).values({
      accountId: account.id,
      meter: input.meter,
      amount: input.amount,
      kind: "grant",
      ref: `admin-grant:${auditId}`,
      createdAt: now,
    }),
    auditStatement(ctx, admin, {
      action: "grant",
      summary: `Granted ${input.amount.toLocaleString("en-GB")} ${label}`,
      target: { accountId: account.id, email: account.email },
    }),
  ]);
  const [balance] = await ctx.db
    .select()
    .from(usageBalances)
    .where(and(eq(usageBalances.accountId, account.id), eq(usageBalances.meter, input.meter)));
  return {
    email: account.email,
    meter: input.meter,
    used: balance?.used ?? 0,
    limit: balance?.limitAmount ?? null,
  };
}

/**
 * Puts the account on another plan inside Full House (a complimentary upgrade, or back to the trial),
 * with that plan's fresh allowances. A card subscription at the provider is not touched: the audit
 * line says so, and the next webhook from the provider sets the plan it bills for.
 */
export async function changePlan(ctx: AppContext, admin: AdminIdentity, input: ChangePlanInput) {
  const account = await customer(ctx, input.email);
  if (account.role === "admin") throw errors.conflict("Admin accounts are not on a customer plan.");
  const now = ctx.now();
  const status = input.plan === "trial" ? "trial" : "active";
  await ctx.db.batch([
    ctx.db
      .update(accounts)
      .set({ currentPlan: input.plan, subscriptionStatus: status })
      .where(eq(accounts.id, account.id)),
    ...resetAllowancesStatements(ctx.db, account.id, input.plan, "user", now),
    auditStatement(ctx, admin, {
      action: "change_plan",
      summary: `Plan changed from ${PLANS[account.currentPlan].name} to ${PLANS[input.plan].name}`,
      target: { accountId: account.id, email: account.email },
    }),
  ]);
  return { email: account.email, currentPlan: input.plan, subscriptionStatus: status };
}

/**
 * Sends the account's match reminder again: the last one it was sent, if that match is still ahead,
 * else a first notice for the next match it would be reminded about (a favourite team's, or a big
 * game). The same e-mail as the cron's, through the same composer and e-mail provider.
 */
export async function resendReminder(ctx: AppContext, admin: AdminIdentity, email: string) {
  const account = await customer(ctx, email);
  const now = ctx.now();
  const [feed, favouriteRows, pubRows, lastSent] = await Promise.all([
    readFixtureFeed(ctx),
    ctx.db.select().from(favouriteTeams).where(eq(favouriteTeams.accountId, account.id)),
    ctx.db.select().from(pubs).where(eq(pubs.accountId, account.id)),
    ctx.db
      .select()
      .from(reminderSends)
      .where(eq(reminderSends.accountId, account.id))
      .orderBy(desc(reminderSends.sentAt))
      .limit(20),
  ]);
  const favourites = favouriteRows.map((row) => ({
    name: row.name,
    sport: row.sport as FavouriteTeam["sport"],
    notificationDays: row.notificationDays as FavouriteTeam["notificationDays"],
  }));
  const pub = pubRows[0] ?? null;
  const upcoming = feed.fixtures
    .filter((source) => new Date(source.startsAt) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((source) =>
      buildFixture(source.providerId, source, { reference: sportsReference, favourites, pub, now }),
    );
  const byId = new Map(upcoming.map((fixture) => [fixture.id, fixture]));
  const previous = lastSent.find((row) => byId.has(row.fixtureId));
  let fixture = previous ? byId.get(previous.fixtureId) : undefined;
  let stage = (previous?.stage ?? "first_notice") as ReminderStage;
  if (!fixture) {
    fixture =
      upcoming.find((candidate) => candidate.isFavourite) ??
      upcoming.find((candidate) => candidate.classification <= 2);
    stage = "first_notice";
  }
  if (!fixture) throw errors.conflict("There is no upcoming match to remind this account about.");

  const message = await composeReminders(
    ctx,
    [{ accountId: account.id, email: account.email, pub, fixture, stage }],
    now,
  );
  await ctx.providers.email.send(message);
  await ctx.db.batch([
    // Recorded as sent, so the cron does not send the same stage again later.
    ctx.db
      .insert(reminderSends)
      .values({ accountId: account.id, fixtureId: fixture.id, stage, sentAt: now })
      .onConflictDoNothing(),
    auditStatement(ctx, admin, {
      action: "resend_reminder",
      summary: `Re-sent the match reminder "${message.subject}"`,
      target: { accountId: account.id, email: account.email },
    }),
  ]);
  return { email: account.email, subject: message.subject };
}
