import type { ApiErrorBody } from "./contract/errors";

/**
 * What a page's action answers when the browser could not reach the server at all (offline, a
 * dropped connection), in the contract's error shape so the page shows it like any refusal.
 */
export const UNREACHABLE: ApiErrorBody = {
  error: {
    code: "unreachable",
    message: "Couldn't reach Full House. Check your connection and try again.",
  },
};

/**
 * A failed fetch from a `clientLoader` as data (`{ unreachable: true }`) rather than the error page;
 * any other error is rethrown for the error boundary. The browser's fetch fails with a TypeError.
 */
export function unreachableAnswer(error: unknown): { unreachable: true } {
  if (error instanceof TypeError) return { unreachable: true };
  throw error;
}

/** The message of an action's refusal (`{ error: { message } }`), or null for any other answer. */
export function refusalOf(answer: unknown): string | null {
  if (typeof answer !== "object" || answer === null || !("error" in answer)) return null;
  const error = (answer as { error: unknown }).error;
  return typeof error === "object" && error !== null && "message" in error
    ? String((error as { message: unknown }).message)
    : null;
}

/**
 * The sentence of an error message without the field name the API puts first ("cardNumber: Enter
 * the card number." reads "Enter the card number."): forms show it beside the field already.
 */
export function withoutField(message: string): string {
  return message.replace(/^[A-Za-z][\w.]*: /, "");
}
