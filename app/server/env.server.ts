import { z } from "zod";
import { DEFAULT_OPENAI_MODELS, retiredModelProblem } from "~/server/providers/openai-models.server";

const optional = z.string().trim().min(1).optional();

const STRIPE_COMPANIONS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_PRICE_STARTER_MONTHLY",
  "STRIPE_PRICE_STARTER_ANNUAL",
  "STRIPE_PRICE_PRO_MONTHLY",
  "STRIPE_PRICE_PRO_ANNUAL",
] as const;

/**
 * The environment, parsed once per isolate. A secret present switches its provider to live;
 * a secret without its companion setting is an error that names the missing variable.
 */
const envSchema = z
  .object({
    // Unset means production: local-only behaviour is always an explicit choice (wrangler.toml's
    // [env.local], which `npm start` and the tests pick), never what a forgotten setting falls back to.
    APP_ENV: z.enum(["local", "production"]).default("production"),
    /** Where links in e-mails point (reminders are sent by cron, with no request to read it from). */
    APP_URL: z.url().optional(),
    SESSION_SECRET: optional,
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    // Endpoint overrides exist so tests can point the adapter at an in-process server.
    GOOGLE_AUTH_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
    GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
    GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
    GOOGLE_REVOKE_URL: z.url().default("https://oauth2.googleapis.com/revoke"),
    /**
     * Publishing: the Meta app (Facebook Login for Business) for Facebook Pages and Instagram.
     * Google Business Profile posts reuse GOOGLE_CLIENT_ID/SECRET (one OAuth client, with the
     * Business Profile APIs enabled on its project and the connections callback as a redirect URI).
     */
    META_APP_ID: optional,
    META_APP_SECRET: optional,
    /** Facebook Login for Business → Configurations: a "User access token" configuration's id. */
    META_LOGIN_CONFIG_ID: optional,
    META_GRAPH_URL: z.url().default("https://graph.facebook.com"),
    META_OAUTH_URL: z.url().default("https://www.facebook.com"),
    GOOGLE_BUSINESS_ACCOUNTS_URL: z.url().default("https://mybusinessaccountmanagement.googleapis.com"),
    GOOGLE_BUSINESS_INFORMATION_URL: z.url().default("https://mybusinessbusinessinformation.googleapis.com"),
    GOOGLE_BUSINESS_POSTS_URL: z.url().default("https://mybusiness.googleapis.com"),
    EMAIL_API_KEY: optional,
    EMAIL_FROM: optional,
    EMAIL_API_URL: z.url().default("https://api.resend.com"),
    /** The e-mail API's request limit: Resend allows 2 requests a second per team unless raised. */
    EMAIL_RATE_PER_SECOND: z.coerce.number().positive().max(100).default(2),
    FOOTBALL_DATA_TOKEN: optional,
    FOOTBALL_DATA_URL: z.url().default("https://api.football-data.org/v4"),
    THESPORTSDB_KEY: optional,
    THESPORTSDB_URL: z.url().default("https://www.thesportsdb.com/api/v1/json"),
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
    OPENAI_WRITER_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_MODELS.writer),
    OPENAI_QUIZ_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_MODELS.quiz),
    OPENAI_TRANSCRIBE_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_MODELS.transcribe),
    OPENAI_IMAGE_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_MODELS.image),
    /**
     * Bring your own model: text work (writer, quiz, prompt improvement) on any OpenAI-compatible
     * server (Ollama, vLLM, LM Studio, Azure OpenAI, Workers AI), while images and voice stay on
     * OpenAI. Unset, text work runs on OpenAI with the models above.
     */
    OPENAI_TEXT_BASE_URL: z.url().optional(),
    /** That server's key, if it wants one (a local Ollama does not). */
    OPENAI_TEXT_API_KEY: optional,
    /** The one model that server runs for all text work, e.g. "llama3.3:70b". */
    OPENAI_TEXT_MODEL: optional,
    /** "auto" tries strict structured outputs and falls back to JSON mode; "strict" or "json" fix it. */
    OPENAI_TEXT_STRUCTURED_OUTPUTS: z.enum(["auto", "strict", "json"]).default("auto"),
    /** The only outside host /api/proxy-image will fetch from (the image provider's file host). */
    IMAGE_PROVIDER_HOST: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "IMAGE_PROVIDER_HOST must be a host name, not an address or URL")
      .default("oaidalleapiprodscus.blob.core.windows.net"),
    OPEN_METEO_API_KEY: optional,
    OPEN_METEO_URL: z.url().default("https://customer-api.open-meteo.com/v1"),
    OPEN_METEO_GEOCODING_URL: z.url().default("https://customer-geocoding-api.open-meteo.com/v1"),
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_PRICE_STARTER_MONTHLY: optional,
    STRIPE_PRICE_STARTER_ANNUAL: optional,
    STRIPE_PRICE_PRO_MONTHLY: optional,
    STRIPE_PRICE_PRO_ANNUAL: optional,
    /** "on" asks Stripe Tax to add VAT at checkout (prices exclude it). */
    STRIPE_TAX: z.enum(["on", "off"]).default("off"),
    STRIPE_API_URL: z.url().default("https://api.stripe.com"),
    /** The admin page lives at /admin-{ADMIN_PATH_KEY}; any other /admin-… path is a 404. */
    ADMIN_PATH_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,}$/, "ADMIN_PATH_KEY must be 8+ letters, digits, - or _")
      .optional(),
    /** The local admin login (local mode only; production admins come through Cloudflare Access). */
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: optional,
    /** Cloudflare Access: the team domain (https://<team>.cloudflareaccess.com) and the application's audience tag. */
    CF_ACCESS_TEAM_DOMAIN: z.url().optional(),
    CF_ACCESS_AUD: optional,
    /**
     * Encrypts publishing tokens at rest: 32 random bytes, base64 (`openssl rand -base64 32`).
     * Required in production once publishing is configured; local mode draws one per install.
     */
    TOKEN_ENCRYPTION_KEY: optional,
  })
  .superRefine((env, ctx) => {
    const needs = (present: string | undefined, companion: keyof typeof env, why: string) => {
      if (present && !env[companion]) {
        ctx.addIssue({ code: "custom", path: [companion], message: `${companion} is required ${why}` });
      }
    };
    needs(env.GOOGLE_CLIENT_ID, "GOOGLE_CLIENT_SECRET", "when GOOGLE_CLIENT_ID is set");
    needs(env.GOOGLE_CLIENT_SECRET, "GOOGLE_CLIENT_ID", "when GOOGLE_CLIENT_SECRET is set");
    needs(env.EMAIL_API_KEY, "EMAIL_FROM", "when EMAIL_API_KEY is set");
    needs(env.META_APP_ID, "META_APP_SECRET", "when META_APP_ID is set");
    needs(env.META_APP_SECRET, "META_APP_ID", "when META_APP_SECRET is set");
    needs(
      env.META_APP_ID,
      "GOOGLE_CLIENT_ID",
      "when META_APP_ID is set (live publishing covers Google Business Profile too)",
    );
    // Local mode draws its own key per install (local_secrets); production must be given one.
    if (env.APP_ENV === "production") {
      needs(
        env.META_APP_ID,
        "TOKEN_ENCRYPTION_KEY",
        "in production when META_APP_ID is set (tokens are stored encrypted)",
      );
    }
    needs(
      env.THESPORTSDB_KEY,
      "FOOTBALL_DATA_TOKEN",
      "when THESPORTSDB_KEY is set (live fixtures need both feeds)",
    );
    needs(
      env.FOOTBALL_DATA_TOKEN,
      "THESPORTSDB_KEY",
      "when FOOTBALL_DATA_TOKEN is set (live fixtures need both feeds)",
    );
    // Live payments need every Stripe setting; one without the others is a start-up error.
    const stripeSet = STRIPE_COMPANIONS.filter((name) => env[name]);
    for (const name of STRIPE_COMPANIONS) {
      needs(stripeSet[0], name, `when ${stripeSet[0]} is set (live payments need all Stripe settings)`);
    }
    if (env.APP_ENV === "production" && stripeSet.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "STRIPE_SECRET_KEY is required in production (the test-payments simulator is local only)",
      });
    }
    needs(
      env.OPENAI_TEXT_BASE_URL,
      "OPENAI_TEXT_MODEL",
      "when OPENAI_TEXT_BASE_URL is set (name the model that server runs)",
    );
    // A model OpenAI has already shut down would fail every call: refuse it at start-up instead.
    // (Text models on the operator's own server have names of their own, so only OpenAI's are checked.)
    const openAiModels: Record<string, string | undefined> = {
      OPENAI_IMAGE_MODEL: env.OPENAI_IMAGE_MODEL,
      OPENAI_TRANSCRIBE_MODEL: env.OPENAI_TRANSCRIBE_MODEL,
      ...(env.OPENAI_TEXT_BASE_URL
        ? {}
        : {
            OPENAI_WRITER_MODEL: env.OPENAI_WRITER_MODEL,
            OPENAI_QUIZ_MODEL: env.OPENAI_QUIZ_MODEL,
            OPENAI_TEXT_MODEL: env.OPENAI_TEXT_MODEL,
          }),
    };
    for (const [name, model] of Object.entries(openAiModels)) {
      const problem = model ? retiredModelProblem(name, model) : null;
      if (problem) ctx.addIssue({ code: "custom", path: [name], message: problem });
    }
    needs(env.CF_ACCESS_TEAM_DOMAIN, "CF_ACCESS_AUD", "when CF_ACCESS_TEAM_DOMAIN is set");
    needs(env.CF_ACCESS_AUD, "CF_ACCESS_TEAM_DOMAIN", "when CF_ACCESS_AUD is set");
    needs(env.ADMIN_EMAIL, "ADMIN_PASSWORD", "when ADMIN_EMAIL is set");
    needs(env.ADMIN_PASSWORD, "ADMIN_EMAIL", "when ADMIN_PASSWORD is set");
    if (env.APP_ENV === "production") {
      // Production admins come only through Cloudflare Access; a password login is a local convenience.
      for (const name of ["ADMIN_EMAIL", "ADMIN_PASSWORD"] as const) {
        if (env[name]) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `${name} is local mode only; production admins sign in through Cloudflare Access`,
          });
        }
      }
    }
    if (env.APP_ENV === "production") {
      for (const name of [
        "SESSION_SECRET",
        "GOOGLE_CLIENT_ID",
        "EMAIL_API_KEY",
        "APP_URL",
        "ADMIN_PATH_KEY",
        "CF_ACCESS_TEAM_DOMAIN",
        "CF_ACCESS_AUD",
      ] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: "custom", path: [name], message: `${name} is required in production` });
        }
      }
    }
  });

export type AppConfig = z.infer<typeof envSchema> & {
  isLocal: boolean;
  /** The admin page's secret path segment, and the local login (defaults in local mode only). */
  admin: { pathKey: string; email: string | null; password: string | null };
  /** Base URL for links in e-mails; local mode defaults to the dev server's address. */
  appUrl: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

const parsed = new WeakMap<object, AppConfig>();

/** Parses and caches the Worker's environment; throws a ConfigError naming every bad variable. */
export function readConfig(env: object): AppConfig {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.message).join("; ");
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const config = {
    ...result.data,
    isLocal: result.data.APP_ENV === "local",
    admin: adminSettings(result.data),
    appUrl: (result.data.APP_URL ?? "http://localhost:5173").replace(/\/$/, ""),
  };
  parsed.set(env, config);
  return config;
}

// Local defaults (DESIGN.md): a fresh clone has an admin page and login with no set-up. Production
// refuses to start without ADMIN_PATH_KEY and the Access pair, so these never apply there.
const LOCAL_ADMIN = { pathKey: "local-admin", email: "admin@demo.pub", password: "change-me-locally" };

function adminSettings(env: z.infer<typeof envSchema>): AppConfig["admin"] {
  if (env.APP_ENV !== "local") {
    return { pathKey: env.ADMIN_PATH_KEY ?? "", email: null, password: null };
  }
  return {
    pathKey: env.ADMIN_PATH_KEY ?? LOCAL_ADMIN.pathKey,
    email: (env.ADMIN_EMAIL ?? LOCAL_ADMIN.email).toLowerCase(),
    password: env.ADMIN_PASSWORD ?? LOCAL_ADMIN.password,
  };
}
