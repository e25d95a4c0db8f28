import { z } from "zod";
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
  /** Why a signed event could not be applied; it is recorded, and Stripe is told to stop sending it. */
  unprocessable?: string;
}

/** What every Stripe event carries; the object inside is read field by field by its reader. */
const eventEnvelopeSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().finite().nonnegative(),
  data: z.object({
    object: z.custom<Record<string, unknown>>(
      (value) => typeof value === "object" && value !== null && !Array.isArray(value),
      "must be an object",
    ),
  }),
});

/**
 * POST /api/stripe/webhook, and every event the local simulator sends: verify the signature (400,
 * nothing changed, when it is missing or wrong), then apply the event once. A signed event of a shape
 * we cannot read is recorded as unprocessable and acknowledged: retrying would never fix it, and a
 * 500 would have Stripe send it again for days.
 */
export async function handleStripeWebhook(
  ctx: Ctx,
  payload: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const event: unknown = await verifyStripeEvent(
    payload,
    signature,
    await ctx.providers.payments.webhookSecret(),
  );
  const envelope = eventEnvelopeSchema.safeParse(event);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    return recordUnprocessable(ctx, payload, event, `${issue?.path.join(".") || "event"}: ${issue?.message}`);
  }
  try {
    return await applyEvent(ctx, envelope.data);
  } catch (error) {
    // A reader tripping over a field of an unexpected type; D1 failures are not these and go on to a
    // 500, so Stripe retries them.
    if (error instanceof TypeError || error instanceof RangeError) {
      return recordUnprocessable(ctx, payload, envelope.data, error.message);
    }
    throw error;
  }
}

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Keeps a signed event that could not be applied, with why, once per event (or per payload without an id). */
async function recordUnprocessable(
  ctx: Ctx,
  payload: string,
  event: unknown,
  problem: string,
): Promise<WebhookOutcome> {
  const fields = (event && typeof event === "object" ? event : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value.slice(0, 255) : null);
  const id = text(fields.id) ?? `unreadable_${await sha256Hex(payload)}`;
  const type = text(fields.type) ?? "unknown";
  const now = ctx.now().getTime();
  const created =
    typeof fields.created === "number" && Number.isFinite(fields.created) ? fields.created * 1000 : now;
  console.warn(`Stripe event ${id} (${type}) recorded as unprocessable: ${problem}`);
  const result = await ctx.env.DB.prepare(
    `INSERT INTO billing_events (id, type, claim, provider_created_at, received_at, problem)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT(id) DO NOTHING`,
  )
    .bind(id, type, crypto.randomUUID(), created, now, problem.slice(0, 500))
    .run();
  return { received: true, duplicate: result.meta.changes !== 1, unprocessable: problem };
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
