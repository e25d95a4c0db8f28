/**
 * The captions that go with a poster read as a landlord would write them: proper case, the day in
 * words, each price exactly as written and said once, and the poster's words not echoed clumsily.
 */
import { describe, expect, it } from "vitest";
import { subjectInSentence, suggestCaptions, whenInSentence } from "~/lib/images/captions";

const captionsFor = (description: string, textOverlay: string | null = null) =>
  suggestCaptions({ description, pubName: "The Red Lion", textOverlay, platform: "facebook" });

describe("suggested captions", () => {
  it("write a brief typed in lower case with its capitals back", () => {
    const [first = "", second = "", third = ""] = captionsFor("quiz night thursday 8pm, £50 bar tab");
    expect(first.startsWith("Quiz Night at The Red Lion on Thursday at 8pm! £50 bar tab.")).toBe(true);
    for (const caption of [first, second, third]) {
      expect(caption).not.toContain("quiz night");
      expect(caption).not.toContain("thursday");
    }
  });

  it("say the day in words, never the poster's '·', and only once", () => {
    const roast = captionsFor("Sunday roast £16.95");
    for (const caption of roast) {
      expect(caption).not.toContain("·");
      // Once in the words (the hashtags #SundayRoast aside).
      expect(caption.match(/(?<!#)\bSunday\b/g)).toHaveLength(1);
    }
    expect(roast[0]).toMatch(/^Sunday Roast at The Red Lion! Just £16\.95\./);
    expect(captionsFor("2 for £10 cocktails every friday 5-7pm")[0]).toContain("every Friday, 5-7pm!");
    expect(captionsFor("£5 pints all day saturday")[0]).toContain(
      "£5 Pints at The Red Lion all day on Saturday!",
    );
  });

  it("keep every price exactly as written, each said once", () => {
    const carvery = captionsFor("Carvery every sunday £13.99, kids £7.99");
    expect(carvery[0]).toContain("£13.99");
    expect(carvery[0]).toContain("Kids £7.99");
    expect(carvery[0]?.match(/£13\.99/g)).toHaveLength(1);
    const party = captionsFor("Christmas party bookings now open — festive menu £29.95");
    expect(party[0]).toContain("Festive menu £29.95.");
  });

  it("write a long headline as a sentence, not in Title Case", () => {
    const party = captionsFor("Christmas party bookings now open — festive menu £29.95");
    expect(party[0]).toMatch(/^Christmas party bookings now open at The Red Lion!/);
    expect(
      subjectInSentence(
        "Private Function Room Available for Hire",
        "Private function room available for hire",
      ),
    ).toBe("Private function room available for hire");
    // Names keep their capitals: short event names, match-ups, words the brief capitalised.
    expect(subjectInSentence("Quiz Night", "quiz night")).toBe("Quiz Night");
    expect(subjectInSentence("England v South Africa", "England v South Africa rugby")).toBe(
      "England v South Africa",
    );
    expect(subjectInSentence("Live Music With The Dave Band", "Live music with The Dave Band")).toBe(
      "Live music with The Dave Band",
    );
  });

  it("use the overlay once as a sentence, and not when it only repeats the headline", () => {
    const withOverlay = captionsFor("Quiz night this Thursday at 8pm", "Book your table today");
    expect(withOverlay.join(" ").match(/Book your table today\./g)).toHaveLength(1);
    const echo = captionsFor("Quiz night this Thursday at 8pm", "Quiz night!");
    expect(
      echo
        .join(" ")
        .toLowerCase()
        .match(/quiz night/g),
    ).toHaveLength(3);
  });

  it("turn the poster's when into words", () => {
    expect(whenInSentence("Thursday · 8pm", "Quiz Night")).toBe("on Thursday at 8pm");
    expect(whenInSentence("Tonight · 9.30pm", "Live Music")).toBe("tonight at 9.30pm");
    expect(whenInSentence("Sunday · 12-4pm", "Sunday Roast")).toBe(", 12-4pm");
    expect(whenInSentence("Sunday", "Sunday Roast")).toBeNull();
  });
});
