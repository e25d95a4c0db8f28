import { z } from "zod";

const optional = z.string().trim().min(1).optional();

/**
 * The environment, parsed once per isolate. A secret present switches its provider to live;
 * a secret without its companion setting is an error that names the missing variable.
 */
const envSchema = z
  .object({
    APP_ENV: z.enum(["local", "production"]).default("local"),
    /** Where links in e-mails point (reminders are sent by cron, with no request to read it from). */
    APP_URL: z.url().optional(),
    SESSION_SECRET: optional,
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    // Endpoint overrides exist so tests can point the adapter at an in-process server.
    GOOGLE_AUTH_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
    GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
    GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
    EMAIL_API_KEY: optional,
    EMAIL_FROM: optional,
    EMAIL_API_URL: z.url().default("https://api.resend.com"),
    FOOTBALL_DATA_TOKEN: optional,
    FOOTBALL_DATA_URL: z.url().default("https://api.football-data.org/v4"),
    THESPORTSDB_KEY: optional,
    THESPORTSDB_URL: z.url().default("https://www.thesportsdb.com/api/v1/json"),
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
    OPENAI_WRITER_MODEL: z.string().default("gpt-4.1-mini"),
    OPENAI_TRANSCRIBE_MODEL: z.string().default("gpt-4o-mini-transcribe"),
    OPENAI_IMAGE_MODEL: z.string().default("gpt-image-1"),
    /** The only outside host /api/proxy-image will fetch from (the image provider's file host). */
    IMAGE_PROVIDER_HOST: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "IMAGE_PROVIDER_HOST must be a host name, not an address or URL")
      .default("oaidalleapiprodscus.blob.core.windows.net"),
    OPEN_METEO_API_KEY: optional,
    OPEN_METEO_URL: z.url().default("https://customer-api.open-meteo.com/v1"),
    OPEN_METEO_GEOCODING_URL: z.url().default("https://customer-geocoding-api.open-meteo.com/v1"),
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
    if (env.APP_ENV === "production") {
      for (const name of ["SESSION_SECRET", "GOOGLE_CLIENT_ID", "EMAIL_API_KEY", "APP_URL"] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: "custom", path: [name], message: `${name} is required in production` });
        }
      }
    }
  });

export type AppConfig = z.infer<typeof envSchema> & {
  isLocal: boolean;
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
    appUrl: (result.data.APP_URL ?? "http://localhost:5173").replace(/\/$/, ""),
  };
  parsed.set(env, config);
  return config;
}
