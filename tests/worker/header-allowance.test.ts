import { describe, expect, it } from "vitest";
import { call, signedInAccount } from "./helpers";

async function headerOf(cookie: string) {
  const html = await (await call("/account", { cookie })).text();
  return html.slice(html.indexOf("<header"), html.indexOf("</header>"));
}

describe("the header says what is left", () => {
  it("shows the trial's credits, a paid plan's images, and nothing for an admin", async () => {
    const trial = await signedInAccount("trial");
    expect(await headerOf(trial.cookie)).toContain("10 credits left");

    const pro = await signedInAccount("pro");
    expect(await headerOf(pro.cookie)).toContain("80 images left");

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
