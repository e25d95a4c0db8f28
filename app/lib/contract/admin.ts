import { z } from "zod";
import { METERS, PLAN_IDS, SUBSCRIPTION_STATUSES } from "../plans";

/** The local admin login (spec §2: email, password; §5: both required, email format checked). */
export const adminLoginSchema = z.object({
  email: z.email("Enter a valid email address").max(254),
  password: z.string().min(1, "Enter the password").max(200),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const SUBSCRIBER_SORTS = [
  "joined",
  "email",
  "plan",
  "status",
  "tokens",
  "images",
  "voice",
  "billing",
  "spent",
] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

/** GET /api/admin/users-usage query: search by e-mail, sort, filter, page. */
export const usersUsageQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(SUBSCRIBER_SORTS).default("joined"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  overLimit: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type UsersUsageQuery = z.infer<typeof usersUsageQuerySchema>;

/** One subscriber row (spec §3); money in pence, dates ISO. */
export const usersUsageRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  joinedDate: z.string(),
  currentPlan: z.enum(PLAN_IDS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  isOverLimit: z.boolean(),
  tokensUsed: z.number(),
  imagesGenerated: z.number(),
  voiceMinutesUsed: z.number(),
  /** Null when nothing will renew (trial, cancelled, or cancelling at period end). */
  daysUntilBilling: z.number().nullable(),
  nextPaymentAmount: z.number().nullable(),
  monthlySpending: z.number(),
  totalSpent: z.number(),
});
export type UsersUsageRow = z.infer<typeof usersUsageRowSchema>;

export const usersUsageResponseSchema = z.object({
  rows: z.array(usersUsageRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UsersUsageResponse = z.infer<typeof usersUsageResponseSchema>;

/** GET /api/admin/analytics (spec §3; formulas in app/lib/admin/analytics.ts). Money in pence, rates in %. */
export const adminAnalyticsSchema = z.object({
  monthlyRevenue: z.number(),
  averageRevenuePerUser: z.number(),
  activeSubscribers: z.number(),
  totalUsers: z.number(),
  weeklyExpectedRevenue: z.number(),
  paymentsThisWeek: z.number(),
  conversionRate: z.number(),
  /** The counts behind conversionRate: the 30-day cohort, and how many of it pay now. */
  conversion: z.object({ joined: z.number(), paying: z.number() }),
  churnRate: z.number(),
  /** The counts behind churnRate: subscriptions paying in the last 30 days, and how many of them left. */
  churn: z.object({ paying: z.number(), cancelled: z.number() }),
  planDistribution: z.record(z.enum(PLAN_IDS), z.number()),
  pastDueUsers: z.number(),
  cancelledUsers: z.number(),
  totalTokensUsed: z.number(),
  totalImagesGenerated: z.number(),
  totalVoiceMinutes: z.number(),
  averageTokensPerUser: z.number(),
  estimatedAnnualRevenue: z.number(),
  /** Money collected from customers per UTC calendar month they paid in, oldest first (the revenue chart). */
  revenueByMonth: z.array(z.object({ month: z.string(), pence: z.number() })),
  /** Every payment ever collected from customers: the subscribers' "Total spent" adds up to this. */
  revenueAllTime: z.number(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const paymentScheduleSchema = z.object({
  summary: z.object({
    weeklyExpectedRevenue: z.number(),
    monthlyExpectedRevenue: z.number(),
    totalUpcomingPayments: z.number(),
    averageDailyRevenue: z.number(),
  }),
  schedule: z.array(
    z.object({
      date: z.string(),
      userCount: z.number(),
      expectedRevenue: z.number(),
      users: z.array(z.object({ email: z.string(), amountPence: z.number() })),
    }),
  ),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

const targetEmail = z.email("Enter the account's email address").max(254);

/** Admin Tools: add to an account's allowance of one meter (credits for a trial, images for a plan…). */
export const grantSchema = z.object({
  email: targetEmail,
  meter: z.enum(METERS),
  amount: z.number().int().min(1).max(1_000_000),
});
export type GrantInput = z.infer<typeof grantSchema>;

export const changePlanSchema = z.object({ email: targetEmail, plan: z.enum(PLAN_IDS) });
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

export const resendReminderSchema = z.object({ email: targetEmail });

export const AUDIT_ACTIONS = [
  "sign_in",
  "grant",
  "change_plan",
  "resend_reminder",
  "export_subscribers",
] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetEmail: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What the page's loader tells the browser: how admins sign in here, and whether this visitor is one. */
export interface AdminPageState {
  access: "local-login" | "cloudflare-access";
  admin: { email: string } | null;
}

/** Everything the admin dashboard shows, read by the page's loader in one go. */
export interface AdminDashboardData {
  analytics: AdminAnalytics;
  users: UsersUsageResponse;
  /** The subscriber query the table shows, as the server understood the page's address. */
  query: UsersUsageQuery;
  schedule: PaymentSchedule;
  auditLog: AuditEntry[];
}
