import { errors } from "~/server/http/errors.server";

type StripeModule = typeof import("stripe");

let sdk: Promise<StripeModule> | null = null;

/** stripe-node, loaded on first use so pages that never take a payment never pay for its size. */
export function loadStripe(): Promise<StripeModule> {
  sdk ??= import("stripe");
  return sdk;
}

/** A Stripe event as the handlers read it: what every Stripe event carries, the object left loose. */
export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/**
 * Verifies a `Stripe-Signature` header (HMAC-SHA256 over `timestamp.payload`, five minutes' tolerance)
 * with SubtleCrypto, as workerd has no Node crypto. Missing or wrong → 400, and nothing is read.
 */
export async function verifyStripeEvent(
  payload: string,
  signature: string | null,
  secret: string,
): Promise<StripeEventLike> {
  if (!signature) throw errors.invalid("Stripe-Signature: the header is missing.");
  const { default: Stripe } = await loadStripe();
  try {
    const event = await Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
    return event as unknown as StripeEventLike;
  } catch {
    throw errors.invalid("Stripe-Signature: the signature does not match this payload.");
  }
}

/** Signs a payload the way Stripe does (the simulator's events, and tests). */
export async function signStripePayload(payload: string, secret: string, timestampSeconds?: number) {
  const { default: Stripe } = await loadStripe();
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp: timestampSeconds,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}
