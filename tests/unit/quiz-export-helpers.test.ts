import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { printable } from "~/server/pdf/text.server";
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

describe("printable text for the PDF's standard fonts", () => {
  it("transliterates Latin letters NFKD cannot take apart instead of dropping them", () => {
    expect(printable("Łódź")).toBe("Lodz");
    expect(printable("Øresund Bridge")).toBe("Oresund Bridge");
    expect(printable("Straße")).toBe("Strasse");
    expect(printable("Ærø, Œuvre, Đoković, Þingvellir")).toBe(
      "AEro, OEuvre, Djokovic, Thingvellir".replace("Dj", "D"),
    );
    expect(printable("Café £5 – “quoted” 🍺")).toBe('Cafe £5 - "quoted" ');
  });
});
