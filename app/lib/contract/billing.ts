import { z } from "zod";
import { TOP_UP_MAX_QUANTITY, TOP_UPS } from "../plans";

/** GET /api/create-checkout-session?plan=starter|pro&annual=true|false (a browser navigation). */
export const checkoutQuerySchema = z.object({
  plan: z.enum(["starter", "pro"], { error: "Choose the starter or pro plan." }),
  annual: z
    .enum(["true", "false"], { error: "annual must be true or false." })
    .default("false")
    .transform((value) => value === "true"),
});

const quantity = z.coerce
  .number({ error: "Enter a number." })
  .int("Whole numbers only.")
  .min(0, "At least 0.")
  .max(TOP_UP_MAX_QUANTITY, `At most ${TOP_UP_MAX_QUANTITY}.`)
  .default(0);

/** GET /api/create-topup-session?tokens=2&images=10… — quantities of each top-up pack, 0-50. */
export const topUpQuerySchema = z.object(
  Object.fromEntries(TOP_UPS.map((item) => [item.meter, quantity])) as Record<
    (typeof TOP_UPS)[number]["meter"],
    typeof quantity
  >,
);
export type TopUpQuantities = z.infer<typeof topUpQuerySchema>;

/** POST /api/create-subscription → the secret that starts the card form on /subscribe. */
export const createSubscriptionResponseSchema = z.union([
  z.object({
    clientSecret: z.string(),
    provider: z.enum(["stripe", "simulator"]),
    /** Stripe.js needs the publishable key (live only). */
    publishableKey: z.string().nullable(),
    amountPence: z.number().int(),
  }),
  /** With Stripe Tax on, Stripe Checkout takes the billing address VAT needs, so the page sends the person there. */
  z.object({ provider: z.literal("stripe"), checkoutUrl: z.string(), amountPence: z.number().int() }),
]);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** POST /api/billing/subscription — cancel at period end, or keep the plan after all. */
export const changeSubscriptionSchema = z.object({ cancelAtPeriodEnd: z.boolean() });

export const subscriptionSummarySchema = z.object({
  id: z.string(),
  plan: z.enum(["starter", "pro"]),
  interval: z.enum(["month", "year"]),
  status: z.enum(["incomplete", "active", "past_due", "cancelled"]),
  amountPence: z.number().int(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  graceUntil: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const paymentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(["subscription", "top_up"]),
  status: z.enum(["paid", "failed"]),
  amountPence: z.number().int(),
  description: z.string(),
  date: z.string(),
  invoiceUrl: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** The local simulator's card form: Stripe's published test numbers decide the outcome. */
export const simulatorPaySchema = z.object({
  sessionId: z.string().min(1, "sessionId is required."),
  clientSecret: z.string().optional(),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Check the card number: it has 12 to 19 digits.")),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Enter the expiry date as MM / YY."),
  cvc: z.string().regex(/^\d{3,4}$/, "Enter the 3 or 4 digit security code."),
  name: z.string().trim().max(100).optional(),
});
export type SimulatorPay = z.input<typeof simulatorPaySchema>;

export const simulatorAuthenticateSchema = z.object({
  sessionId: z.string().min(1, "sessionId is required."),
  outcome: z.enum(["complete", "fail"]),
});

/** The simulator's clock and card controls (the test-clock idea, per customer). */
export const simulatorControlSchema = z.object({
  action: z.enum(["advance_to_renewal", "set_card", "switch_plan"]),
  plan: z.enum(["starter", "pro"]).optional(),
  interval: z.enum(["month", "year"]).optional(),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .optional(),
});

/**
 * What the simulator's page action (/test-payments) takes: the card form's payment and its 3-D Secure
 * step (from the checkout page and /subscribe), or one of the account page's controls.
 */
export const testPaymentsPageActionSchema = z.discriminatedUnion("intent", [
  simulatorPaySchema.extend({ intent: z.literal("pay") }),
  simulatorAuthenticateSchema.extend({ intent: z.literal("authenticate") }),
  simulatorControlSchema.extend({ intent: z.literal("control") }),
]);
export type TestPaymentsPageAction = z.input<typeof testPaymentsPageActionSchema>;

/** What the simulator answers a card payment with. */
export type SimulatorPayResult =
  | { status: "succeeded"; redirectTo: string }
  | { status: "requires_action"; sessionId: string };

/** What /subscribe's action takes: start the Pro payment, or land once the card form says it is paid. */
export const subscribePageActionSchema = z.object({ intent: z.enum(["start", "paid"]) });
export type SubscribePageAction = z.input<typeof subscribePageActionSchema>;

/** What /account's action takes: cancel at period end or keep the plan, export my data, delete me. */
export const accountPageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel-at-period-end") }),
  z.object({ intent: z.literal("keep-subscription") }),
  z.object({ intent: z.literal("export-data") }),
  z.object({ intent: z.literal("delete-account"), confirmEmail: z.string().trim().toLowerCase() }),
]);
export type AccountPageAction = z.input<typeof accountPageActionSchema>;
