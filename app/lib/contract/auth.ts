import { z } from "zod";
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from "../plans";

export const emailSchema = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, "Enter your email address")
  .max(254, "That email address is too long")
  .pipe(z.email({ error: "Enter a valid email address" }))
  .transform((email) => email.toLowerCase());

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  currentPlan: z.enum(PLAN_IDS),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const tempAccessRequestSchema = z.object({ email: emailSchema });

export const tempAccessResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  user: z.object({ email: z.string() }).optional(),
});
export type TempAccessResponse = z.infer<typeof tempAccessResponseSchema>;

export const devSignInSchema = z.object({
  email: emailSchema,
  redirectTo: z.string().optional(),
});
