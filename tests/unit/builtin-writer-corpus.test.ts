import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLATFORMS } from "~/lib/content/constants";
import { BRIEFS, REFINEMENTS, runCorpus } from "./fixtures/landlord-corpus";

describe.skipIf(process.env.SKIP_CORPUS)("built-in writer: the landlord corpus", () => {
  it("has at least 300 briefs", () => {
    expect(BRIEFS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(BRIEFS).size).toBe(BRIEFS.length);
  });

  it("writes every brief for every platform, plain and with every refinement, and every post passes the writing check", async () => {
    const started = performance.now();
    const { posts, failures } = await runCorpus();
    const seconds = (performance.now() - started) / 1000;
    // The bench's figure (bench/run.mjs) is this very run: written out before anything is asserted.
    const out = process.env.WRITER_CORPUS_OUT;
    if (out)
      writeFileSync(
        out,
        JSON.stringify({
          briefs: BRIEFS.length,
          posts,
          failed: failures.length,
          seconds,
          firstFailures: failures.slice(0, 5),
        }),
      );
    expect(posts).toBeGreaterThanOrEqual(BRIEFS.length * PLATFORMS.length * (REFINEMENTS.length + 1));
    expect(failures.slice(0, 10).join("\n"), `${failures.length} of ${posts} posts failed`).toBe("");
    // ~22,800 posts: minutes of CPU, longer while the Worker tests share the two cores.
  }, 600_000);
});
