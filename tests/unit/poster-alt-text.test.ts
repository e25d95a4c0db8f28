import { describe, expect, it } from "vitest";
import { imageAltText } from "~/lib/images/alt-text";

const alt = (description: string, builtin = true, textOverlay: string | null = null) =>
  imageAltText({ description, style: "modern", pubName: "The Red Lion", textOverlay, builtin });

describe("image alt text", () => {
  it("names every event of a What's On poster, not only the first", () => {
    expect(alt("quiz thursday 8pm, live music saturday 9pm, sunday roast 12-4 £14.95")).toBe(
      "Modern What's On poster for The Red Lion: Quiz Thursday 8pm, Live Music Saturday 9pm, Roast Sunday 12-4 £14.95",
    );
  });

  it("names a one-event poster by its subject, with the landlord's overlay", () => {
    expect(alt("Sunday roast £16.95", true, "Book now")).toBe(
      "Modern poster for The Red Lion: Sunday Roast — “Book now”",
    );
  });

  it("describes an AI picture of a busy week by its subject: the picture lists no events", () => {
    expect(alt("quiz thursday 8pm, live music saturday 9pm. Scene: a cosy bar", false)).toBe(
      "Modern image for The Red Lion: Quiz",
    );
  });
});
