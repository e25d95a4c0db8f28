import { describe, expect, it } from "vitest";
import { londonInstant } from "~/lib/time";
import { pubs } from "~/server/db/schema.server";
import { deliverScheduledPost } from "~/server/publishing/dispatch.server";
import { call, db, type Json, signedInAccount } from "./helpers";
import {
  appAt,
  connectPreview,
  duePost,
  feedItemsFor,
  postRow,
  schedule,
  tomorrow,
} from "./publishing-helpers";

/**
 * Google Business Profile posts in their own format (issue 20, decision 026): a post scheduled for
 * Google becomes its Google version when it is scheduled, the calendar shows that version with its
 * topic type and button, and what fails Google's rules is refused then or never published.
 */

const facebookStyle = {
  content:
    "🍺 Quiz night this Thursday from 8pm! 🎉 Teams of up to six, £2 a head, £50 bar tab for the winners 🏆🏆\n\nBook your table: call us on 01234 567890.",
  hashtags: ["#QuizNight", "#PubQuiz"],
};

/** A Starter pub with a website and booking link and the Preview publisher's Google location. */
async function googlePub() {
  const signed = await signedInAccount("starter");
  await db.insert(pubs).values({
    accountId: signed.account.id,
    name: "The Crown",
    phone: "01234 567890",
    website: "https://thecrown.example",
    bookingLink: "https://thecrown.example/book",
    updatedAt: new Date(),
  });
  await connectPreview(signed.cookie, "google");
  return signed;
}

/** The queue consumer two days on, when the post is due. */
function publishNow(id: string) {
  return deliverScheduledPost(
    appAt(() => new Date(Date.now() + 2 * 86_400_000)),
    id,
  );
}

describe("Google posts", () => {
  it("schedules the Google version of a post: no hashtags or phone number, a Book button to the booking link", async () => {
    const { cookie } = await googlePub();
    const created = await schedule(cookie, {
      platform: "google",
      ...facebookStyle,
      publishAt: `${tomorrow()}T12:00`,
    });
    expect(created.status).toBe(201);
    const answer = await created.json<Json>();
    const summary =
      "🍺 Quiz night this Thursday from 8pm! 🎉 Teams of up to six, £2 a head, £50 bar tab for the winners\n\nBook your table.";
    expect(answer.google).toEqual({
      summary,
      format: {
        topicType: "STANDARD",
        callToAction: { actionType: "BOOK", url: "https://thecrown.example/book" },
        event: null,
        offer: null,
      },
    });

    // The calendar shows what will be posted, before it goes.
    const listed = await (
      await call(`/api/schedule?from=${tomorrow()}&to=${tomorrow()}`, { cookie })
    ).json<Json>();
    const [post] = listed.posts;
    expect(post).toMatchObject({ platform: "google", content: summary, hashtags: [] });
    expect(post.google.callToAction).toEqual({ actionType: "BOOK", url: "https://thecrown.example/book" });
    const page = await (await call(`/calendar?date=${tomorrow()}`, { cookie })).text();
    expect(page).toContain("Google update");
    expect(page).toContain("Book");

    // When due, exactly that goes to Google.
    expect(await publishNow(answer.id)).toBe("published");
    const [item] = await feedItemsFor(answer.id);
    expect(item).toMatchObject({
      platform: "google",
      text: summary,
      google: { topicType: "STANDARD", callToAction: { actionType: "BOOK" } },
    });
  });

  it("schedules an EVENT post with its title and times, and an OFFER post with its coupon", async () => {
    const { cookie } = await googlePub();
    const event = await schedule(cookie, {
      platform: "google",
      content: "Quiz night: teams of up to six, £2 a head, cash prize. Get your team in.",
      publishAt: `${tomorrow()}T12:00`,
      google: {
        topicType: "EVENT",
        event: { title: "Quiz night", startsAt: `${tomorrow()}T20:00`, endsAt: `${tomorrow()}T23:00` },
      },
    });
    expect(event.status).toBe(201);
    const eventAnswer = await event.json<Json>();
    expect(eventAnswer.google.format).toMatchObject({
      topicType: "EVENT",
      callToAction: { actionType: "SIGN_UP", url: "https://thecrown.example" },
      event: { title: "Quiz night" },
    });
    const row = await postRow(eventAnswer.id);
    // The landlord's times are London wall-clock, stored as instants.
    expect(row.google?.event).toEqual({
      title: "Quiz night",
      startsAt: londonInstant(tomorrow(), "20:00").toISOString(),
      endsAt: londonInstant(tomorrow(), "23:00").toISOString(),
    });

    const offer = await schedule(cookie, {
      platform: "google",
      content: "Two steaks and a bottle of house red for £30, Monday to Thursday.",
      publishAt: `${tomorrow()}T12:00`,
      google: {
        topicType: "OFFER",
        event: {
          title: "Steak night for two",
          startsAt: `${tomorrow()}T17:00`,
          endsAt: `${tomorrow()}T22:00`,
        },
        offer: { couponCode: "STEAK30", termsConditions: "Dine in only." },
      },
    });
    expect(offer.status).toBe(201);
    const offerAnswer = await offer.json<Json>();
    expect(offerAnswer.google.format).toMatchObject({
      topicType: "OFFER",
      callToAction: null,
      offer: { couponCode: "STEAK30", termsConditions: "Dine in only." },
    });
    expect(await publishNow(offerAnswer.id)).toBe("published");
    const [item] = await feedItemsFor(offerAnswer.id);
    expect(item?.google).toMatchObject({ topicType: "OFFER", offer: { couponCode: "STEAK30" } });
  });

  it("refuses an event without its times, and an edit that puts a phone number or hashtag back", async () => {
    const { cookie } = await googlePub();
    const noTimes = await schedule(cookie, {
      platform: "google",
      content: "Quiz night on Thursday.",
      publishAt: `${tomorrow()}T12:00`,
      google: { topicType: "EVENT" },
    });
    expect(noTimes.status).toBe(400);
    expect((await noTimes.json<Json>()).error).toMatchObject({ code: "invalid_input" });

    const created = await (
      await schedule(cookie, {
        platform: "google",
        content: "Sunday roast from 12.",
        publishAt: `${tomorrow()}T12:00`,
      })
    ).json<Json>();
    const phone = await call(`/api/schedule/${created.id}`, {
      method: "PATCH",
      cookie,
      json: { content: "Sunday roast from 12. Ring 01234 567890 to book." },
    });
    expect(phone.status).toBe(400);
    expect((await phone.json<Json>()).error.message).toContain("Google turns down posts with a phone number");
    const tagged = await call(`/api/schedule/${created.id}`, {
      method: "PATCH",
      cookie,
      json: { content: "Sunday roast from 12. #SundayRoast" },
    });
    expect(tagged.status).toBe(400);
    expect((await tagged.json<Json>()).error.message).toContain("Google posts don't use hashtags");
    expect((await postRow(created.id)).content).toBe("Sunday roast from 12.");
  });

  it("never publishes a Google post that fails the check: it fails with the reason", async () => {
    const { account } = await googlePub();
    const id = await duePost(account.id, {
      platform: "google",
      content: "Quiz night tonight. Ring 01234 567890 to book.",
      hashtags: [],
      google: {
        topicType: "STANDARD",
        callToAction: { actionType: "BOOK", url: "https://thecrown.example/book" },
        event: null,
        offer: null,
      },
    });
    expect(
      await deliverScheduledPost(
        appAt(() => new Date()),
        id,
      ),
    ).toBe("failed");
    expect(await feedItemsFor(id)).toEqual([]);
    const row = await postRow(id);
    expect(row.status).toBe("failed");
    expect(row.lastErrorMessage).toContain("phone number");
  });
});
