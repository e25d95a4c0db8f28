import { beforeAll, describe, expect, it } from "vitest";
import { typedAnswerMatches } from "~/lib/quiz/answers";
import { type CheckableQuestion, checkQuestion, checkQuiz } from "~/lib/quiz/checker";
import {
  checkedCandidates,
  questionBank,
  questionBankRegistry,
  removedByChecker,
} from "~/server/quiz/bank/bank.server";

const rules = (q: CheckableQuestion) => checkQuestion(q, questionBankRegistry()).map((p) => p.rule);

describe("the one-right-answer checker on what the issue found", () => {
  // The first call builds the whole bank and its registry (a few seconds on a busy machine).
  beforeAll(() => {
    questionBankRegistry();
  }, 60_000);

  it("rejects an option that is also true", () => {
    // Sheffield has the famous Lyceum; Crewe has one too: "where is the Lyceum" has two answers.
    expect(
      rules({
        question: "Where in the UK would you find the Lyceum Theatre?",
        answer: "Crewe",
        wrong: ["Sheffield", "Stockport", "Chester"],
      }),
    ).toContain("also-true");
    expect(
      rules({
        question: "Where in the UK would you find the Grand Hotel?",
        answer: "Scarborough",
        wrong: ["Brighton", "Whitby", "Blackpool"],
      }),
    ).toContain("also-true");
    // The Brontë Parsonage is near Halifax too.
    expect(
      rules({
        question: "Which of these would you find in or near Halifax?",
        answer: "the Piece Hall",
        wrong: ["the Brontë Parsonage", "the Royal Armouries", "the Deep"],
      }),
    ).toContain("also-true");
    // An alias listed as a wrong option.
    expect(
      rules({
        question: "Which club is nicknamed the Red Devils?",
        answer: "Manchester United",
        aliases: ["Man Utd"],
        wrong: ["Man Utd", "Liverpool", "Arsenal"],
      }),
    ).toContain("also-true");
  });

  it("rejects options of another kind or era than the answer", () => {
    expect(
      rules({
        question: 'Who had a hit with "Wonderwall"?',
        answer: "Oasis",
        wrong: ["Vanilla Ice", "Rick Astley", "Blur"],
      }),
    ).toContain("option-era");
    expect(
      rules({
        question: 'Which artist released the album "Different Class" in 1995?',
        answer: "Pulp",
        wrong: ["Lewis Capaldi", "Noah Kahan", "Blur"],
      }),
    ).toContain("option-era");
    expect(
      rules({
        question: "Which rugby union side plays at the Kingspan Stadium?",
        answer: "Ulster",
        wrong: ["Aberdeen", "Norwich City", "Munster"],
      }),
    ).toContain("option-kind");
    expect(
      rules({
        question: "In which year did the Titanic sink?",
        answer: "1912",
        wrong: ["1910", "The 1920s", "1915"],
      }),
    ).toContain("option-kind");
  });

  it("rejects an answer given away by the question or by another question in the same quiz", () => {
    expect(
      rules({
        question: "Which football club plays its home games at Villa Park?",
        answer: "Aston Villa",
        wrong: ["Birmingham City", "West Brom", "Wolves"],
      }),
    ).toContain("gives-away");
    const quiz = [
      {
        id: "a",
        question: "Which city is home to the Royal Armouries?",
        answer: "Leeds",
        wrong: ["York", "Hull", "Bradford"],
      },
      {
        id: "b",
        question: "Which river flows through Leeds?",
        answer: "Aire",
        wrong: ["Calder", "Wharfe", "Don"],
      },
    ];
    expect(
      checkQuiz(quiz)
        .get("b")
        ?.map((p) => p.rule),
    ).toEqual(["given-away-in-quiz"]);
  });

  it("rejects year-ambiguous wording and passes the same fact asked plainly", () => {
    expect(
      rules({
        question: "Which film won Best Picture at the 2015 Academy Awards?",
        answer: "Birdman",
        wrong: ["Argo", "Moonlight", "Parasite"],
      }),
    ).toContain("year-ambiguous");
    expect(
      rules({
        question: "Which film won Best Picture at the 87th Academy Awards, the ceremony held in 2015?",
        answer: "Birdman",
        wrong: ["Argo", "Moonlight", "Parasite"],
      }),
    ).toEqual([]);
  });

  it("rejects aliases that would accept a wrong option, and marks typed answers by the rest", () => {
    expect(
      rules({
        question: "Which club plays at Old Trafford?",
        answer: "Manchester United",
        aliases: ["Manchester"],
        wrong: ["Manchester City", "Liverpool", "Everton"],
      }),
    ).toContain("alias");
    const q = { answer: "Manchester United", aliases: ["Man Utd", "Man United"] };
    expect(typedAnswerMatches("man utd", q)).toBe(true);
    expect(typedAnswerMatches("  Manchester  United ", q)).toBe(true);
    expect(typedAnswerMatches("Man City", q)).toBe(false);
  });
});

describe("the whole bank under the checker", () => {
  it("keeps only questions that pass, and says what it removed and why", () => {
    const registry = questionBankRegistry();
    for (const q of questionBank().all) expect(checkQuestion(q, registry), q.key).toEqual([]);
    const removed = removedByChecker();
    const candidates = checkedCandidates().length;
    for (const r of removed) expect(r.problems.length, r.key).toBeGreaterThan(0);
    // The figure the bench reports: the share of candidate questions that pass.
    console.info(
      `checker: ${candidates - removed.length} of ${candidates} candidates pass; removed ${removed.length}`,
    );
    expect(removed.length).toBeLessThan(candidates * 0.1);
  }, 60_000);

  it("gives every question aliases that accept no wrong option", () => {
    for (const q of questionBank().all) {
      for (const alias of q.aliases ?? []) {
        expect(
          q.wrong.some((w) => typedAnswerMatches(w, { answer: q.answer, aliases: [alias] })),
          `${q.key}: ${alias}`,
        ).toBe(false);
      }
    }
  });
});
