import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addLondonDays, londonDate } from "~/lib/time";
import { fixtures } from "~/server/db/schema.server";
import { listOutbox } from "~/server/providers/email/outbox.server";
import { followMovedFixtures } from "~/server/publishing/follow-fixtures.server";
import { call, db, type Json, signedInAccount } from "./helpers";
import { appAt, connectPreview, postRow } from "./publishing-helpers";

async function insertFixture(startsAt: Date) {
  const providerId = `test-${crypto.randomUUID()}`;
  await db.insert(fixtures).values({
    providerId,
    sport: "football",
    homeTeam: "Arsenal",
    awayTeam: "Spurs",
    competition: "Premier League",
    startsAt,
    venue: "Emirates Stadium",
    tvChannels: ["Sky Sports"],
    tvChannelsExpected: false,
    status: "upcoming",
    stage: "Regular Season",
    highlights: "",
    updatedAt: new Date(),
  });
  return providerId;
}

describe("scheduled match posts follow their fixture", () => {
  it("a kick-off moved by the refresh moves the post by the same amount and tells the owner", async () => {
    const { cookie, email } = await signedInAccount("starter");
    await connectPreview(cookie, "meta");
    const day = addLondonDays(londonDate(new Date()), 3);
    const kickOff = new Date(`${day}T15:00:00Z`);
    const fixtureId = await insertFixture(kickOff);
    const { id } = await (
      await call("/api/schedule", {
        method: "POST",
        cookie,
        json: {
          platform: "facebook",
          content: "Derby day!",
          publishAt: `${day}T10:00`,
          source: "campaign",
          fixtureId,
        },
      })
    ).json<Json>();
    const before = await postRow(id);

    // The refresh moves the match two hours later (TV pick).
    await db
      .update(fixtures)
      .set({ startsAt: new Date(kickOff.getTime() + 2 * 3_600_000) })
      .where(eq(fixtures.providerId, fixtureId));
    const result = await followMovedFixtures(appAt(() => new Date()));
    expect(result.followed).toBeGreaterThanOrEqual(1);
    const after = await postRow(id);
    expect(after.publishAt.getTime() - before.publishAt.getTime()).toBe(2 * 3_600_000);
    expect(after.status).toBe("scheduled");
    const mail = (await listOutbox(env.FILES, 200)).find((m) => m.to === email && m.tag === "fixture-moved");
    expect(mail?.subject).toContain("Arsenal v Spurs has moved");

    // Running again changes nothing.
    await followMovedFixtures(appAt(() => new Date()));
    expect((await postRow(id)).publishAt.getTime()).toBe(after.publishAt.getTime());
  });
});
