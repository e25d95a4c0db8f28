import { z } from "zod";

/** Every /api error answers with this body, whatever the status. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  invalidInput: "invalid_input",
  invalidJson: "invalid_json",
  unauthenticated: "unauthenticated",
  subscriptionRequired: "subscription_required",
  allowanceExhausted: "allowance_exhausted",
  forbidden: "forbidden",
  crossSite: "cross_site_request",
  notFound: "not_found",
  conflict: "conflict",
  tooLarge: "payload_too_large",
  rateLimited: "rate_limited",
  providerUnavailable: "provider_unavailable",
  methodNotAllowed: "method_not_allowed",
} as const;

/** Request bodies larger than these are refused with 413 before they are read as anything. */
export const BODY_LIMITS = {
  json: 1024 * 1024,
  /** Voice recordings for /api/transcribe. */
  audio: 25 * 1024 * 1024,
} as const;
