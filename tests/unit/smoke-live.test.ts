import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVendorServer } from "../fakes/vendor-server";

const run = promisify(execFile);
let fake: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  fake = await startVendorServer();
});
afterAll(() => fake.close());

/** Runs `npm run smoke:live`'s script with these variables only; answers its table and exit code. */
async function smoke(vars: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, ["scripts/smoke-live.mjs"], {
      env: { PATH: process.env.PATH, ...vars },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

function liveVars() {
  const f = fake.url;
  return {
    OPENAI_API_KEY: "sk-test-key",
    OPENAI_BASE_URL: `${f}/openai/v1`,
    STRIPE_SECRET_KEY: "sk_test_full_house_fake",
    STRIPE_API_URL: f,
    STRIPE_PRICE_STARTER_MONTHLY: "price_starter_month",
    STRIPE_PRICE_STARTER_ANNUAL: "price_starter_year",
    STRIPE_PRICE_PRO_MONTHLY: "price_pro_month",
    STRIPE_PRICE_PRO_ANNUAL: "price_pro_year",
    EMAIL_API_KEY: "re_test_key",
    EMAIL_FROM: "Full House <hello@fullhouse.pub>",
    EMAIL_API_URL: `${f}/resend`,
    FOOTBALL_DATA_TOKEN: "fd-test-token",
    FOOTBALL_DATA_URL: `${f}/football-data/v4`,
    THESPORTSDB_KEY: "123",
    THESPORTSDB_URL: `${f}/thesportsdb/api/v1/json`,
    OPEN_METEO_API_KEY: "om-test-key",
    OPEN_METEO_URL: `${f}/open-meteo/v1`,
    META_APP_ID: "1234567890",
    META_APP_SECRET: "meta-test-secret",
    META_GRAPH_URL: `${f}/graph`,
  };
}

describe("npm run smoke:live", () => {
  it("makes one read-only call per configured service and prints a table of ok rows", async () => {
    const { code, stdout } = await smoke(liveVars());
    expect(stdout).toMatch(/^Service\s+Check\s+Result\s+Detail/);
    for (const service of [
      "OpenAI",
      "Stripe",
      "E-mail \\(Resend\\)",
      "football-data.org",
      "TheSportsDB",
      "Open-Meteo",
      "Meta \\(publishing\\)",
    ]) {
      expect(stdout).toMatch(new RegExp(`^${service}\\s.*\\sok\\s`, "m"));
    }
    expect(stdout).toMatch(/fullhouse\.pub verified/);
    expect(stdout).toMatch(/4 prices match the plans \(TEST key\)/);
    expect(stdout).toMatch(/^Own text model\s.*not configured/m);
    expect(stdout).toMatch(/app "Full House" \(1234567890\)/);
    expect(code).toBe(0);
  });

  it("fails, naming the variable, for a retired model, a wrong key and a half-configured service", async () => {
    const { code, stdout } = await smoke({
      ...liveVars(),
      OPENAI_IMAGE_MODEL: "gpt-image-1",
      EMAIL_API_KEY: "re_wrong",
      STRIPE_PRICE_PRO_ANNUAL: "",
      META_APP_SECRET: "not-the-secret",
    });
    expect(stdout).toMatch(/^OpenAI\s.*FAIL\s+OPENAI_IMAGE_MODEL=gpt-image-1 is not offered/m);
    expect(stdout).toMatch(/^E-mail \(Resend\)\s.*FAIL\s+HTTP 403: API key is invalid/m);
    expect(stdout).toMatch(/^Stripe\s.*FAIL\s+missing STRIPE_PRICE_PRO_ANNUAL/m);
    expect(stdout).toMatch(/^Meta \(publishing\)\s.*FAIL\s+HTTP 400: Invalid OAuth access token signature/m);
    expect(stdout).toMatch(/4 service\(s\) failed/);
    expect(code).toBe(1);
  });
});
