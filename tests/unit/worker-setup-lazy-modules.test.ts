import { globSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The worker tests' setup file imports every lazily loaded view once, in order, before any test
 * runs (tests/worker/apply-migrations.ts says why: concurrent first imports can hang the run). A
 * lazy view added to the app without being added there would bring that hang back, so this keeps
 * the two lists together.
 */
function lazyViewsOfTheApp(): string[] {
  const found = new Set<string>();
  for (const file of globSync("app/{components,routes}/**/*.{ts,tsx}")) {
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/\bimport\("((?:\.{1,2}\/|~\/)[^"]+)"\)/g)) {
      const path = specifier!.startsWith("~/")
        ? specifier!
        : `~/${normalize(join(dirname(file), specifier!)).replace(/^app\//, "")}`;
      found.add(path);
    }
  }
  return [...found].sort();
}

describe("the worker tests' setup", () => {
  it("loads every lazily imported view of the app before the tests run", () => {
    const setup = readFileSync("tests/worker/apply-migrations.ts", "utf8");
    const views = lazyViewsOfTheApp();
    expect(views.length).toBeGreaterThan(10);
    expect(views.filter((path) => !setup.includes(`import("${path}")`))).toEqual([]);
  });
});
