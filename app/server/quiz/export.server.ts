/// <reference path="../pdf/modules.d.ts" />
import type { ExportFormat, QuestionSource, Quiz, QuizQuestion } from "~/lib/contract/quiz";
import { formatTiebreakerAnswer } from "~/lib/quiz/answers";
import { CATEGORY_LABELS, difficultyLabel } from "~/lib/quiz/constants";
import { longLondonDate } from "~/lib/time";
import { cachedMeasurer, printable, wrapText } from "~/server/pdf/text.server";
import { fitWithin, pngSize } from "./png-size.server";

export interface QuizExport {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  filename: string;
}

/** Picture-round bytes by question id (PNG), fetched by the caller from R2. */
export type PictureBytes = ReadonlyMap<string, Uint8Array>;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain; charset=utf-8",
};

/** "Quiz Night - Sunday 22 November" → "quiz-night-sunday-22-november". */
export function exportBaseName(title: string) {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return slug || "pub-quiz";
}

/** The quiz's rounds in order, each with its questions. */
export function roundsOf(quiz: Pick<Quiz, "questions">) {
  const rounds = new Map<number, { name: string; questions: QuizQuestion[] }>();
  for (const question of quiz.questions) {
    const round = rounds.get(question.round) ?? { name: question.roundName, questions: [] };
    round.questions.push(question);
    rounds.set(question.round, round);
  }
  return [...rounds.entries()].sort(([a], [b]) => a - b).map(([number, round]) => ({ number, ...round }));
}

const LETTERS = ["A", "B", "C", "D"];

/** "Wikipedia: Leeds (https://en.wikipedia.org/wiki/Leeds)": a source as a printed sheet shows it. */
export function sourceLine(sources: readonly QuestionSource[]): string {
  return sources.map((s) => (s.url ? `${s.title} (${s.url})` : s.title)).join("; ");
}

/** What vouches for the answers, in words that are true in the quiz's mode. */
export function trustLine(quiz: Pick<Quiz, "verifiedCount" | "totalQuestions" | "factChecks">): string {
  if (quiz.factChecks.mode === "none") return "questions from the curated bank, each with its sources";
  const checked = `${quiz.verifiedCount} of ${quiz.totalQuestions} answers fact-checked for this quiz`;
  return quiz.factChecks.allowanceExhausted
    ? `${checked}; the plan's fact checks ran out, so the rest are from the curated bank`
    : checked;
}

/** Where a question's trust comes from, for the host's copy. */
function provenanceLabel(q: QuizQuestion): string {
  if (q.edited) return "edited by you, not fact-checked";
  return q.provenance === "fact-checked" ? "fact-checked for this quiz" : "from the curated bank";
}

export async function exportQuiz(
  quiz: Quiz,
  format: ExportFormat,
  pictures: PictureBytes,
  pubName: string | null,
): Promise<QuizExport> {
  const bytes =
    format === "pdf"
      ? await quizPdf(quiz, pictures, pubName)
      : format === "docx"
        ? await quizDocx(quiz, pictures, pubName)
        : new TextEncoder().encode(quizText(quiz, pubName));
  return { bytes, contentType: CONTENT_TYPES[format], filename: `${exportBaseName(quiz.title)}.${format}` };
}

/** Plain text: every question with its options, answer and explanation, then tiebreakers and team names. */
export function quizText(quiz: Quiz, pubName: string | null): string {
  const lines = [
    quiz.title,
    [pubName, longLondonDate(quiz.quizDate)].filter(Boolean).join(" — "),
    `${quiz.totalQuestions} questions · ${difficultyLabel(quiz.difficultyLevel)} · ${quiz.generator}`,
    trustLine(quiz),
    "",
  ];
  for (const round of roundsOf(quiz)) {
    lines.push(`ROUND ${round.number}: ${round.name.toUpperCase()}`, "");
    round.questions.forEach((q, i) => {
      lines.push(`${i + 1}. ${q.question}${q.imageUrl ? " [picture]" : ""}`);
      lines.push(...q.options.map((option, o) => `   ${LETTERS[o]}) ${option}`));
      lines.push(`   Answer: ${q.answer}`);
      if (q.aliases.length) lines.push(`   Also accept: ${q.aliases.join(", ")}`);
      if (q.explanation) lines.push(`   ${q.explanation}`);
      lines.push(`   Source: ${sourceLine(q.sources)} (${provenanceLabel(q)})`, "");
    });
  }
  if (quiz.tiebreakers.length) {
    lines.push("TIEBREAKERS (nearest wins)", "");
    quiz.tiebreakers.forEach((t, i) => {
      lines.push(`${i + 1}. ${t.question}`, `   Answer: ${formatTiebreakerAnswer(t)}`);
      lines.push(`   ${t.explanation}`, "");
    });
  }
  if (quiz.teamNames.length) lines.push("TEAM NAME IDEAS", ...quiz.teamNames.map((n) => `- ${n}`), "");
  return `${lines.join("\n")}\n`;
}

const GREEN = [0.094, 0.353, 0.216] as const;
const BRASS = [0.91, 0.722, 0.29] as const;
const INK = [0.11, 0.098, 0.09] as const;
const MUTED = [0.42, 0.4, 0.38] as const;
const FRAME = [0.55, 0.55, 0.55] as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The PDF: a host copy (cover, each round on a new page with options, answers, explanations and
 * sources, picture-round images, tiebreakers) followed by printable team answer sheets.
 */
async function quizPdf(quiz: Quiz, pictures: PictureBytes, pubName: string | null) {
  const [{ PDFDocument, rgb }, { default: fontkit }, { default: regularFont }, { default: boldFont }] =
    await Promise.all([
      import("pdf-lib"),
      import("@pdf-lib/fontkit/dist/fontkit.es.min.js"),
      import("~/server/pdf/fonts/noto-sans-400.ttf.bin"),
      import("~/server/pdf/fonts/noto-sans-700.ttf.bin"),
    ]);
  const doc = await PDFDocument.create();
  doc.setTitle(printable(quiz.title));
  doc.setCreator("Full House");
  // Noto Sans keeps every accent (Nîmes, Łódź); the standard PDF fonts would strip them.
  doc.registerFontkit(fontkit);
  // Embedded whole (80 KB each, already cut to Latin): subsetting again costs more time than it saves.
  // Ligatures off: a "fl" ligature drawn from the cut-down font left a gap in "flag".
  const features = { liga: false, clig: false, dlig: false };
  const bold = await doc.embedFont(new Uint8Array(boldFont), { features });
  const regular = await doc.embedFont(new Uint8Array(regularFont), { features });
  const measurers = new Map([
    [bold, cachedMeasurer(bold)],
    [regular, cachedMeasurer(regular)],
  ]);
  const colour = (c: readonly [number, number, number]) => rgb(c[0], c[1], c[2]);
  const embedded = new Map<string, Awaited<ReturnType<typeof doc.embedPng>>>();
  for (const [id, bytes] of pictures) embedded.set(id, await doc.embedPng(bytes));

  const width = 595.28;
  const height = 841.89;
  const margin = 50;
  const textWidth = width - margin * 2;
  let page = doc.addPage([width, height]);
  let y = height - margin;

  const newPage = () => {
    page = doc.addPage([width, height]);
    y = height - margin;
  };
  const ensure = (space: number) => {
    if (y - space < margin) newPage();
  };
  const write = (
    text: string,
    size: number,
    font = regular,
    tint: readonly [number, number, number] = INK,
    indent = 0,
  ) => {
    for (const line of wrapText(measurers.get(font) ?? font, text, size, textWidth - indent)) {
      ensure(size + 4);
      page.drawText(line, { x: margin + indent, y: y - size, size, font, color: colour(tint) });
      y -= size + 4;
    }
  };
  // A white flag (Japan's, Cyprus's) would vanish into the paper without a thin frame.
  const drawFramed = (
    image: Awaited<ReturnType<typeof doc.embedPng>>,
    x: number,
    yBottom: number,
    size: { width: number; height: number },
  ) => {
    page.drawImage(image, { x, y: yBottom, ...size });
    page.drawRectangle({
      x,
      y: yBottom,
      ...size,
      borderColor: colour(FRAME),
      borderWidth: 0.6,
    });
  };
  const band = (title: string, subtitle: string) => {
    page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: colour(GREEN) });
    page.drawText(printable(title), {
      x: margin,
      y: height - 62,
      size: 24,
      font: bold,
      color: colour(BRASS),
    });
    page.drawText(printable(subtitle), {
      x: margin,
      y: height - 88,
      size: 12,
      font: regular,
      color: rgb(1, 1, 1),
    });
    y = height - 140;
  };

  // Cover.
  band(quiz.title, [pubName, longLondonDate(quiz.quizDate)].filter(Boolean).join("  ·  "));
  write("Host copy — answers included. Keep it behind the bar.", 12, bold);
  y -= 8;
  write(
    `${quiz.totalQuestions} questions · ${difficultyLabel(quiz.difficultyLevel)} · ${quiz.generator}`,
    11,
    regular,
    MUTED,
  );
  write(capitalise(trustLine(quiz)), 11, regular, MUTED);
  y -= 12;
  for (const round of roundsOf(quiz))
    write(`Round ${round.number}: ${round.name} (${round.questions.length} questions)`, 13);
  if (quiz.tiebreakers.length) write(`Tiebreakers (${quiz.tiebreakers.length})`, 13);

  // Host copy, a round per page.
  for (const round of roundsOf(quiz)) {
    newPage();
    band(`Round ${round.number}`, round.name);
    round.questions.forEach((q, i) => {
      const image = embedded.get(q.id);
      const imageHeight = image ? 90 : 0;
      ensure(70 + imageHeight);
      write(`${i + 1}. ${q.question}`, 12, bold);
      if (image) {
        const scaled = image.scaleToFit(150, imageHeight);
        drawFramed(image, margin + 14, y - scaled.height - 4, scaled);
        y -= scaled.height + 10;
      }
      write(q.options.map((o, n) => `${LETTERS[n]}) ${o}`).join("    "), 10, regular, INK, 14);
      write(`Answer: ${q.answer}`, 11, bold, GREEN, 14);
      if (q.aliases.length) write(`Also accept: ${q.aliases.join(", ")}`, 9, regular, MUTED, 14);
      if (q.explanation) write(q.explanation, 9, regular, MUTED, 14);
      write(
        `Source: ${sourceLine(q.sources)} · ${provenanceLabel(q)} · ${CATEGORY_LABELS[q.category]} · difficulty ${q.difficulty}/10`,
        8,
        regular,
        MUTED,
        14,
      );
      y -= 8;
    });
  }
  if (quiz.tiebreakers.length) {
    newPage();
    band("Tiebreakers", "Nearest answer wins");
    quiz.tiebreakers.forEach((t, i) => {
      ensure(50);
      write(`${i + 1}. ${t.question}`, 12, bold);
      write(`Answer: ${formatTiebreakerAnswer(t)}`, 11, bold, GREEN, 14);
      write(t.explanation, 9, regular, MUTED, 14);
      y -= 8;
    });
  }

  // Team answer sheets: a page per round with a numbered line per question.
  for (const round of roundsOf(quiz)) {
    newPage();
    band(`Answer sheet — Round ${round.number}`, round.name);
    write("Team name: ________________________________", 13, bold);
    y -= 10;
    const lineGap = Math.min(44, (y - margin) / Math.max(1, round.questions.length));
    round.questions.forEach((q, i) => {
      const image = embedded.get(q.id);
      page.drawText(`${i + 1}.`, { x: margin, y: y - 14, size: 12, font: bold, color: colour(INK) });
      let lineStart = margin + 28;
      if (image) {
        const scaled = image.scaleToFit(54, lineGap - 6);
        drawFramed(image, lineStart, y - scaled.height, scaled);
        lineStart += 62;
      }
      page.drawLine({
        start: { x: lineStart, y: y - 16 },
        end: { x: width - margin, y: y - 16 },
        thickness: 0.6,
        color: colour(MUTED),
      });
      y -= lineGap;
    });
    page.drawText(printable(`Score: ____ / ${round.questions.length}`), {
      x: width - margin - 110,
      y: margin - 10,
      size: 12,
      font: bold,
      color: colour(INK),
    });
  }
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}

/** Word: the same host copy and answer sheets, editable. */
async function quizDocx(quiz: Quiz, pictures: PictureBytes, pubName: string | null) {
  const { Document, HeadingLevel, ImageRun, Packer, PageBreak, Paragraph, TextRun } = await import("docx");
  const children: InstanceType<typeof Paragraph>[] = [
    new Paragraph({ text: quiz.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ text: [pubName, longLondonDate(quiz.quizDate)].filter(Boolean).join(" — ") }),
    new Paragraph({
      children: [
        new TextRun({
          text: `${quiz.totalQuestions} questions · ${difficultyLabel(quiz.difficultyLevel)} · ${quiz.generator}`,
          italics: true,
        }),
      ],
    }),
    new Paragraph({ children: [new TextRun({ text: capitalise(trustLine(quiz)), italics: true })] }),
  ];
  // Flags come in many shapes (Nepal's is taller than wide, Qatar's long): each keeps its own.
  const picture = (id: string, size: number) => {
    const bytes = pictures.get(id);
    if (!bytes) return [];
    const own = pngSize(bytes) ?? { width: 5, height: 3 };
    // A thin grey outline, so a white flag does not vanish into the page.
    return [
      new ImageRun({
        type: "png",
        data: bytes,
        transformation: fitWithin(own, size),
        outline: { type: "solidFill", solidFillType: "rgb", value: "8C8C8C", width: 6350 },
      }),
    ];
  };
  for (const round of roundsOf(quiz)) {
    children.push(
      new Paragraph({ children: [new PageBreak()] }),
      new Paragraph({ text: `Round ${round.number}: ${round.name}`, heading: HeadingLevel.HEADING_1 }),
    );
    round.questions.forEach((q, i) => {
      children.push(
        new Paragraph({ children: [new TextRun({ text: `${i + 1}. ${q.question}`, bold: true })] }),
        ...(pictures.has(q.id) ? [new Paragraph({ children: picture(q.id, 200) })] : []),
        new Paragraph({ text: q.options.map((o, n) => `${LETTERS[n]}) ${o}`).join("    ") }),
        new Paragraph({
          children: [new TextRun({ text: `Answer: ${q.answer}`, bold: true, color: "185A37" })],
        }),
        ...(q.aliases.length
          ? [
              new Paragraph({
                children: [new TextRun({ text: `Also accept: ${q.aliases.join(", ")}`, size: 18 })],
              }),
            ]
          : []),
        new Paragraph({ children: [new TextRun({ text: q.explanation, size: 18 })] }),
        new Paragraph({
          children: [
            new TextRun({
              text: `Source: ${sourceLine(q.sources)} (${provenanceLabel(q)})`,
              size: 16,
              italics: true,
            }),
          ],
        }),
      );
    });
  }
  if (quiz.tiebreakers.length) {
    children.push(new Paragraph({ text: "Tiebreakers", heading: HeadingLevel.HEADING_1 }));
    quiz.tiebreakers.forEach((t, i) => {
      children.push(
        new Paragraph({ children: [new TextRun({ text: `${i + 1}. ${t.question}`, bold: true })] }),
        new Paragraph({ text: `Answer: ${formatTiebreakerAnswer(t)}. ${t.explanation}` }),
      );
    });
  }
  for (const round of roundsOf(quiz)) {
    children.push(
      new Paragraph({ children: [new PageBreak()] }),
      new Paragraph({
        text: `Answer sheet — Round ${round.number}: ${round.name}`,
        heading: HeadingLevel.HEADING_1,
      }),
      new Paragraph({ text: "Team name: ________________________________" }),
      ...round.questions.map(
        (q, i) =>
          new Paragraph({
            children: [
              ...picture(q.id, 80),
              new TextRun({ text: `${i + 1}. ______________________________________` }),
            ],
            spacing: { before: 240 },
          }),
      ),
    );
  }
  const document = new Document({
    creator: "Full House",
    title: quiz.title,
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
