import { describe, expect, it } from "vitest";
import { recentCache } from "~/lib/recent-cache";

describe("recentCache", () => {
  it("builds a value once and keeps it", () => {
    const cache = recentCache<number>(2);
    let builds = 0;
    const build = () => ++builds;
    expect(cache.get("a", build)).toBe(1);
    expect(cache.get("a", build)).toBe(1);
    expect(builds).toBe(1);
  });

  it("drops the least recently used value past its limit", () => {
    const cache = recentCache<string>(2);
    cache.get("a", () => "a1");
    cache.get("b", () => "b1");
    cache.get("a", () => "a2"); // a is now the most recent
    cache.get("c", () => "c1"); // b goes
    expect(cache.get("a", () => "a3")).toBe("a1");
    expect(cache.get("b", () => "b2")).toBe("b2");
  });

  it("builds again after forget", () => {
    const cache = recentCache<string>(2);
    cache.get("a", () => "first");
    cache.forget("a");
    expect(cache.get("a", () => "second")).toBe("second");
  });
});

describe("recentCache peek and set", () => {
  it("answers nothing for a key it never kept, and what set kept otherwise", () => {
    const cache = recentCache<string>(2);
    expect(cache.peek("a")).toBeUndefined();
    cache.set("a", "first");
    cache.set("a", "second");
    expect(cache.peek("a")).toBe("second");
  });

  it("counts a peek as a use when choosing what to drop", () => {
    const cache = recentCache<string>(2);
    cache.set("a", "a1");
    cache.set("b", "b1");
    cache.peek("a");
    cache.set("c", "c1"); // b is the least recently used
    expect(cache.peek("b")).toBeUndefined();
    expect(cache.peek("a")).toBe("a1");
  });
});
