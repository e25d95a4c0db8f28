import { describe, expect, it } from "vitest";
import { postSubject, tiktokVideoIdea, videoIdeaText } from "~/lib/publishing/tiktok-video-idea";

describe("a TikTok reminder's video idea, from the post's own words", () => {
  it("a match post films the screen with the post's teams and ends on its kick-off time", () => {
    const idea = tiktokVideoIdea({
      content: "Arsenal v Chelsea, live on the big screen this Sunday! Kick-off 4.30pm. Pints on.",
    });
    expect(idea.subject).toBe("Arsenal v Chelsea on the big screen");
    expect(idea.shots.length).toBeGreaterThanOrEqual(3);
    expect(idea.shots.length).toBeLessThanOrEqual(5);
    expect(idea.shots[0]).toContain("Arsenal v Chelsea build-up");
    expect(idea.shots).toContain("A pint being poured at the bar, the head settling.");
    expect(idea.shots.at(-1)).toContain('"4.30pm"');
    expect(idea.onScreenText).toBe("Arsenal v Chelsea, live on the big screen this Sunday!");
  });

  it("a drinks post is a pint being poured", () => {
    const idea = tiktokVideoIdea({
      content: "New guest ale on the bar this week: a hoppy pale from down the road.",
    });
    expect(idea.subject).toBe("A pint being poured");
    expect(idea.shots.join(" ")).toMatch(/pint being poured/);
  });

  it("a quiz post names only the prize the post gives, and never invents one", () => {
    const withPrize = tiktokVideoIdea({ content: "Quiz night Thursday at 8pm, £50 bar tab for the winners" });
    expect(withPrize.subject).toBe("Quiz night");
    expect(withPrize.shots.join(" ")).toContain("£50 bar tab for the winners");
    expect(withPrize.shots.at(-1)).toContain('"8pm"');
    const without = tiktokVideoIdea({
      content: "Quiz night is back on Thursday. Bring your brainiest mates.",
    });
    expect(without.shots.join(" ")).not.toMatch(/£|prize|bar tab/);
    expect(without.shots.at(-1)).toMatch(/pub sign or the front door/);
  });

  it("reads each subject, and a post about none is about the pub itself", () => {
    expect(postSubject("Sunday roast from 12, with all the trimmings")).toBe("food");
    expect(postSubject("Live music Friday: The Lagers play from 9")).toBe("music");
    expect(postSubject("Sun's out, beer garden's open")).toBe("garden");
    expect(postSubject("We're open late tonight")).toBe("pub");
    const pub = tiktokVideoIdea({ content: "We're open late tonight" });
    expect(pub.shots).toHaveLength(4);
  });

  it("a darts night played here is not filmed as a match on the screen; darts on Sky still is", () => {
    const night = tiktokVideoIdea({
      content:
        "🎯 Darts night tonight from 8pm. £2 entry, winner takes the pot. Put your name down at the bar!",
    });
    expect(night.shots.join(" ")).not.toMatch(/screen|build-up|broadcaster/i);
    expect(night.subject).not.toMatch(/big screen/i);
    expect(postSubject("Darts tonight. See you at the oche!")).not.toBe("match");
    expect(postSubject("World Darts Championship final live on Sky Sports tonight, 7pm")).toBe("match");
  });

  it("writes the idea as numbered lines for the e-mail", () => {
    const text = videoIdeaText(tiktokVideoIdea({ content: "Fresh pints of Guinness all weekend" }));
    expect(text.split("\n")[0]).toMatch(/^Video idea: A pint being poured/);
    expect(text).toContain("1. The pump clip or tap, close up.");
    expect(text).toContain('Words on screen: "Fresh pints of Guinness all weekend"');
  });
});
