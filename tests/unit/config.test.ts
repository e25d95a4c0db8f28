import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "~/server/env.server";

const env = (values: Record<string, string>) => values;

describe("environment", () => {
  it("runs every provider built-in in local mode with no keys", () => {
    const config = readConfig(env({ APP_ENV: "local" }));
    expect(config.isLocal).toBe(true);
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it("names the missing companion of a half-configured provider", () => {
    expect(() => readConfig(env({ APP_ENV: "local", GOOGLE_CLIENT_ID: "id" }))).toThrow(
      /GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set/,
    );
    expect(() => readConfig(env({ APP_ENV: "local", EMAIL_API_KEY: "re_x" }))).toThrow(
      /EMAIL_FROM is required when EMAIL_API_KEY is set/,
    );
  });

  it("turns live publishing on only with the Meta app's id, its secret and the Google client", () => {
    expect(() => readConfig(env({ APP_ENV: "local", META_APP_ID: "123" }))).toThrow(
      /META_APP_SECRET is required when META_APP_ID is set.*GOOGLE_CLIENT_ID is required when META_APP_ID is set/,
    );
    const config = readConfig(
      env({
        APP_ENV: "local",
        META_APP_ID: "123",
        META_APP_SECRET: "s",
        GOOGLE_CLIENT_ID: "g",
        GOOGLE_CLIENT_SECRET: "gs",
      }),
    );
    expect(config.META_GRAPH_URL).toBe("https://graph.facebook.com");
    // Production stores publishing tokens encrypted, so it must be given the key.
    expect(() =>
      readConfig(
        env({
          APP_ENV: "production",
          META_APP_ID: "123",
          META_APP_SECRET: "s",
          GOOGLE_CLIENT_ID: "g",
          GOOGLE_CLIENT_SECRET: "gs",
        }),
      ),
    ).toThrow(/TOKEN_ENCRYPTION_KEY is required in production when META_APP_ID is set/);
    expect(config.GOOGLE_BUSINESS_POSTS_URL).toBe("https://mybusiness.googleapis.com");
  });

  it("refuses to run production without its secrets", () => {
    try {
      readConfig(env({ APP_ENV: "production" }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain("SESSION_SECRET is required in production");
      expect((error as Error).message).toContain("GOOGLE_CLIENT_ID is required in production");
      expect((error as Error).message).toContain("EMAIL_API_KEY is required in production");
    }
  });
});
