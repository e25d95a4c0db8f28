import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestUsage } from "~/server/billing/metering.server";
import { appContext, createAppContext } from "~/server/context.server";
import { call, signedInAccount } from "./helpers";

async function headerOf(cookie: string) {
  const html = await (await call("/account", { cookie })).text();
  return html.slice(html.indexOf("<header"), html.indexOf("</header>"));
}

describe("the header says what is left", () => {
  it("shows the trial's credits, a paid plan's images and voice minutes, and nothing for an admin", async () => {
    const trial = await signedInAccount("trial");
    expect(await headerOf(trial.cookie)).toContain("10 credits left");

    const pro = await signedInAccount("pro");
    const proHeader = await headerOf(pro.cookie);
    expect(proHeader).toContain("80 images left");
    expect(proHeader).toContain("100 voice minutes left");

    const starter = await signedInAccount("starter");
    const starterHeader = await headerOf(starter.cookie);
    expect(starterHeader).toContain("30 images left");
    expect(starterHeader).toContain("50 voice minutes left");

    const admin = await signedInAccount("pro", "admin");
    expect(await headerOf(admin.cookie)).not.toMatch(/ left</);
  });

  it("counts down as credits are spent", async () => {
    const trial = await signedInAccount("trial");
    const written = await call("/api/generate-content", {
      method: "POST",
      cookie: trial.cookie,
      json: { content: "Quiz night this Thursday at 8pm" },
    });
    expect(written.status).toBe(200);
    expect(await headerOf(trial.cookie)).toContain("9 credits left");
  });
});

describe("the content page says it up front", () => {
  /** The page's text without its markup (React splits text around expressions with comments). */
  async function pageText(path: string, cookie: string) {
    const html = await (await call(path, { cookie })).text();
    return html
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<!--.*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, " ");
  }

  it("tells the trial what Generate costs and what is left", async () => {
    const trial = await signedInAccount("trial");
    expect(await pageText("/dashboard", trial.cookie)).toContain("Uses 1 credit · 10 credits left");
  });

  it("tells a paid plan, before any recording, that this server has no speech-to-text", async () => {
    // The worker project runs in local mode: no transcription service is configured.
    const pro = await signedInAccount("pro");
    const text = await pageText("/dashboard", pro.cookie);
    expect(text).toContain("No speech-to-text service on this server");
    expect(text).not.toContain("Ready to Listen");
  });
});

describe("usage on a page load", () => {
  /** The router context of one request, as the Worker builds it. */
  function requestContext() {
    const context = new RouterContextProvider();
    context.set(
      appContext,
      createAppContext(env, () => {}),
    );
    return context;
  }

  it("is read once per request, so the header and the page show the same figures", async () => {
    const { account } = await signedInAccount("trial");
    const onePage = requestContext();
    const forHeader = requestUsage({ context: onePage }, account);
    expect(requestUsage({ context: onePage }, account)).toBe(forHeader);
    expect((await forHeader).trialCreditsRemaining).toBe(10);
    expect(requestUsage({ context: requestContext() }, account)).not.toBe(forHeader);
  });
});
