import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { GooglePostFormat } from "~/lib/publishing/google-post";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

/** One person who signs in. Admin is a role on the account, never a fixed e-mail. */
export const accounts = sqliteTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    currentPlan: text("current_plan", { enum: ["trial", "starter", "pro"] })
      .notNull()
      .default("trial"),
    subscriptionStatus: text("subscription_status", {
      enum: ["trial", "active", "past_due", "cancelled"],
    })
      .notNull()
      .default("trial"),
    /** Match reminder e-mails; a person can turn them off on the fixtures page. */
    remindersEnabled: integer("reminders_enabled", { mode: "boolean" }).notNull().default(true),
    /** Google's stable id for the person (the ID token's `sub`); null until they first use Google. */
    googleSub: text("google_sub"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("accounts_google_sub_idx").on(t.googleSub),
    // The admin subscribers table pages through thousands of accounts newest first.
    index("accounts_created_idx").on(t.createdAt),
  ],
);

/** Sessions are stored by the SHA-256 of the cookie token, so a database leak cannot sign anyone in. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

/** Single-use e-mailed sign-in links (Quick Access in live mode). */
export const signInLinks = sqliteTable("sign_in_links", {
  tokenHash: text("token_hash").primaryKey(),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/**
 * What each account may still use this period, one row per meter.
 * `limit_amount` NULL means the meter is unlimited (admins); a missing row means the plan lacks the feature.
 */
export const usageBalances = sqliteTable(
  "usage_balances",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    meter: text("meter").notNull(),
    used: integer("used").notNull().default(0),
    limitAmount: integer("limit_amount"),
    periodStart: integer("period_start", { mode: "timestamp_ms" }).notNull(),
    /** The part of `limit_amount` bought as top-ups; what is left of it carries into the next period. */
    topupAmount: integer("topup_amount").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.meter] })],
);

/** Append-only record of every debit and refund; `ref` makes a charge for one piece of work happen once. */
export const usageLedger = sqliteTable(
  "usage_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    meter: text("meter").notNull(),
    amount: integer("amount").notNull(),
    kind: text("kind", { enum: ["spend", "refund", "grant"] }).notNull(),
    ref: text("ref").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("usage_ledger_ref_idx").on(t.accountId, t.meter, t.kind, t.ref)],
);

/** Long work run on the Queue; readable by its owner only. */
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["queued", "running", "succeeded", "failed"] })
      .notNull()
      .default("queued"),
    progress: integer("progress").notNull().default(0),
    input: text("input", { mode: "json" }).$type<unknown>(),
    result: text("result", { mode: "json" }).$type<unknown>(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** A delivery holds the job until this instant; a duplicate delivery meanwhile waits. */
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    /** What starting the job charged, refunded if the job finally fails. */
    chargeMeter: text("charge_meter"),
    chargeAmount: integer("charge_amount"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("jobs_account_idx").on(t.accountId, t.createdAt),
    // The recovery sweep looks for queued and running jobs every minute; finished ones pile up.
    index("jobs_status_idx").on(t.status, t.updatedAt),
  ],
);

/** Fixed-window counters for rate limits; D1 makes the increment atomic. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/** The pub behind an account (one each): the posts, posters and 'local' fixtures are about it. */
export const pubs = sqliteTable("pubs", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  email: text("email"),
  phone: text("phone"),
  bookingLink: text("booking_link"),
  website: text("website"),
  address: text("address"),
  features: text("features", { mode: "json" }).$type<string[]>().notNull().default([]),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** Teams an account follows; reminders and the 'next match' card come from these. */
export const favouriteTeams = sqliteTable(
  "favourite_teams",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    name: text("name").notNull(),
    sport: text("sport").notNull(),
    category: text("category", { enum: ["premier", "international", "local"] }).notNull(),
    notificationDays: integer("notification_days").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] })],
);

/** Fixtures from the feed, upserted by the source's id so a refresh never duplicates. */
export const fixtures = sqliteTable(
  "fixtures",
  {
    providerId: text("provider_id").primaryKey(),
    sport: text("sport").notNull(),
    homeTeam: text("home_team").notNull(),
    awayTeam: text("away_team").notNull(),
    competition: text("competition").notNull(),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    venue: text("venue").notNull(),
    tvChannels: text("tv_channels", { mode: "json" }).$type<string[]>().notNull(),
    tvChannelsExpected: integer("tv_channels_expected", { mode: "boolean" }).notNull(),
    // Postponed and cancelled matches are kept (their posts are held) but never listed.
    status: text("status", { enum: ["upcoming", "live", "finished", "postponed", "cancelled"] }).notNull(),
    stage: text("stage").notNull(),
    highlights: text("highlights").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("fixtures_starts_idx").on(t.startsAt)],
);

/** One row per reminder e-mail: the primary key makes each (account, fixture, stage) send exactly once. */
export const reminderSends = sqliteTable(
  "reminder_sends",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    fixtureId: text("fixture_id").notNull(),
    stage: text("stage").notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.fixtureId, t.stage] })],
);

/** Saved and auto-saved writing in the content creator. */
export const drafts = sqliteTable(
  "drafts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    contentType: text("content_type", {
      enum: ["marketing", "quiz", "general", "event_announcement"],
    }).notNull(),
    isAutoSave: integer("is_auto_save", { mode: "boolean" }).notNull().default(false),
    metadata: text("metadata", { mode: "json" })
      .$type<{ wordCount?: number; tags?: string[]; platform?: string }>()
      .notNull()
      .default({}),
    lastModified: integer("last_modified", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("drafts_account_idx").on(t.accountId, t.lastModified)],
);

type StoredQuestion = import("~/lib/contract/quiz").QuizQuestion & { picture?: string };
type StoredTiebreaker = import("~/lib/contract/quiz").Tiebreaker;
type StoredTeamScore = { name: string; score: number };

/**
 * A pub quiz: born as an unsaved draft by the generation job (one per job, so a redelivered message
 * finds it instead of writing another), then saved to the library, duplicated or archived.
 * Questions live with their quiz as JSON: they are always read and written together.
 */
export const quizzes = sqliteTable(
  "quizzes",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    jobId: text("job_id").unique(),
    title: text("title").notNull(),
    quizDate: text("quiz_date").notNull(),
    status: text("status", { enum: ["draft", "saved", "archived"] })
      .notNull()
      .default("draft"),
    difficultyLevel: integer("difficulty_level").notNull(),
    expectedCrowd: integer("expected_crowd").notNull(),
    /** The request it was generated from: a regenerated question follows the same rules. */
    request: text("request", { mode: "json" })
      .$type<import("~/lib/contract/quiz").QuizGenerationRequest>()
      .notNull(),
    categories: text("categories", { mode: "json" }).$type<Record<string, number>>().notNull(),
    questions: text("questions", { mode: "json" }).$type<StoredQuestion[]>().notNull(),
    tiebreakers: text("tiebreakers", { mode: "json" }).$type<StoredTiebreaker[]>().notNull().default([]),
    teamNames: text("team_names", { mode: "json" }).$type<string[]>().notNull().default([]),
    socialTeasers: text("social_teasers", { mode: "json" }).$type<string[]>().notNull().default([]),
    generator: text("generator").notNull(),
    verifiedCount: integer("verified_count").notNull().default(0),
    /** What the fact checks did for this quiz (live mode); null for quizzes stored before it was kept. */
    factChecks: text("fact_checks", { mode: "json" }).$type<import("~/lib/contract/quiz").QuizFactChecks>(),
    /** The night's results, recorded by the host; null until then. */
    attendanceCount: integer("attendance_count"),
    /** Mean team score out of 10. */
    averageScore: real("average_score"),
    teams: text("teams", { mode: "json" }).$type<StoredTeamScore[]>().notNull().default([]),
    generatedAt: integer("generated_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("quizzes_account_idx").on(t.accountId, t.generatedAt)],
);

/** A host or player says a question is wrong: it lowers the accuracy score the pub sees. */
export const quizQuestionReports = sqliteTable(
  "quiz_question_reports",
  {
    quizId: text("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.questionId] })],
);

/**
 * One row per provider subscription (Stripe's `sub_…`, or the local simulator's), kept in step by
 * webhooks. The admin dashboard reads MRR, churn and the payment schedule from here.
 * `provider_updated_at` is the provider's timestamp of the state held, so an older event never
 * overwrites a newer one.
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "simulator"] }).notNull(),
    customerId: text("customer_id").notNull(),
    plan: text("plan", { enum: ["starter", "pro"] }).notNull(),
    interval: text("interval", { enum: ["month", "year"] }).notNull(),
    status: text("status", { enum: ["incomplete", "active", "past_due", "cancelled"] }).notNull(),
    /** What one interval costs, in pence excluding VAT. */
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull().default("gbp"),
    currentPeriodStart: integer("current_period_start", { mode: "timestamp_ms" }).notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    /** Set by a failed renewal: the plan keeps working until then while the card is fixed. */
    graceUntil: integer("grace_until", { mode: "timestamp_ms" }),
    providerCreatedAt: integer("provider_created_at", { mode: "timestamp_ms" }).notNull(),
    providerUpdatedAt: integer("provider_updated_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("subscriptions_account_idx").on(t.accountId, t.status),
    index("subscriptions_period_end_idx").on(t.status, t.currentPeriodEnd),
  ],
);

/** The provider's customer for an account (created at the first checkout). */
export const billingCustomers = sqliteTable("billing_customers", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: ["stripe", "simulator"] }).notNull(),
  customerId: text("customer_id").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Every charge the provider reported: subscription invoices and top-up payments, paid or failed.
 * The id is the provider's (invoice `in_…` or checkout session `cs_…`), so a replay writes nothing new.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id"),
    kind: text("kind", { enum: ["subscription", "top_up"] }).notNull(),
    status: text("status", { enum: ["paid", "failed"] }).notNull(),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull().default("gbp"),
    description: text("description").notNull(),
    periodStart: integer("period_start", { mode: "timestamp_ms" }),
    periodEnd: integer("period_end", { mode: "timestamp_ms" }),
    /** The link to the provider's invoice page (live only). */
    invoiceUrl: text("invoice_url"),
    providerCreatedAt: integer("provider_created_at", { mode: "timestamp_ms" }).notNull(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("payments_account_idx").on(t.accountId, t.providerCreatedAt)],
);

/**
 * Webhook events already handled, by the provider's event id. The row is written in the same batch
 * as the event's effects, and every effect checks this handler's `claim`, so an event delivered
 * twice at once (or replayed later) changes things once.
 */
export const billingEvents = sqliteTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  claim: text("claim").notNull(),
  providerCreatedAt: integer("provider_created_at", { mode: "timestamp_ms" }).notNull(),
  receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
  /** Why a correctly signed event could not be applied (an unexpected shape); null when it was. */
  problem: text("problem"),
});

/**
 * The local payment simulator's own records (checkout sessions, customers, subscriptions), shaped like
 * Stripe's objects. Local mode only; production never writes here.
 */
export const paymentSimulatorObjects = sqliteTable(
  "payment_simulator_objects",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["checkout_session", "customer", "subscription"] }).notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("payment_simulator_account_idx").on(t.accountId, t.kind)],
);

/** Every admin action (grants, plan changes, re-sent reminders, exports, sign-ins), newest read first. */
export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: text("id").primaryKey(),
    actorEmail: text("actor_email").notNull(),
    action: text("action", {
      enum: ["sign_in", "grant", "change_plan", "resend_reminder", "export_subscribers"],
    }).notNull(),
    /** The account acted on; kept as text so the record outlives a deleted account. */
    targetAccountId: text("target_account_id"),
    targetEmail: text("target_email"),
    summary: text("summary").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt)],
);

/** Generated images and posters; the bytes live in R2 under `r2_key`, served to the owner only. */
export const images = sqliteTable(
  "images",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    jobId: text("job_id"),
    r2Key: text("r2_key").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    style: text("style").notNull(),
    platform: text("platform").notNull(),
    imageSize: text("image_size").notNull(),
    prompt: text("prompt").notNull(),
    textOverlay: text("text_overlay"),
    altText: text("alt_text").notNull(),
    captions: text("captions", { mode: "json" }).$type<string[]>().notNull().default([]),
    renderer: text("renderer").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("images_account_idx").on(t.accountId, t.createdAt)],
);

/**
 * Secrets a local install makes for itself on first start (the payment simulator's webhook signing
 * secret): random per install, kept in the local database, never in the repository. Local mode only;
 * production's secrets come from `wrangler secret` and never live here.
 */
export const localSecrets = sqliteTable("local_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * A Meta or Google sign-in that lets Full House publish for the account (issue 20). Tokens are
 * AES-GCM ciphertext (app/server/publishing/token-crypto.server.ts), never plaintext, never sent to
 * the browser. "needs_reconnecting" is set when the platform says the token expired or was revoked.
 */
export const publishingConnections = sqliteTable(
  "publishing_connections",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["meta", "google"] }).notNull(),
    displayName: text("display_name").notNull(),
    accessTokenEncrypted: text("access_token_encrypted").notNull(),
    refreshTokenEncrypted: text("refresh_token_encrypted"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    status: text("status", { enum: ["connected", "needs_reconnecting"] })
      .notNull()
      .default("connected"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("publishing_connections_account_provider_idx").on(t.accountId, t.provider)],
);

/** The Page, Instagram account or location a connection publishes to; one chosen per platform. */
export const publishingTargets = sqliteTable(
  "publishing_targets",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    connectionId: text("connection_id")
      .notNull()
      .references(() => publishingConnections.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: ["facebook", "instagram", "google"] }).notNull(),
    targetId: text("target_id").notNull(),
    name: text("name").notNull(),
    /** The Page token (Meta); null for Google, which publishes with the connection's own token. */
    accessTokenEncrypted: text("access_token_encrypted"),
    /** The one target of its platform that posts go to; the others are offered on the account page. */
    selected: integer("selected", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("publishing_targets_connection_target_idx").on(t.connectionId, t.platform, t.targetId),
    index("publishing_targets_account_idx").on(t.accountId, t.platform),
  ],
);

/**
 * One post for one platform at one time. TikTok rows are reminders (no open publishing API): they
 * e-mail the caption at their time instead of publishing. The queue consumer claims a row with a
 * conditional UPDATE (scheduled → publishing, with a lease) so it is published at most once;
 * decision 018 says how a retry after a lost lease avoids a second post.
 */
export const scheduledPosts = sqliteTable(
  "scheduled_posts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: ["facebook", "instagram", "google", "tiktok"] }).notNull(),
    content: text("content").notNull(),
    hashtags: text("hashtags", { mode: "json" }).$type<string[]>().notNull().default([]),
    imageId: text("image_id"),
    publishAt: integer("publish_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", {
      enum: ["scheduled", "publishing", "published", "failed", "cancelled", "held"],
    })
      .notNull()
      .default("scheduled"),
    /** Sent with every attempt: the provider treats a repeated key as already published. */
    idempotencyKey: text("idempotency_key").notNull(),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    attempts: integer("attempts").notNull().default(0),
    /** When an attempt first reached the platform; a retry after a lost lease checks before re-posting. */
    publishStartedAt: integer("publish_started_at", { mode: "timestamp_ms" }),
    lastErrorReason: text("last_error_reason"),
    lastErrorMessage: text("last_error_message"),
    externalId: text("external_id"),
    permalink: text("permalink"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    source: text("source", { enum: ["generated", "draft", "campaign", "poster", "weekly_plan"] })
      .notNull()
      .default("generated"),
    fixtureId: text("fixture_id"),
    /** The fixture's kick-off when the post was planned: a refresh that moves it moves the post too. */
    fixtureStartsAt: integer("fixture_starts_at", { mode: "timestamp_ms" }),
    approved: integer("approved", { mode: "boolean" }).notNull().default(true),
    /** Google posts: topic type, button, event and offer (docs/decisions/026); content is the summary. */
    google: text("google", { mode: "json" }).$type<GooglePostFormat>(),
    /** The Idempotency-Key of the POST that made it: the same request sent again gets this post back. */
    requestKey: text("request_key"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("scheduled_posts_idempotency_idx").on(t.idempotencyKey),
    uniqueIndex("scheduled_posts_request_key_idx").on(t.accountId, t.requestKey),
    index("scheduled_posts_account_idx").on(t.accountId, t.publishAt),
    // The every-minute cron looks for due scheduled rows and expired leases.
    index("scheduled_posts_due_idx").on(t.status, t.publishAt),
  ],
);

/** Per-account publishing settings: "Pause everything" holds every scheduled post while on. */
export const publishingSettings = sqliteTable("publishing_settings", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  paused: integer("paused", { mode: "boolean" }).notNull().default(false),
  /** The weekly plan's drafts are scheduled at once (a draft failing the writing check still waits). */
  autoApproveWeeklyPlan: integer("auto_approve_weekly_plan", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The weekly plan (issue 20 point 5): one row per account and week, claimed with a lease so two
 * overlapping Monday runs draft once and a run that died mid-drafting is resumed by the next.
 */
export const weeklyPlans = sqliteTable(
  "weekly_plans",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The London date of the Monday the plan covers (Monday to Sunday). */
    weekStart: text("week_start").notNull(),
    status: text("status", { enum: ["drafting", "ready"] })
      .notNull()
      .default("drafting"),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    drafted: integer("drafted").notNull().default(0),
    /** Items left undrafted because the writing allowance ran out. */
    skippedForAllowance: integer("skipped_for_allowance").notNull().default(0),
    /** sha256 of the Approve all link's token; the link expires at approveExpiresAt. */
    approveTokenHash: text("approve_token_hash"),
    approveExpiresAt: integer("approve_expires_at", { mode: "timestamp_ms" }),
    emailedAt: integer("emailed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("weekly_plans_account_week_idx").on(t.accountId, t.weekStart),
    uniqueIndex("weekly_plans_approve_token_idx").on(t.approveTokenHash),
    index("weekly_plans_status_idx").on(t.status, t.leaseUntil),
  ],
);
