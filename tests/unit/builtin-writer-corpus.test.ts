import { describe, expect, it } from "vitest";
import { PLATFORMS } from "~/lib/content/constants";
import { BRIEFS, REFINEMENTS, runCorpus } from "./fixtures/landlord-corpus";

describe.skipIf(process.env.SKIP_CORPUS)("built-in writer: the landlord corpus", () => {
  it("has at least 300 briefs", () => {
    expect(BRIEFS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(BRIEFS).size).toBe(BRIEFS.length);
  });

  it("writes every brief for every platform, plain and with every refinement, and every post passes the writing check", async () => {
    const { posts, failures } = await runCorpus();
    expect(posts).toBeGreaterThanOrEqual(BRIEFS.length * PLATFORMS.length * (REFINEMENTS.length + 1));
    expect(failures.slice(0, 10).join("\n"), `${failures.length} of ${posts} posts failed`).toBe("");
  }, 300_000);
});
