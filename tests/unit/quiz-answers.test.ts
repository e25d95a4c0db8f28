import { describe, expect, it } from "vitest";
import { quizQuestionEditSchema } from "~/lib/contract/quiz";
import { optionsDistinct, sameOption } from "~/lib/quiz/answers";

describe("answers and options, as every screen compares them", () => {
  it("matches an answer to its option whatever the case or spacing", () => {
    expect(sameOption("paris ", "Paris")).toBe(true);
    expect(sameOption("Paris", "Lyon")).toBe(false);
  });

  it("needs four options that differ in more than case", () => {
    expect(optionsDistinct(["Paris", "Lyon", "Nice", "Lille"])).toBe(true);
    expect(optionsDistinct(["Paris", "PARIS", "Nice", "Lille"])).toBe(false);
    const edit = { question: "Capital of France?", answer: "Paris", explanation: "" };
    expect(
      quizQuestionEditSchema.safeParse({ ...edit, options: ["Paris", " paris", "Nice", "Lille"] }).success,
    ).toBe(false);
    expect(
      quizQuestionEditSchema.safeParse({ ...edit, options: ["Lyon", "PARIS", "Nice", "Lille"] }).success,
    ).toBe(true);
  });
});
