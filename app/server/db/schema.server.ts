import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

/** One person who signs in. Admin is a role on the account, never a fixed e-mail. */
export const accounts = sqliteTable("accounts", {
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
  createdAt: createdAt(),
});

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
  (t) => [index("jobs_account_idx").on(t.accountId, t.createdAt)],
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
    status: text("status", { enum: ["upcoming", "live", "finished"] }).notNull(),
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
