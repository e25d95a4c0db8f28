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
