import type { Quiz, QuizQuestion, Tiebreaker } from "~/lib/contract/quiz";

/** One screen of the presenter: a round's title card, a question, a tiebreaker, or the end. */
export type Slide =
  | { kind: "round"; title: string; subtitle: string; roundIndex: number }
  | {
      kind: "question";
      question: QuizQuestion;
      number: number;
      inRound: number;
      roundSize: number;
      roundTitle: string;
    }
  | { kind: "tiebreaker"; tiebreaker: Tiebreaker; number: number; count: number }
  | { kind: "end" };

/** The quiz in the order the host runs it: each round's title card and questions, then tiebreakers. */
export function buildSlides(quiz: Quiz): Slide[] {
  const rounds = new Map<number, QuizQuestion[]>();
  for (const question of quiz.questions) {
    const list = rounds.get(question.round) ?? [];
    list.push(question);
    rounds.set(question.round, list);
  }
  const slides: Slide[] = [];
  let number = 1;
  [...rounds.entries()]
    .sort((a, b) => a[0] - b[0])
    .forEach(([round, questions], roundIndex) => {
      const title = questions[0]?.roundName.trim() || `Round ${round}`;
      slides.push({
        kind: "round",
        title,
        subtitle: `Round ${roundIndex + 1} · ${questions.length} questions`,
        roundIndex,
      });
      questions.forEach((question, index) => {
        slides.push({
          kind: "question",
          question,
          number: number++,
          inRound: index + 1,
          roundSize: questions.length,
          roundTitle: title,
        });
      });
    });
  if (quiz.tiebreakers.length > 0) {
    slides.push({
      kind: "round",
      title: "Tiebreakers",
      subtitle: "Nearest answer wins",
      roundIndex: rounds.size,
    });
    quiz.tiebreakers.forEach((tiebreaker, index) => {
      slides.push({ kind: "tiebreaker", tiebreaker, number: index + 1, count: quiz.tiebreakers.length });
    });
  }
  slides.push({ kind: "end" });
  return slides;
}
