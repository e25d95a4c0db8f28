import { describe, expect, it } from "vitest";
import { suggestCaptions } from "~/lib/images/captions";
import { IMAGE_STYLES } from "~/lib/images/constants";
import { enhancePrompt } from "~/lib/images/prompt-enhancer";
import { detectThemes, headlineFrom, offersFrom, pricesFrom, whenFrom } from "~/lib/images/themes";
import { posterContent } from "~/server/providers/images/poster/render.server";
import type { ImageRequest } from "~/server/providers/images/types";

describe("built-in prompt enhancer", () => {
  const base = { basicPrompt: "quiz night thursday 8pm", contentType: "quiz" as const };

  it("keeps the landlord's words first and adds scene, style, mood and composition", () => {
    const prompt = enhancePrompt({ ...base, style: "photorealistic", platform: "instagram_story" });
    expect(prompt.startsWith("Quiz night thursday 8pm.")).toBe(true);
    expect(prompt).toMatch(/Scene: teams huddled round candle-lit tables/);
    expect(prompt).toMatch(/35mm lens/);
    expect(prompt).toMatch(/Mood: fun and sociable/);
    expect(prompt).toMatch(/tall 9:16 vertical composition/);
    expect(prompt).toMatch(/No text or logos in the image\.$/);
  });

  it("describes each style differently (medium, light or lens)", () => {
    const prompts = IMAGE_STYLES.map((style) => enhancePrompt({ ...base, style }));
    expect(new Set(prompts).size).toBe(IMAGE_STYLES.length);
    expect(enhancePrompt({ ...base, style: "comic" })).toMatch(/halftone/);
    expect(enhancePrompt({ ...base, style: "vintage" })).toMatch(/1950s British advertising poster/);
    expect(enhancePrompt({ ...base, style: "pixar" })).toMatch(/3D animated/);
  });

  it("picks the scene from what the description is about", () => {
    expect(
      enhancePrompt({ basicPrompt: "Sunday roast from noon", contentType: "marketing", style: "modern" }),
    ).toMatch(/Yorkshire puddings/);
    expect(
      enhancePrompt({
        basicPrompt: "Arsenal v Chelsea on the big screen",
        contentType: "event_announcement",
        style: "comic",
      }),
    ).toMatch(/big screen showing the match/);
    expect(
      enhancePrompt({ basicPrompt: "just a nice pub", contentType: "general", style: "illustrated" }),
    ).toMatch(/traditional British pub interior/);
  });

  it("is the same for the same request", () => {
    const request = { ...base, style: "modern" as const, platform: "facebook" as const };
    expect(enhancePrompt(request)).toBe(enhancePrompt(request));
  });
});

describe("poster wording from a description", () => {
  it("finds the themes, the headline and the day and time", () => {
    expect(detectThemes("Quiz night and curry club")).toEqual(["quiz", "food"]);
    expect(detectThemes("Sunday roast and a pint")).toEqual(["roast", "drinks"]);
    expect(detectThemes("come and see us")).toEqual(["pub"]);
    expect(headlineFrom("Quiz night this Thursday at 8pm with a £50 bar tab")).toBe("Quiz Night");
    expect(headlineFrom("Arsenal vs Chelsea on the big screen")).toBe("Arsenal v Chelsea");
    expect(headlineFrom("England v Scotland Saturday 8pm")).toBe("England v Scotland");
    expect(headlineFrom("Manchester United v Tottenham Hotspur Live Sunday")).toBe(
      "Manchester United v Tottenham Hotspur",
    );
    expect(headlineFrom("Burns night supper")).toBe("Burns Night Supper");
    expect(whenFrom("Quiz this Thursday at 8pm")).toBe("Thursday · 8pm");
    expect(whenFrom("Live band tonight from 9.30pm")).toBe("Tonight · From 9.30pm");
    expect(whenFrom("Come and see us")).toBeNull();
    expect(whenFrom("Sunday roast served 12-4pm")).toBe("Sunday · 12-4pm");
    expect(whenFrom("Happy hour Friday 5pm – 7pm")).toBe("Friday · 5pm-7pm");
  });

  it("suggests three captions with the pub, the day and hashtags for the platform", () => {
    const captions = suggestCaptions({
      description: "Quiz night this Thursday at 8pm",
      pubName: "The Red Lion",
      textOverlay: "£50 bar tab",
      platform: "instagram_post",
    });
    expect(captions).toHaveLength(3);
    expect(captions[0]).toContain("Quiz Night at The Red Lion on Thursday at 8pm!");
    expect(captions[1]).toContain("£50 bar tab");
    expect(captions[0]).toContain("#PubQuiz");
    expect(captions[0]).toContain("#BritishPub");
    const facebook = suggestCaptions({
      description: "Quiz night",
      pubName: null,
      textOverlay: null,
      platform: "facebook",
    });
    expect(facebook[0]).not.toContain("#BritishPub");
  });
});

describe("what a built-in poster says", () => {
  const request = (prompt: string): ImageRequest => ({
    prompt,
    style: "modern",
    platform: "facebook",
    imageSize: "social",
    contentType: "event_announcement",
    size: { width: 1080, height: 1080 },
    pubName: "The Red Lion",
    textOverlay: null,
    variant: 0,
  });

  it("keeps money exactly as written and never reads a price as a time", () => {
    const roast = posterContent(request("Sunday roast £16.95"));
    expect(roast.headline).toBe("Sunday Roast");
    expect(roast.offers).toEqual(["£16.95"]);
    expect(roast.when).toEqual([]); // "Sunday" is in the headline; "16.95" is not a time
    expect(whenFrom("Sunday roast £16.95")).toBe("Sunday");
    expect(pricesFrom("Carvery £13.99, kids £7.99, £1,000 jackpot")).toEqual(["£13.99", "£7.99", "£1,000"]);
  });

  it("headlines the brief's subject, not a stock line", () => {
    const party = posterContent(request("Christmas party bookings now open — festive menu £29.95"));
    expect(party.headline).toBe("Christmas Party Bookings Now Open");
    expect(party.offers).toEqual(["Festive menu £29.95"]);
    expect(headlineFrom("£5 pints all day saturday")).toBe("£5 Pints");
    expect(offersFrom("2 for £10 cocktails every friday", "Happy Hour")).toEqual(["2 for £10 cocktails"]);
    expect(headlineFrom("Closed monday for a private party")).toBe("Closed Monday");
  });

  it("draws the sport that was named, not a football for all", () => {
    expect(detectThemes("England v South Africa rugby Saturday 3pm")[0]).toBe("rugby");
    expect(posterContent(request("England v South Africa rugby Saturday 3pm")).motifs[0]).toBe("rugby");
    expect(posterContent(request("The Ashes, England v Australia cricket")).motifs[0]).toBe("cricket");
    expect(posterContent(request("Darts final friday 8pm")).motifs[0]).toBe("dartboard");
    expect(posterContent(request("Grand National day")).motifs[0]).toBe("horseshoe");
    expect(posterContent(request("British Grand Prix sunday")).motifs[0]).toBe("chequeredFlag");
    expect(posterContent(request("Joshua v Fury fight night")).motifs[0]).toBe("boxingGlove");
    expect(posterContent(request("Arsenal v Chelsea tonight")).motifs[0]).toBe("football");
  });

  it("captions repeat prices as written", () => {
    const captions = suggestCaptions({
      description: "Sunday roast £16.95",
      pubName: null,
      textOverlay: null,
      platform: "facebook",
    });
    expect(captions[0]).toContain("£16.95");
    expect(captions.join(" ")).not.toMatch(/[^£\d]16\.95/);
  });
});
