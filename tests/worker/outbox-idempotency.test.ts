import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAppContext } from "~/server/context.server";
import { createOutboxEmail, listOutbox } from "~/server/providers/email/outbox.server";
import { call, uniqueEmail } from "./helpers";

/** How often a subject appears on /dev/outbox, as the person reading the local outbox sees it. */
async function timesInOutbox(subject: string) {
  const page = await call("/dev/outbox");
  expect(page.status).toBe(200);
  // Each message is a card headed by its subject (the page's data also carries it, so count headings).
  return (await page.text()).split(`>${subject}</h2>`).length - 1;
}

describe("the local outbox honours idempotency keys, as the live e-mail API does", () => {
  it("stores one e-mail for two sends with the same key, and answers the first one's id", async () => {
    const email = createAppContext(env, () => {}).providers.email;
    expect(email.kind).toBe("builtin");
    const subject = `Your post did not go out ${crypto.randomUUID().slice(0, 8)}`;
    const message = {
      to: uniqueEmail(),
      subject,
      text: "The post planned for Friday did not go out.",
      tag: "publish-failed",
      idempotencyKey: `publish-failed:${crypto.randomUUID()}:1`,
    };
    const first = await email.send(message);
    const again = await email.send(message);
    expect(again.id).toBe(first.id);
    expect(await timesInOutbox(subject)).toBe(1);
  });

  it("keeps every message sent without a key, and every message with its own key", async () => {
    const email = createAppContext(env, () => {}).providers.email;
    const subject = `Quiz night reminder ${crypto.randomUUID().slice(0, 8)}`;
    const base = { to: uniqueEmail(), subject, text: "Quiz night at 8.", tag: "reminder" };
    await email.send(base);
    await email.send(base);
    await email.send({ ...base, idempotencyKey: `reminder:${crypto.randomUUID()}` });
    expect(await timesInOutbox(subject)).toBe(3);
  });

  it("keeps one e-mail when two sends with the same key race each other", async () => {
    const email = createAppContext(env, () => {}).providers.email;
    const subject = `Match day ${crypto.randomUUID().slice(0, 8)}`;
    const message = {
      to: uniqueEmail(),
      subject,
      text: "Arsenal v Chelsea, kick-off 5.30pm.",
      tag: "match-reminder",
      idempotencyKey: `match-reminder/${crypto.randomUUID()}`,
    };
    const [first, second] = await Promise.all([email.send(message), email.send(message)]);
    expect(second.id).toBe(first.id);
    expect(await timesInOutbox(subject)).toBe(1);
  });

  it("sends again under a key used more than 24 hours ago, as the live API forgets its keys", async () => {
    let clock = new Date("2026-11-20T09:00:00Z");
    const email = createOutboxEmail(env.FILES, () => clock);
    const subject = `Your week is ready ${crypto.randomUUID().slice(0, 8)}`;
    const message = {
      to: uniqueEmail(),
      subject,
      text: "Five posts are waiting for you.",
      tag: "weekly-plan",
      idempotencyKey: `weekly-plan/${crypto.randomUUID()}`,
    };
    const first = await email.send(message);
    clock = new Date("2026-11-21T08:59:00Z");
    expect((await email.send(message)).id).toBe(first.id);
    clock = new Date("2026-11-21T09:01:00Z");
    const later = await email.send(message);
    expect(later.id).not.toBe(first.id);
    expect((await email.send(message)).id).toBe(later.id);
    // Dated a week back, so they sort below the newest 50 the page shows: read the whole outbox.
    const kept = (await listOutbox(env.FILES, 1000)).filter((stored) => stored.subject === subject);
    expect(kept.map((stored) => stored.id).sort()).toEqual([first.id, later.id].sort());
  });
});
