import { z } from "zod";
import { METERS, PLAN_IDS, SUBSCRIPTION_STATUSES } from "../plans";

export const allowanceSchema = z.object({ used: z.number(), limit: z.number().nullable() });

export const usageResponseSchema = z.object({
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  currentPlan: z.enum(PLAN_IDS),
  trialCreditsRemaining: z.number(),
  allowances: z.partialRecord(z.enum(METERS), allowanceSchema),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;
