import { describe, expect, it } from "vitest";
import { googlePostProblems } from "~/lib/content/check-platform";
import { GOOGLE_SUMMARY_LIMIT } from "~/lib/publishing/google-post";
import {
  googleButton,
  googleSummary,
  googleVersionOf,
} from "~/server/providers/ai/builtin-writer/google-format.server";

const links = { website: "https://thecrown.example", bookingLink: "https://thecrown.example/book" };

const facebookPost = {
  content:
    "🍺 Quiz night this Thursday from 8pm! 🎉 Teams of up to six, £2 a head, and a £50 bar tab for the winners 🏆🏆\n\nBook your table: call us on 01234 567890.\n\n#QuizNight #PubQuiz",
  hashtags: ["#TheCrown", "#Thursday"],
};

function codes(problems: Array<{ code: string }>) {
  return problems.map((problem) => problem.code).sort();
}

describe("The Google version of a post", () => {
  it("keeps the words and facts, drops hashtags and the phone number, and keeps two emoji", () => {
    const version = googleVersionOf({ post: facebookPost, links });
    expect(version.summary).toBe(
      "🍺 Quiz night this Thursday from 8pm! 🎉 Teams of up to six, £2 a head, and a £50 bar tab for the winners\n\nBook your table.",
    );
    expect(version.format).toEqual({
      topicType: "STANDARD",
      callToAction: { actionType: "BOOK", url: "https://thecrown.example/book" },
      event: null,
      offer: null,
    });
    expect(googlePostProblems({ summary: version.summary, format: version.format })).toEqual([]);
  });

  it("chooses the button from what the post asks people to do", () => {
    expect(googleButton("Order your Sunday roast to take away", links)).toEqual({
      actionType: "ORDER",
      url: "https://thecrown.example",
    });
    expect(googleButton("Get your team in for Thursday's quiz", links)?.actionType).toBe("SIGN_UP");
    expect(googleButton("Tickets for the comedy night are £10", links)?.actionType).toBe("SHOP");
    expect(googleButton("The beer garden is open", links)).toEqual({
      actionType: "LEARN_MORE",
      url: "https://thecrown.example",
    });
    // No website or booking link: the Call button (Google rings the listing's own number).
    expect(googleButton("Book a table", { website: null, bookingLink: null })).toEqual({
      actionType: "CALL",
    });
    expect(googleButton("Anything", links, "CALL")).toEqual({ actionType: "CALL" });
  });

  it("makes an EVENT post with its title and times, and an OFFER post with its coupon and no button", () => {
    const event = {
      title: "Quiz night",
      startsAt: "2026-07-16T19:00:00.000Z",
      endsAt: "2026-07-16T22:00:00.000Z",
    };
    const eventVersion = googleVersionOf({ post: facebookPost, links, event });
    expect(eventVersion.format).toMatchObject({ topicType: "EVENT", event, offer: null });
    const offer = { couponCode: "CROWN2", termsConditions: "One per table, Thursdays only." };
    const offerVersion = googleVersionOf({ post: facebookPost, links, event, offer });
    expect(offerVersion.format).toEqual({ topicType: "OFFER", callToAction: null, event, offer });
    expect(googlePostProblems({ summary: offerVersion.summary, format: offerVersion.format })).toEqual([]);
  });

  it("cuts a long post after the last whole sentence that fits in 1,500 characters", () => {
    const long = "Real ale from the cellar, poured with care. ".repeat(60);
    const summary = googleSummary(long);
    expect(summary.length).toBeLessThanOrEqual(GOOGLE_SUMMARY_LIMIT);
    expect(summary.endsWith("care.")).toBe(true);
  });
});

describe("The writing check's Google rules", () => {
  const format = {
    topicType: "STANDARD",
    callToAction: { actionType: "LEARN_MORE", url: "https://thecrown.example" },
    event: null,
  };

  it("fails a post over 1,500 characters, with the count", () => {
    const problems = googlePostProblems({ summary: "a".repeat(1_501), format });
    expect(problems).toEqual([
      { code: "too_long", message: "The Google post is 1,501 characters; Google allows 1,500." },
    ]);
  });

  it("fails any hashtag, in the text or beside it", () => {
    expect(codes(googlePostProblems({ summary: "Quiz night #QuizNight", format }))).toEqual([
      "google_hashtag",
    ]);
    const beside = googlePostProblems({ summary: "Quiz night", hashtags: ["#Pub"], format });
    expect(beside[0]?.message).toBe("Google posts don't use hashtags: take out #Pub.");
  });

  it("fails a phone number in the text and says the Call button carries it", () => {
    for (const phone of ["01234 567890", "020 7946 0958", "+44 7700 900123", "07700-900-123"]) {
      const problems = googlePostProblems({ summary: `Ring ${phone} to book.`, format });
      expect(codes(problems)).toEqual(["google_phone"]);
      expect(problems[0]!.message).toContain("the Call button carries your number");
    }
    // Prices, times, dates and years are not phone numbers.
    expect(googlePostProblems({ summary: "£2.50 pints 5-7pm, 12/07/2026, for 2026.", format })).toEqual([]);
  });

  it("fails a missing or unknown button type and a button without a link", () => {
    expect(codes(googlePostProblems({ summary: "Hi", format: null }))).toEqual(["google_format"]);
    const unknown = googlePostProblems({
      summary: "Hi",
      format: { ...format, callToAction: { actionType: "GET_OFFER", url: "https://x.example" } },
    });
    expect(unknown[0]).toMatchObject({ code: "google_button" });
    const unlinked = googlePostProblems({
      summary: "Hi",
      format: { ...format, callToAction: { actionType: "BOOK" } },
    });
    expect(unlinked[0]?.message).toBe(
      'The "Book" button needs a link: add your website or booking link to your pub profile.',
    );
    expect(
      googlePostProblems({ summary: "Hi", format: { ...format, callToAction: { actionType: "CALL" } } }),
    ).toEqual([]);
  });

  it("fails an event without its title or times, and too many emoji", () => {
    const event = googlePostProblems({ summary: "Quiz", format: { ...format, topicType: "EVENT" } });
    expect(codes(event)).toEqual(["google_event", "google_event"]);
    expect(codes(googlePostProblems({ summary: "🍺🍺🎉🎉 Quiz", format }))).toEqual(["google_emoji"]);
  });
});
