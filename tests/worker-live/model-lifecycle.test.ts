import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { readModelLifecycle } from "~/server/admin/model-lifecycle.server";
import { readConfig } from "~/server/env.server";
import { call, type Json } from "../worker/helpers";

const fake = env.FAKE_URL!;
const config = readConfig(env);
const today = new Date("2026-11-25T09:00:00Z");

async function announce(id: string, shutdownDate: string | null) {
  await fetch(`${fake}/__control/openai/models`, {
    method: "POST",
    body: JSON.stringify({ id, shutdownDate }),
  });
}

afterEach(async () => {
  await announce("gpt-6-luna", null);
  await announce("gpt-image-2.5-flare", null);
});

describe("the admin's model lifecycle panel", () => {
  it("lists each configured model with OpenAI's shutdown date from GET /v1/models", async () => {
    const lifecycle = await readModelLifecycle(config, today);
    expect(lifecycle).toMatchObject({ status: "ready", warnDays: 60 });
    if (lifecycle.status !== "ready") throw new Error("not ready");
    expect(lifecycle.models.map((m) => [m.variable, m.model, m.state])).toEqual([
      ["OPENAI_IMAGE_MODEL", "gpt-image-2.5-flare", "ok"],
      ["OPENAI_TRANSCRIBE_MODEL", "gpt-transcribe", "ok"],
      ["OPENAI_WRITER_MODEL", "gpt-6-luna", "ok"],
      ["OPENAI_QUIZ_MODEL", "gpt-6.1-sol", "ok"],
    ]);
  });

  it("warns 60 days ahead, not 61, and marks a passed date and an unlisted model", async () => {
    await announce("gpt-6-luna", "2027-01-24"); // 60 days after 25 November
    await announce("gpt-image-2.5-flare", "2027-01-25"); // 61 days
    const soon = await readModelLifecycle(config, today);
    if (soon.status !== "ready") throw new Error("not ready");
    expect(soon.models.find((m) => m.model === "gpt-6-luna")).toMatchObject({
      shutdownDate: "2027-01-24",
      daysLeft: 60,
      state: "soon",
    });
    expect(soon.models.find((m) => m.model === "gpt-image-2.5-flare")).toMatchObject({
      daysLeft: 61,
      state: "ok",
    });

    await announce("gpt-6-luna", "2026-11-20");
    const gone = await readModelLifecycle(
      readConfig({ ...env, OPENAI_QUIZ_MODEL: "gpt-6.1-sol-typo" }),
      today,
    );
    if (gone.status !== "ready") throw new Error("not ready");
    expect(gone.models.find((m) => m.model === "gpt-6-luna")?.state).toBe("gone");
    expect(gone.models.find((m) => m.variable === "OPENAI_QUIZ_MODEL")?.state).toBe("missing");
  });

  it("says plainly when OpenAI refuses the key, and that local mode has no OpenAI models", async () => {
    const refused = await readModelLifecycle(readConfig({ ...env, OPENAI_API_KEY: "sk-wrong" }), today);
    expect(refused).toEqual({
      status: "unavailable",
      message: "OpenAI answered 401 when asked for its model list (check OPENAI_API_KEY).",
    });
    const local = await readModelLifecycle(readConfig({ ...env, OPENAI_API_KEY: undefined }), today);
    expect(local).toEqual({ status: "builtin" });
  });

  it("is for admins only", async () => {
    const response = await call("/api/admin/model-lifecycle");
    expect([401, 403]).toContain(response.status);
    expect((await response.json<Json>()).error.code).toBeTruthy();
  });
});
