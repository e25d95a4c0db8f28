import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FavouriteTeam } from "~/lib/contract/sports";
import { createAccount } from "~/server/auth/accounts.server";
import { createAppContext } from "~/server/context.server";
import type { OutgoingEmail } from "~/server/providers/email/types";
import type { SourceFixture } from "~/server/providers/fixtures/types";
import { saveFavourites } from "~/server/sports/favourites.server";
import { refreshFixtures } from "~/server/sports/fixture-store.server";
import { sendDueReminders } from "~/server/sports/reminders.server";
import { type Json, services, uniqueEmail } from "../worker/helpers";

const fake = env.FAKE_URL!;
const arsenal: FavouriteTeam = {
  id: "football-arsenal",
  name: "Arsenal",
  sport: "football",
  category: "premier",
  notificationDays: 21,
};

async function queueChat(answer: string) {
  await fetch(`${fake}/__control/openai/next-answer`, {
    method: "POST",
    body: JSON.stringify({ endpoint: "chat", answer }),
  });
}

/** The writer's calls the fake has seen about one match. */
async function chatCalls(about: string): Promise<Json[]> {
  const recorded = await (await fetch(`${fake}/__control/requests?service=openai`)).json<Json[]>();
  return recorded.filter(
    (request) =>
      request.path === "/openai/v1/chat/completions" &&
      /pub_posts/.test(request.body) &&
      request.body.includes(about),
  );
}

/** One reminder run for a new Arsenal follower, the live OpenAI writer writing, e-mails collected. */
async function remind(awayTeam: string) {
  const ctx = createAppContext(env, () => {});
  const match: SourceFixture = {
    providerId: `test:live-reminder-${awayTeam}`,
    sport: "football",
    homeTeam: "Arsenal",
    awayTeam,
    competition: "Premier League",
    startsAt: new Date(Date.now() + 40 * 3600 * 1000).toISOString(),
    venue: "Emirates Stadium",
    tvChannels: ["Sky Sports"],
    tvChannelsExpected: true,
    status: "upcoming",
    stage: "league",
    highlights: "",
  };
  const sent: OutgoingEmail[] = [];
  const withFeed = {
    ...ctx,
    providers: {
      ...ctx.providers,
      fixtures: { kind: "live" as const, label: "Scripted feed", fetchFixtures: async () => [match] },
      email: {
        kind: "builtin" as const,
        send: async (message: OutgoingEmail) => {
          sent.push(message);
          return { id: "x" };
        },
      },
    },
  };
  await refreshFixtures(withFeed);
  const account = await createAccount(services, { email: uniqueEmail("reminders"), plan: "pro" });
  await saveFavourites(ctx, account.id, { favourites: [arsenal] });
  await sendDueReminders(withFeed);
  const mine = sent.filter((email) => email.to === account.email);
  expect(mine).toHaveLength(1);
  return mine[0]!.text;
}

describe("match reminders in live mode: the model's post goes through the writing check", () => {
  it("rewrites a broken post once with what failed, and e-mails the rewrite that passes", async () => {
    expect(createAppContext(env, () => {}).providers.ai.kind).toBe("live");
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
    await queueChat("broken_post");
    const text = await remind("Brentford");
    expect(text).toContain("Here it is, ready to copy:");
    expect(text).toContain("Arsenal v Brentford");
    expect(text).not.toContain("it's on on the night");
    expect(text).not.toContain("didn't pass our writing check");
    const calls = await chatCalls("Arsenal v Brentford");
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toContain("Revision notes");
    expect(calls[1]!.body).toContain('\\"on\\" is written twice in a row');
  });

  it("leaves a post that still fails after its rewrite out of the e-mail, and says so", async () => {
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
    await queueChat("broken_post");
    await queueChat("broken_post");
    const text = await remind("Fulham");
    expect(text).not.toContain("it's on on the night");
    expect(text).not.toContain("Here it is, ready to copy:");
    expect(text).toContain("The post we wrote for this didn't pass our writing check");
    expect(text).toContain("/sports/match/test%3Alive-reminder-Fulham");
    expect(await chatCalls("Arsenal v Fulham")).toHaveLength(2);
  });
});
