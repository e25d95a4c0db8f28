import { describe, expect, it } from "vitest";
import { isOffered, markOption, markTyped, readNumber } from "~/server/quiz-night/marking.server";
import { isOffensive, teamNameProblem } from "~/server/quiz-night/team-names.server";

const beatles = { answer: "The Beatles", aliases: ["Fab Four"] };

describe("typed answers are marked the way a fair quizmaster would", () => {
  it.each([
    ["the beatles", true],
    ["BEATLES", true],
    ["Beatels", true], // two letters swapped
    ["Beatlez", true], // one letter wrong
    ["Batlez", false], // two slips in a word of seven
    ["  beatles. ", true],
    ["fab four", true], // an alias
    ["The Rolling Stones", false],
    ["", false],
  ])("%j for 'The Beatles' is %s", (typed, right) => {
    expect(markTyped(typed, beatles)).toBe(right);
  });

  it("sets accents and articles aside", () => {
    expect(markTyped("Bjork", { answer: "Björk" })).toBe(true);
    expect(markTyped("an apple", { answer: "Apple" })).toBe(true);
    expect(markTyped("Zurich", { answer: "Zürich" })).toBe(true);
  });

  it("never lets a typo turn one short word or one number into another", () => {
    expect(markTyped("hat", { answer: "cat" })).toBe(false);
    expect(markTyped("1967", { answer: "1966" })).toBe(false);
    expect(markTyped("1966", { answer: "1966" })).toBe(true);
  });

  it("allows two slips in a long answer, not three", () => {
    expect(markTyped("Manchestr Unitd", { answer: "Manchester United" })).toBe(true);
    expect(markTyped("Mnchstr Unitd", { answer: "Manchester United" })).toBe(false);
  });
});

describe("multiple choice", () => {
  const q = { answer: "Paris", options: ["London", "Paris", "Rome", "Madrid"] };
  it("is exact: only the right option scores", () => {
    expect(markOption("Paris", q)).toBe(true);
    expect(markOption("paris ", q)).toBe(true);
    expect(markOption("Pariss", q)).toBe(false);
    expect(markOption("Rome", q)).toBe(false);
  });
  it("knows what was offered", () => {
    expect(isOffered("Rome", q.options)).toBe(true);
    expect(isOffered("Berlin", q.options)).toBe(false);
  });
});

describe("tiebreaker numbers", () => {
  it("reads what people type", () => {
    expect(readNumber("1,345")).toBe(1345);
    expect(readNumber("about 1345 m")).toBe(1345);
    expect(readNumber("12.5")).toBe(12.5);
    expect(readNumber("lots")).toBeNull();
  });
});

describe("team names on the pub's TV", () => {
  it("refuses offensive names, disguised or not", () => {
    expect(isOffensive("Shit Happens")).toBe(true);
    expect(isOffensive("sh1t happens")).toBe(true);
    expect(teamNameProblem("Fuuuck the Quiz", [])).not.toBeNull();
  });
  it("lets ordinary pub names through, Scunthorpe included", () => {
    for (const name of ["Quizteama Aguilera", "Les Quizerables", "Scunthorpe Sharks", "Agatha Quiztie"]) {
      expect(teamNameProblem(name, []), name).toBeNull();
    }
  });
  it("refuses a name another team has, whatever its case", () => {
    expect(teamNameProblem("les quizerables", ["Les Quizerables"])).toBe(
      "Another team already has that name.",
    );
  });
});
