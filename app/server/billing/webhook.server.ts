import { PLANS } from "~/lib/plans";
import type { AppContext } from "~/server/context.server";
import { type StripeEventLike, verifyStripeEvent } from "~/server/providers/payments/stripe-signature.server";
import type { PaymentsProvider } from "~/server/providers/payments/types";
import {
  type PlanForPrice,
  readCheckoutSession,
  readInvoice,
  readSubscription,
} from "./stripe-objects.server";
import {
  alignAllowances,
  type Claim,
  closeAllowances,
  grantTopUp,
  linkCustomer,
  markPastDue,
  markRecovered,
  preparer,
  recordInvoice,
  resetAllowances,
  syncAccount,
  upsertSubscription,
} from "./webhook-statements.server";

type Ctx = Pick<AppContext, "env" | "now"> & { providers: { payments: PaymentsProvider } };

export interface WebhookOutcome {
  received: true;
  /** The event was handled before (a replay, or the same event delivered twice at once). */
  duplicate: boolean;
}

/**
 * POST /api/stripe/webhook, and every event the local simulator sends: verify the signature (400,
 * nothing changed, when it is missing or wrong), then apply the event once.
 */
export async function handleStripeWebhook(
  ctx: Ctx,
  payload: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const event = await verifyStripeEvent(payload, signature, await ctx.providers.payments.webhookSecret());
  return applyEvent(ctx, event);
}

/** Applies a verified event: its claim and all its effects in one D1 batch (one transaction). */
export async function applyEvent(ctx: Ctx, event: StripeEventLike): Promise<WebhookOutcome> {
  const db = ctx.env.DB;
  const claim: Claim = { id: event.id, claim: crypto.randomUUID() };
  const prepare = preparer(db, claim);
  const effects = await effectsOf(ctx, event, prepare);
  const claimStatement = db
    .prepare(
      `INSERT INTO billing_events (id, type, claim, provider_created_at, received_at)
       VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT(id) DO NOTHING`,
    )
    .bind(event.id, event.type, claim.claim, event.created * 1000, ctx.now().getTime());
  const [claimed] = await db.batch([claimStatement, ...effects]);
  return { received: true, duplicate: claimed?.meta.changes !== 1 };
}

type Prepare = ReturnType<typeof preparer>;

async function accountExists(db: D1Database, accountId: string | null): Promise<string | null> {
  if (!accountId) return null;
  const row = await db
    .prepare("SELECT id FROM accounts WHERE id = ?1")
    .bind(accountId)
    .first<{ id: string }>();
  return row?.id ?? null;
}

/** The account an event is about: its metadata first, else whoever owns the customer or subscription. */
async function resolveAccount(
  db: D1Database,
  hints: { accountId: string | null; customerId: string | null; subscriptionId?: string | null },
): Promise<string | null> {
  const direct = await accountExists(db, hints.accountId);
  if (direct) return direct;
  const row = await db
    .prepare(
      `SELECT account_id FROM billing_customers WHERE customer_id = ?1
       UNION ALL SELECT account_id FROM subscriptions WHERE id = ?2 LIMIT 1`,
    )
    .bind(hints.customerId, hints.subscriptionId ?? null)
    .first<{ account_id: string }>();
  return row?.account_id ?? null;
}

async function effectsOf(ctx: Ctx, event: StripeEventLike, prepare: Prepare): Promise<D1PreparedStatement[]> {
  const payments = ctx.providers.payments;
  const planForPrice: PlanForPrice = (priceId) => payments.planForPrice(priceId);
  const raw = event.data.object;
  const db = ctx.env.DB;
  const eventAt = event.created * 1000;
  const now = ctx.now().getTime();

  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = readCheckoutSession(raw);
      if (!session) return [];
      const accountId = await resolveAccount(db, session);
      if (!accountId) return [];
      const statements = session.customerId
        ? [linkCustomer(prepare, accountId, session.customerId, payments.kind)]
        : [];
      if (session.mode === "payment" && session.kind === "top_up" && session.paid) {
        statements.push(...grantTopUp(prepare, accountId, session));
      }
      return statements;
    }

    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = readSubscription(raw, planForPrice);
      if (!sub) return [];
      if (event.type === "customer.subscription.deleted") sub.status = "cancelled";
      const accountId = await resolveAccount(db, { ...sub, subscriptionId: sub.id });
      const plan = sub.plan ?? (await storedPlan(db, sub.id));
      if (!accountId || !plan) return [];
      const facts = { ...sub, accountId, plan };
      return [
        linkCustomer(prepare, accountId, sub.customerId, payments.kind),
        upsertSubscription(prepare, facts, payments.kind, eventAt, now),
        ...alignAllowances(prepare, accountId, facts, eventAt),
        closeAllowances(prepare, accountId, sub.id, eventAt),
        syncAccount(prepare, accountId),
      ];
    }

    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = readInvoice(raw, planForPrice);
      if (!invoice?.subscriptionId) return [];
      const accountId = await resolveAccount(db, invoice);
      const plan = invoice.plan ?? (await storedPlan(db, invoice.subscriptionId));
      if (!accountId || !plan) return [];
      const description = `${PLANS[plan].name} plan`;
      if (event.type === "invoice.payment_failed") {
        const renewal = invoice.billingReason === "subscription_cycle";
        return [
          recordInvoice(prepare, accountId, invoice, "failed", description),
          ...(renewal ? [markPastDue(prepare, invoice, eventAt, now), syncAccount(prepare, accountId)] : []),
        ];
      }
      const newPeriod = ["subscription_create", "subscription_cycle"].includes(invoice.billingReason);
      return [
        recordInvoice(prepare, accountId, invoice, "paid", description),
        ...(newPeriod && invoice.periodStart !== null
          ? resetAllowances(prepare, accountId, plan, invoice.periodStart)
          : []),
        markRecovered(prepare, invoice, now),
        syncAccount(prepare, accountId),
      ];
    }

    default:
      // Other events are acknowledged and recorded so Stripe stops sending them.
      return [];
  }
}

async function storedPlan(db: D1Database, subscriptionId: string) {
  const row = await db
    .prepare("SELECT plan FROM subscriptions WHERE id = ?1")
    .bind(subscriptionId)
    .first<{ plan: "starter" | "pro" }>();
  return row?.plan ?? null;
}
