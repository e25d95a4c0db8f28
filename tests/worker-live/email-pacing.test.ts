import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createHttpEmail } from "~/server/providers/email/http-api.server";
import type { Json } from "../worker/helpers";

const fake = env.FAKE_URL!;
const resend = `${fake}/resend`;

async function delivered(): Promise<Array<{ to: string[]; idempotencyKey: string | null }>> {
  return (await fetch(`${fake}/__control/resend/delivered`)).json<Json>();
}

async function requestCount(): Promise<number> {
  const requests: Json[] = await (await fetch(`${fake}/__control/requests?service=resend`)).json();
  return requests.length;
}

function sender(apiKey = "re_test_key") {
  return createHttpEmail({ apiKey, from: "Full House <hello@fullhouse.pub>", baseUrl: resend });
}

const message = (to: string) => ({
  to,
  subject: "Match day",
  text: "Kick-off at 8pm.",
  tag: "match-reminder",
});

beforeEach(async () => {
  await fetch(`${fake}/__control/resend`, { method: "DELETE" });
  await fetch(`${fake}/__control/requests?service=resend`, { method: "DELETE" });
  // Let the fake's one-second window empty after the previous test's sends.
  await new Promise((resolve) => setTimeout(resolve, 1100));
});

describe("the fake Resend refuses what Resend refuses", () => {
  it("a third request inside one second gets 429 with retry-after and the rate-limit headers", async () => {
    const send = () =>
      fetch(`${resend}/emails`, {
        method: "POST",
        headers: { authorization: "Bearer re_test_key", "content-type": "application/json" },
        body: JSON.stringify({ from: "a@b.pub", to: ["x@y.pub"], subject: "s", text: "t" }),
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429]);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.headers.get("ratelimit-limit")).toBe("2");
    expect((await limited.json<Json>()).name).toBe("rate_limit_exceeded");
  });

  it("the same Idempotency-Key with another payload is a 409, with the same payload the first id", async () => {
    const send = (subject: string) =>
      fetch(`${resend}/emails`, {
        method: "POST",
        headers: {
          authorization: "Bearer re_test_key",
          "content-type": "application/json",
          "idempotency-key": "match-reminder/1/abc",
        },
        body: JSON.stringify({ from: "a@b.pub", to: ["x@y.pub"], subject, text: "t" }),
      });
    const first = await (await send("one")).json<Json>();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const again = await (await send("one")).json<Json>();
    expect(again.id).toBe(first.id);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const other = await send("two");
    expect(other.status).toBe(409);
    expect((await other.json<Json>()).name).toBe("invalid_idempotent_request");
    expect(await delivered()).toHaveLength(1);
  });
});

describe("the paced e-mail sender", () => {
  it("sends a match day's burst at the documented 2 a second: every message once, no 429", async () => {
    const started = Date.now();
    // Two provider objects with one key (reminders and sign-in links) share the one budget.
    const reminders = sender();
    const signInLinks = sender();
    const recipients = Array.from({ length: 8 }, (_, index) => `landlord${index}@pub.example`);
    const results = await Promise.all(
      recipients.map((to, index) => (index % 2 ? signInLinks : reminders).send(message(to))),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(8);
    expect((await delivered()).map((email) => email.to[0]).sort()).toEqual([...recipients].sort());
    expect(await requestCount()).toBe(8); // eight requests in all: not one was refused and retried
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });

  it("waits out a 429's retry-after (a team-mate used the limit) and then delivers once", async () => {
    await fetch(`${fake}/__control/resend`, { method: "POST", body: JSON.stringify({ busySeconds: 2 }) });
    const started = Date.now();
    await expect(sender().send(message("busy@pub.example"))).resolves.toMatchObject({
      id: expect.any(String),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(await requestCount()).toBe(2);
    expect(await delivered()).toHaveLength(1);
  });

  it("retries an answer lost after delivery with the same key, so the message arrives once", async () => {
    await fetch(`${fake}/__control/resend`, {
      method: "POST",
      body: JSON.stringify({ loseNextAnswer: true }),
    });
    const result = await sender().send({
      ...message("lost@pub.example"),
      idempotencyKey: "match-reminder/7/xyz",
    });
    const [only, ...more] = await delivered();
    expect(more).toEqual([]);
    expect(only).toMatchObject({ to: ["lost@pub.example"], idempotencyKey: "match-reminder/7/xyz" });
    expect(result.id).toEqual(expect.any(String));
    const sent: Json[] = await (await fetch(`${fake}/__control/requests?service=resend`)).json();
    expect(sent.map((request) => request.headers["idempotency-key"])).toEqual([
      "match-reminder/7/xyz",
      "match-reminder/7/xyz",
    ]);
  });

  it("gives every message a key of its own when the caller names none", async () => {
    await sender().send(message("a@pub.example"));
    await sender().send(message("b@pub.example"));
    const keys = (await delivered()).map((email) => email.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^match-reminder\//);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
