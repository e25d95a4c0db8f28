import { describe, expect, it } from "vitest";
import { questionSourceClaim } from "~/components/quiz/dashboard/question-source-claim";
import { defaultQuizForm, formProblem, toGenerationInput } from "~/components/quiz/generate/quiz-form";
import { acceptedSpellings, provenanceCounts } from "~/components/quiz/preview/provenance";
import {
  historyQueryOf,
  historySearch,
  listViewOf,
  listViewSearch,
  previewSearch,
} from "~/components/quiz/quiz-url";
import { readResults } from "~/components/quiz/use-record-results";
import { type Quiz, type QuizQuestion, quizGenerationRequestSchema } from "~/lib/contract/quiz";

describe("the quiz page's address", () => {
  it("reads the view, and anything unknown is the dashboard", () => {
    expect(listViewOf(new URLSearchParams("view=history"))).toBe("history");
    expect(listViewOf(new URLSearchParams("view=generate"))).toBe("generate");
    expect(listViewOf(new URLSearchParams("view=admin"))).toBe("dashboard");
    expect(listViewOf(new URLSearchParams(""))).toBe("dashboard");
  });

  it("reads History's search, sort and filter, falling back to the defaults", () => {
    expect(
      historyQueryOf(new URLSearchParams("view=history&sort=title&filter=archived&q=%20derby%20")),
    ).toEqual({
      sort: "title",
      filter: "archived",
      search: "derby",
    });
    expect(historyQueryOf(new URLSearchParams(`sort=price&filter=deleted&q=${"x".repeat(300)}`))).toEqual({
      sort: "date",
      filter: "all",
      search: "x".repeat(100),
    });
  });

  it("keeps History's place when a quiz opens over it, and drops it for the other views", () => {
    const history = historySearch({ sort: "attendance", filter: "active", search: "quiz" });
    expect(history.toString()).toBe("view=history&sort=attendance&filter=active&q=quiz");
    const preview = previewSearch("q-1", "history", history);
    expect(Object.fromEntries(preview)).toEqual({
      view: "history",
      sort: "attendance",
      filter: "active",
      q: "quiz",
      quiz: "q-1",
    });
    expect(listViewSearch("history", preview).toString()).toBe(
      "view=history&sort=attendance&filter=active&q=quiz",
    );
    expect(listViewSearch("generate", preview).toString()).toBe("view=generate");
    expect(listViewSearch("dashboard", preview).toString()).toBe("");
    expect(historySearch({ sort: "date", filter: "all", search: "" }).toString()).toBe("view=history");
  });
});

describe("where the questions come from, as the dashboard says it", () => {
  it("never claims a fact check for the built-in bank", () => {
    const claim = questionSourceClaim({ kind: "builtin", label: "Built-in question bank", factChecks: null });
    expect(claim.title).toBe("Curated question bank");
    expect(claim.text).not.toMatch(/verified|95%|checked before/i);
  });

  it("says how many fact checks are left in live mode", () => {
    const claim = questionSourceClaim({ kind: "live", label: "OpenAI", factChecks: { used: 84, limit: 85 } });
    expect(claim.title).toBe("Fact-checked answers");
    expect(claim.text).toContain("(1 fact check left on your plan)");
    expect(
      questionSourceClaim({ kind: "live", label: "OpenAI", factChecks: { used: 3, limit: null } }).text,
    ).not.toContain("left on your plan");
  });

  it("says the curated bank takes over when the fact checks run out", () => {
    const claim = questionSourceClaim({
      kind: "live",
      label: "OpenAI",
      factChecks: { used: 200, limit: 200 },
    });
    expect(claim).toMatchObject({ title: "Fact checks used up", exhausted: true });
    expect(claim.text).toContain("curated bank");
  });
});

describe("the Generate form", () => {
  it("sends a request the server's schema accepts, with custom rounds checked to 5-20", () => {
    const form = defaultQuizForm("2026-11-26");
    expect(form.title).toBe("Quiz Night - Thursday 26 November");
    form.customRounds = [
      {
        key: "a",
        name: " Derby ",
        category: "sports",
        questionCount: "50",
        specificArea: "",
        fixtureId: "fx-1",
      },
      {
        key: "b",
        name: "Telly",
        category: "entertainment",
        questionCount: "",
        specificArea: "",
        fixtureId: null,
      },
    ];
    const input = toGenerationInput(form);
    expect(input.customRounds).toEqual([
      { name: "Derby", category: "sports", questionCount: 20, specificArea: "", fixtureId: "fx-1" },
      { name: "Telly", category: "entertainment", questionCount: 10, specificArea: "" },
    ]);
    expect(quizGenerationRequestSchema.safeParse(input).success).toBe(true);
  });

  it("names what stops it being sent", () => {
    const form = defaultQuizForm("2026-11-26");
    expect(formProblem(form)).toBeNull();
    expect(formProblem({ ...form, title: "  " })?.title).toBe("Title Required");
    const match = {
      key: "a",
      name: "Derby",
      category: "sports" as const,
      questionCount: "10",
      specificArea: "",
      fixtureId: "",
    };
    expect(formProblem({ ...form, customRounds: [match] })).toMatchObject({
      title: "Match needed",
      rounds: true,
    });
    expect(formProblem({ ...form, customRounds: [{ ...match, name: "", fixtureId: null }] })?.title).toBe(
      "Round name needed",
    );
  });
});

describe("a night's results as typed", () => {
  it("reads attendance and the filled-in teams", () => {
    expect(
      readResults("42", [
        { name: " The Quizzly Bears ", score: "31.5" },
        { name: "", score: "" },
      ]),
    ).toEqual({ attendanceCount: 42, teams: [{ name: "The Quizzly Bears", score: 31.5 }] });
  });

  it("says what is wrong", () => {
    expect(readResults("", [])).toBe("Enter how many people came (0 to 1000).");
    expect(readResults("12.5", [])).toBe("Enter how many people came (0 to 1000).");
    expect(readResults("20", [{ name: "", score: "4" }])).toBe("Each team needs a name.");
    expect(readResults("20", [{ name: "Bears", score: "201" }])).toBe(
      "Enter a score from 0 to 200 for Bears.",
    );
  });
});

describe("what the preview calls verified", () => {
  const question = (id: string, extra: Partial<QuizQuestion>): QuizQuestion => ({
    id,
    round: 1,
    roundName: "General Knowledge",
    category: "generalKnowledge",
    difficulty: 5,
    question: `Question ${id}?`,
    answer: "A",
    options: ["A", "B", "C", "D"],
    explanation: "",
    localRelevance: 0,
    sources: [{ title: "Wikipedia: A", url: "https://en.wikipedia.org/wiki/A" }],
    aliases: [],
    provenance: "curated-bank",
    tags: [],
    ...extra,
  });
  const quiz = (questions: QuizQuestion[]) => ({ questions }) as Quiz;

  it("counts only fact-checked questions the host has not rewritten as verified", () => {
    expect(
      provenanceCounts(
        quiz([
          question("1", { provenance: "fact-checked" }),
          question("2", { provenance: "fact-checked", edited: true }),
          question("3", { provenance: "curated-bank" }),
          question("4", { provenance: "curated-bank", edited: true }),
        ]),
      ),
    ).toEqual({ factChecked: 1, curated: 1, total: 4 });
  });

  it("offers the answer's other spellings only while the question is as it was written", () => {
    expect(acceptedSpellings(question("1", { aliases: ["Man Utd"] }))).toEqual(["Man Utd"]);
    expect(acceptedSpellings(question("2", { aliases: ["Man Utd"], edited: true }))).toEqual([]);
  });

  it("never counts a curated-bank question as verified", () => {
    expect(provenanceCounts(quiz([question("1", {}), question("2", {})]))).toEqual({
      factChecked: 0,
      curated: 2,
      total: 2,
    });
  });
});
