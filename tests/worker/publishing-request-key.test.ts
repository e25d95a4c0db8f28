import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, type Json } from "./helpers";
import { connectedStarter, tomorrow } from "./publishing-helpers";

/** POST /api/schedule with an Idempotency-Key, as the schedule dialog sends it (decision 029). */
function scheduleWithKey(cookie: string, key: string, json: Json) {
  return call("/api/schedule", { method: "POST", cookie, json, headers: { "Idempotency-Key": key } });
}

async function postsOf(accountId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM scheduled_posts WHERE account_id = ?")
    .bind(accountId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const post = () => ({
  platform: "facebook",
  content: "Quiz night Thursday 8pm, £2 a head",
  hashtags: ["QuizNight"],
  publishAt: `${tomorrow()}T18:00`,
});

describe("Schedule pressed twice makes one post", () => {
  it("answers a repeat of the same request with the post the first one made", async () => {
    const { cookie, account } = await connectedStarter();
    const first = await scheduleWithKey(cookie, "dialog-1", post());
    const again = await scheduleWithKey(cookie, "dialog-1", post());
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect((await again.json<Json>()).id).toBe((await first.json<Json>()).id);
    expect(await postsOf(account.id)).toBe(1);

    // A new key (the dialog opened again) is a new post; no key at all works as before.
    expect((await scheduleWithKey(cookie, "dialog-2", post())).status).toBe(201);
    expect((await call("/api/schedule", { method: "POST", cookie, json: post() })).status).toBe(201);
    expect(await postsOf(account.id)).toBe(3);
  });

  it("makes exactly one post when five presses arrive at once", async () => {
    const { cookie, account } = await connectedStarter();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => scheduleWithKey(cookie, "same-press", post())),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json<Json>()).id)));
    expect(ids.size).toBe(1);
    expect(await postsOf(account.id)).toBe(1);
  });

  it("keeps each account's keys apart, and refuses a key reused for a different post", async () => {
    const one = await connectedStarter();
    const other = await connectedStarter();
    const mine = await (await scheduleWithKey(one.cookie, "shared-key", post())).json<Json>();
    const theirs = await scheduleWithKey(other.cookie, "shared-key", post());
    expect(theirs.status).toBe(201);
    expect((await theirs.json<Json>()).id).not.toBe(mine.id);
    expect(await postsOf(other.account.id)).toBe(1);

    const changed = await scheduleWithKey(one.cookie, "shared-key", {
      ...post(),
      publishAt: `${tomorrow()}T19:00`,
    });
    expect(changed.status).toBe(409);
    expect((await changed.json<Json>()).error.message).toMatch(/Idempotency-Key/);
    expect(await postsOf(one.account.id)).toBe(1);

    const junk = await scheduleWithKey(one.cookie, "x".repeat(300), post());
    expect(junk.status).toBe(400);
    expect((await junk.json<Json>()).error.code).toBe("invalid_input");
  });
});
