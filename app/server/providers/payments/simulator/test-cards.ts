/**
 * Stripe's published test card numbers and what each does, so the simulator behaves as Stripe's
 * test mode does. The messages are Stripe's own, as a person would see them on a Stripe form.
 */
export type CardOutcome =
  | { kind: "succeeds" }
  | { kind: "requires_authentication" }
  | { kind: "declined"; code: string; message: string }
  /** Saves to the customer, then every charge fails (for failed renewals). */
  | { kind: "charges_fail"; code: string; message: string };

const DECLINED = "Your card was declined.";

export const TEST_CARDS: Record<string, CardOutcome> = {
  "4242424242424242": { kind: "succeeds" },
  "5555555555554444": { kind: "succeeds" },
  "4000002500003155": { kind: "requires_authentication" },
  "4000000000000002": { kind: "declined", code: "card_declined", message: DECLINED },
  "4000000000009995": {
    kind: "declined",
    code: "card_declined",
    message: "Your card has insufficient funds.",
  },
  "4000000000000069": { kind: "declined", code: "expired_card", message: "Your card has expired." },
  "4000000000000127": {
    kind: "declined",
    code: "incorrect_cvc",
    message: "Your card's security code is incorrect.",
  },
  "4000000000000341": { kind: "charges_fail", code: "card_declined", message: DECLINED },
};

export const AUTHENTICATION_FAILED =
  "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What paying with this card does; `expiry` is "MM / YY", checked against `now`. */
export function cardOutcome(number: string, expiry: string, now: Date): CardOutcome {
  const digits = number.replace(/\D/g, "");
  if (!passesLuhn(digits)) {
    return { kind: "declined", code: "incorrect_number", message: "Your card number is incorrect." };
  }
  const [month, year] = expiry.split("/").map((part) => Number(part.trim()));
  const expiresAfter = Date.UTC(2000 + (year ?? 0), month ?? 0, 1);
  if (expiresAfter <= now.getTime()) {
    return {
      kind: "declined",
      code: "invalid_expiry_year",
      message: "Your card's expiration year is invalid.",
    };
  }
  return (
    TEST_CARDS[digits] ?? {
      kind: "declined",
      code: "card_declined",
      message: "Your card was declined. Your request was in test mode, but used a non test card.",
    }
  );
}

/** "4242" — what a person sees of a saved card. */
export const last4 = (number: string) => number.replace(/\D/g, "").slice(-4);
