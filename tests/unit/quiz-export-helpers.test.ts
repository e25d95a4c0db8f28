import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatTiebreakerAnswer } from "~/lib/quiz/answers";
import { printable } from "~/server/pdf/text.server";
import { sourceLine, trustLine } from "~/server/quiz/export.server";
import { fitWithin, pngSize } from "~/server/quiz/png-size.server";

const flag = (code: string) =>
  new Uint8Array(
    readFileSync(new URL(`../../app/server/quiz/bank/pictures/flag-${code}.png`, import.meta.url)),
  );

describe("pictures in the Word export keep their own shape", () => {
  it("reads a PNG's width and height from its header", () => {
    expect(pngSize(flag("np"))).toEqual({ width: 250, height: 305 });
    expect(pngSize(flag("gb"))).toEqual({ width: 250, height: 125 });
    expect(pngSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it("fits a tall flag (Nepal) and a long one (the UK) in the same box without stretching", () => {
    expect(fitWithin({ width: 250, height: 305 }, 200)).toEqual({ width: 164, height: 200 });
    expect(fitWithin({ width: 250, height: 125 }, 200)).toEqual({ width: 200, height: 100 });
    expect(fitWithin({ width: 250, height: 250 }, 200)).toEqual({ width: 200, height: 200 });
  });
});

describe("printable text for the PDF's embedded Noto Sans", () => {
  it("keeps accents and Latin letters as written, and leaves out only what the font cannot draw", () => {
    expect(printable("Arena of Nîmes")).toBe("Arena of Nîmes");
    expect(printable("Łódź, Øresund, Straße, Đoković, Þingvellir")).toBe(
      "Łódź, Øresund, Straße, Đoković, Þingvellir",
    );
    expect(printable("Café £5 – “quoted” 🍺")).toBe("Café £5 – “quoted” ");
    // A decomposed accent is put back together; a script the font lacks is left out, not boxed.
    expect(printable("Nı\u0302mes".replace("ı", "i"))).toBe("Nîmes");
    expect(printable("Москва")).toBe("");
  });
});

describe("what the exports print", () => {
  it("prints a year as a year and an amount with separators and its unit", () => {
    expect(formatTiebreakerAnswer({ question: "In what year did the Titanic sink?", answer: 1912 })).toBe(
      "1912",
    );
    expect(
      formatTiebreakerAnswer({ question: "How high is Ben Nevis, in metres?", answer: 1345, unit: "m" }),
    ).toBe("1,345 m");
  });

  it("prints sources with their addresses and says what vouches for the answers", () => {
    expect(
      sourceLine([
        { title: "Wikipedia: Leeds", url: "https://en.wikipedia.org/wiki/Leeds" },
        { title: "A book" },
      ]),
    ).toBe("Wikipedia: Leeds (https://en.wikipedia.org/wiki/Leeds); A book");
    const bank = {
      verifiedCount: 0,
      totalQuestions: 40,
      factChecks: { mode: "none" as const, ran: 0, passed: 0, allowanceExhausted: false },
    };
    expect(trustLine(bank)).not.toMatch(/verified|checked for this quiz/);
    expect(
      trustLine({
        ...bank,
        verifiedCount: 30,
        factChecks: { mode: "live", ran: 34, passed: 30, allowanceExhausted: true },
      }),
    ).toBe(
      "30 of 40 answers fact-checked for this quiz; the plan's fact checks ran out, so the rest are from the curated bank",
    );
  });
});
