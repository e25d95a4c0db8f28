import { describe, expect, it } from "vitest";
import {
  answerConsistent,
  excludedBy,
  isNearDuplicate,
  normaliseText,
  shuffleOptions,
} from "~/lib/quiz/question-rules";

describe("isNearDuplicate", () => {
  it("catches trivial rewordings", () => {
    expect(isNearDuplicate("What is the capital of France?", "what is the capital of france")).toBe(true);
    expect(isNearDuplicate("What's the capital city of France?", "What is the capital of France?")).toBe(
      true,
    );
    expect(isNearDuplicate("Which river flows through York?", "Which river runs through York?")).toBe(true);
    expect(isNearDuplicate("Who wrote 'Pride and Prejudice'?", "Who wrote Pride & Prejudice?")).toBe(true);
  });

  it("keeps different questions apart, even from one template", () => {
    expect(isNearDuplicate("What is the capital of Niger?", "What is the capital of Nigeria?")).toBe(false);
    expect(isNearDuplicate("Which element has the symbol Na?", "Which element has the symbol Ne?")).toBe(
      false,
    );
    expect(
      isNearDuplicate(
        "Which football club plays its home games at Goodison Park?",
        "Which football club plays its home games at Villa Park?",
      ),
    ).toBe(false);
    expect(
      isNearDuplicate("Which city is home to Leeds United?", "Which county is home to Leeds United?"),
    ).toBe(false);
  });
});

describe("excludedBy", () => {
  const club = {
    tags: ["premier-league", "football-club"],
    question: "Which club plays at Anfield?",
    answer: "Liverpool",
  };
  it("excludes by tags and their family", () => {
    expect(excludedBy(club, ["Football"])).toBe(true);
    expect(excludedBy(club, ["Premier League"])).toBe(true);
    expect(excludedBy(club, ["cricket"])).toBe(false);
    expect(excludedBy({ tags: ["formula-1"], question: "Who won?", answer: "x" }, ["F1"])).toBe(true);
  });
  it("falls back to whole words in the question or answer", () => {
    const q = { tags: [], question: "Which band had a hit with Wonderwall?", answer: "Oasis" };
    expect(excludedBy(q, ["oasis"])).toBe(true);
    expect(excludedBy(q, ["wonder"])).toBe(false);
    expect(excludedBy(q, [])).toBe(false);
  });
});

describe("answerConsistent", () => {
  it("wants the answer once among four distinct options", () => {
    expect(answerConsistent({ answer: "Paris", options: ["Paris", "Lyon", "Nice", "Lille"] })).toBe(true);
    expect(answerConsistent({ answer: "paris", options: ["Paris", "Lyon", "Nice", "Lille"] })).toBe(true);
    expect(answerConsistent({ answer: "Paris", options: ["Paris", "paris", "Nice", "Lille"] })).toBe(false);
    expect(answerConsistent({ answer: "Rome", options: ["Paris", "Lyon", "Nice", "Lille"] })).toBe(false);
    expect(answerConsistent({ answer: "Paris", options: ["Paris", "Lyon", "Nice"] })).toBe(false);
  });
});

describe("shuffleOptions", () => {
  it("is deterministic for a seed and keeps every option", () => {
    const a = shuffleOptions("Paris", ["Lyon", "Nice", "Lille"], "seed-1");
    expect(shuffleOptions("Paris", ["Lyon", "Nice", "Lille"], "seed-1")).toEqual(a);
    expect([...a].sort()).toEqual(["Lille", "Lyon", "Nice", "Paris"]);
    const positions = new Set(
      Array.from({ length: 40 }, (_, i) =>
        shuffleOptions("Paris", ["Lyon", "Nice", "Lille"], `s${i}`).indexOf("Paris"),
      ),
    );
    expect(positions.size).toBe(4);
  });
  it("normalises text for comparison", () => {
    expect(normaliseText("  Café & Bar!  ")).toBe("cafe and bar");
  });
});
