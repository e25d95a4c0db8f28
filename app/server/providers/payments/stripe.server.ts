import type { PaidPlanId } from "~/lib/plans";
import { AppError, errors } from "~/server/http/errors.server";
import { loadStripe } from "./stripe-signature.server";
import type { BillingInterval, CheckoutCustomer, PaymentsProvider } from "./types";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Price ids by plan and interval; their amounts must match app/lib/plans.ts. */
  prices: Record<PaidPlanId, Record<BillingInterval, string>>;
  /** Stripe Tax: prices exclude VAT and Stripe adds it at checkout when this is on. */
  automaticTax: boolean;
  /** The API root; tests point it at the in-process fake. */
  apiUrl: string;
  maxNetworkRetries?: number;
}

type StripeClient = InstanceType<typeof import("stripe")["default"]>;

/** Any Stripe failure becomes a 503 naming what went wrong; a card error keeps Stripe's own words (402). */
async function stripeFailure(error: unknown, what: string): Promise<AppError> {
  if (error instanceof AppError) return error;
  const { default: Stripe } = await loadStripe();
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError(402, "card_declined", error.message);
  }
  const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
  console.error(`Stripe ${what} failed`, status, error instanceof Error ? error.message : error);
  return errors.providerUnavailable("Card payments are unavailable right now. Please try again shortly.");
}

/** The live payments provider: stripe-node with its fetch client and SubtleCrypto, inside the Worker. */
export function createStripePayments(config: StripeConfig): PaymentsProvider {
  let client: Promise<StripeClient> | null = null;
  const stripe = () => {
    client ??= loadStripe().then(({ default: Stripe }) => {
      const url = new URL(config.apiUrl);
      const protocol = url.protocol === "http:" ? "http" : "https";
      return new Stripe(config.secretKey, {
        httpClient: Stripe.createFetchHttpClient(),
        host: url.hostname,
        port: url.port ? Number(url.port) : protocol === "https" ? 443 : 80,
        protocol,
        // stripe-node retries network failures, 409s and 5xx with idempotency keys on POSTs, so a
        // retry never charges twice; 20 s per attempt instead of its default 80 s.
        maxNetworkRetries: config.maxNetworkRetries ?? 2,
        timeout: 20_000,
        appInfo: { name: "Full House" },
      });
    });
    return client;
  };

  async function call<T>(what: string, work: (client: StripeClient) => Promise<T>): Promise<T> {
    try {
      return await work(await stripe());
    } catch (error) {
      throw await stripeFailure(error, what);
    }
  }

  const customerFields = (customer: CheckoutCustomer) =>
    customer.customerId ? { customer: customer.customerId } : { customer_email: customer.email };

  return {
    kind: "stripe",
    simulator: null,
    webhookSecret: async () => config.webhookSecret,

    planForPrice: (priceId) => {
      for (const plan of ["starter", "pro"] as const) {
        for (const interval of ["month", "year"] as const) {
          if (config.prices[plan][interval] === priceId) return { plan, interval };
        }
      }
      return null;
    },

    createPlanCheckout: ({ customer, plan, interval, successUrl, cancelUrl }) =>
      call("checkout", async (client) => {
        const metadata = { accountId: customer.accountId, plan, interval };
        const session = await client.checkout.sessions.create({
          mode: "subscription",
          ...customerFields(customer),
          client_reference_id: customer.accountId,
          line_items: [{ price: config.prices[plan][interval], quantity: 1 }],
          subscription_data: { metadata },
          metadata: { ...metadata, kind: "plan" },
          success_url: successUrl,
          cancel_url: cancelUrl,
          ...(config.automaticTax
            ? {
                automatic_tax: { enabled: true },
                ...(customer.customerId ? { customer_update: { address: "auto" as const } } : {}),
              }
            : {}),
        });
        if (!session.url) throw errors.providerUnavailable("Stripe did not return a checkout page.");
        return { url: session.url };
      }),

    createTopUpCheckout: ({ customer, lines, successUrl, cancelUrl }) =>
      call("top-up checkout", async (client) => {
        // Top-up prices come from app/lib/plans.ts (price_data), so no page and no charge can disagree.
        const quantities = Object.fromEntries(lines.map((line) => [line.meter, String(line.quantity)]));
        const session = await client.checkout.sessions.create({
          mode: "payment",
          ...customerFields(customer),
          client_reference_id: customer.accountId,
          line_items: lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: "gbp",
              unit_amount: line.unitPence,
              product_data: { name: `Top-up: ${line.label}` },
            },
          })),
          metadata: { kind: "top_up", accountId: customer.accountId, ...quantities },
          success_url: successUrl,
          cancel_url: cancelUrl,
          ...(config.automaticTax
            ? {
                automatic_tax: { enabled: true },
                // VAT needs the buyer's address: Checkout asks for it, and an existing customer's
                // saved address is reused or, when missing, saved from what they type.
                billing_address_collection: "required" as const,
                ...(customer.customerId ? { customer_update: { address: "auto" as const } } : {}),
              }
            : {}),
        });
        if (!session.url) throw errors.providerUnavailable("Stripe did not return a checkout page.");
        return { url: session.url };
      }),

    createSubscriptionPayment: ({ customer, plan, interval }) =>
      call("subscription", async (client) => {
        const customerId =
          customer.customerId ??
          (
            await client.customers.create({
              email: customer.email,
              metadata: { accountId: customer.accountId },
            })
          ).id;
        // A person who opens /subscribe again (a reload, a second tab) gets the payment already
        // waiting for them: one incomplete subscription per customer and price, never one per view.
        const price = config.prices[plan][interval];
        const waiting = customer.customerId
          ? (
              await client.subscriptions.list({
                customer: customerId,
                price,
                status: "incomplete",
                limit: 1,
                expand: ["data.latest_invoice.confirmation_secret"],
              })
            ).data[0]
          : undefined;
        const subscription =
          waiting ??
          (await client.subscriptions.create({
            customer: customerId,
            items: [{ price }],
            payment_behavior: "default_incomplete",
            payment_settings: { save_default_payment_method: "on_subscription" },
            metadata: { accountId: customer.accountId, plan, interval },
            expand: ["latest_invoice.confirmation_secret"],
            ...(config.automaticTax ? { automatic_tax: { enabled: true } } : {}),
          }));
        const invoice = subscription.latest_invoice;
        const secret =
          invoice && typeof invoice === "object" ? invoice.confirmation_secret?.client_secret : undefined;
        if (!secret) throw errors.providerUnavailable("Stripe did not return a payment to confirm.");
        return {
          clientSecret: secret,
          publishableKey: config.publishableKey,
          ...(customer.customerId ? {} : { newCustomerId: customerId }),
        };
      }),

    getCheckoutSession: (sessionId) =>
      call("checkout lookup", async (client) => {
        const session = await client.checkout.sessions.retrieve(sessionId);
        return {
          complete: session.status === "complete",
          mode: session.mode === "payment" ? "payment" : "subscription",
          accountId: session.client_reference_id ?? null,
        };
      }),

    createPortalSession: ({ customerId, returnUrl }) =>
      call("portal", async (client) => {
        const session = await client.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return { url: session.url };
      }),

    setCancelAtPeriodEnd: (_accountId, subscriptionId, cancelAtPeriodEnd) =>
      call("cancel", async (client) => {
        await client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd });
        return [];
      }),
  };
}
