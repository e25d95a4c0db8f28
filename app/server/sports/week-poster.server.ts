import type { Fixture } from "~/lib/contract/sports";
import { longLondonDate } from "~/lib/time";
import { fitSize, printable } from "~/server/pdf/text.server";

export interface WeekPosterInput {
  pubName: string;
  headline: string;
  /** Shown along the bottom, e.g. "Book a table: 0113 496 0000". */
  footer: string | null;
  fixtures: Fixture[];
}

// Print colours: pub green, brass and cream, as on the site.
const GREEN = [0.094, 0.353, 0.216] as const;
const BRASS = [0.91, 0.722, 0.29] as const;
const CREAM = [0.984, 0.973, 0.953] as const;
const INK = [0.11, 0.098, 0.09] as const;

/**
 * An A4 window poster of the week's televised fixtures: pub name, a big headline, then each day's
 * matches with kick-off and channel. Continues on a second page if the week is very busy.
 */
export async function renderWeekPoster(input: WeekPosterInput): Promise<Uint8Array<ArrayBuffer>> {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  doc.setTitle(`${printable(input.pubName)} - ${printable(input.headline)}`);
  doc.setCreator("Full House");
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const colour = (c: readonly [number, number, number]) => rgb(c[0], c[1], c[2]);

  const width = 595.28;
  const height = 841.89;
  const margin = 44;

  const newPage = (continued: boolean) => {
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 0, y: 0, width, height, color: colour(CREAM) });
    page.drawRectangle({ x: 0, y: height - 190, width, height: 190, color: colour(GREEN) });
    const pubName = printable(input.pubName).toUpperCase();
    page.drawText(pubName, {
      x: margin,
      y: height - 62,
      size: fitSize(bold, pubName, 22, width - margin * 2),
      font: bold,
      color: colour(BRASS),
    });
    const headline = printable(continued ? `${input.headline} (continued)` : input.headline);
    let size = fitSize(bold, headline, 46, width - margin * 2);
    page.drawText(headline, { x: margin, y: height - 128, size, font: bold, color: colour(CREAM) });
    size = 14;
    page.drawText("Live on our screens - come early for the best seats", {
      x: margin,
      y: height - 160,
      size,
      font: regular,
      color: colour(CREAM),
    });
    if (input.footer) {
      const footer = printable(input.footer);
      page.drawRectangle({ x: 0, y: 0, width, height: 56, color: colour(GREEN) });
      page.drawText(footer, {
        x: margin,
        y: 22,
        size: fitSize(bold, footer, 16, width - margin * 2),
        font: bold,
        color: colour(BRASS),
      });
    }
    return page;
  };

  let page = newPage(false);
  let y = height - 230;
  const bottom = input.footer ? 80 : 40;
  const byDay = new Map<string, Fixture[]>();
  for (const fixture of [...input.fixtures].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    byDay.set(fixture.date, [...(byDay.get(fixture.date) ?? []), fixture]);
  }

  for (const [date, dayFixtures] of byDay) {
    if (y - 60 < bottom) {
      page = newPage(true);
      y = height - 230;
    }
    page.drawText(printable(longLondonDate(date)).toUpperCase(), {
      x: margin,
      y,
      size: 15,
      font: bold,
      color: colour(GREEN),
    });
    y -= 8;
    page.drawLine({
      start: { x: margin, y },
      end: { x: width - margin, y },
      thickness: 2,
      color: colour(BRASS),
    });
    y -= 26;
    for (const fixture of dayFixtures) {
      if (y < bottom) {
        page = newPage(true);
        y = height - 230;
      }
      const match = printable(
        fixture.awayTeam ? `${fixture.homeTeam} v ${fixture.awayTeam}` : fixture.homeTeam,
      );
      const channel = printable(fixture.tvChannels.join(" / "));
      page.drawText(fixture.kickOffTime, { x: margin, y, size: 18, font: bold, color: colour(INK) });
      page.drawText(match, {
        x: margin + 70,
        y,
        size: fitSize(bold, match, 18, 290),
        font: bold,
        color: colour(INK),
      });
      page.drawText(channel, {
        x: width - margin - Math.min(150, regular.widthOfTextAtSize(channel, 13)),
        y,
        size: fitSize(regular, channel, 13, 150),
        font: regular,
        color: colour(GREEN),
      });
      page.drawText(printable(fixture.competition), {
        x: margin + 70,
        y: y - 15,
        size: 10,
        font: regular,
        color: colour(INK),
      });
      y -= 40;
    }
    y -= 10;
  }
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
