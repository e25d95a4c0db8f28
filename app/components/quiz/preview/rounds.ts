import type { QuizQuestion } from "~/lib/contract/quiz";

export interface Round {
  number: number;
  name: string;
  questions: QuizQuestion[];
  /** The number of its first question: numbers run on through the rounds, as the host reads them. */
  firstNumber: number;
}

/** Questions grouped by round, in order; a round without a name is 'Round N' (spec §2). */
export function roundsOf(questions: QuizQuestion[]): Round[] {
  const rounds = new Map<number, Round>();
  for (const question of questions) {
    let round = rounds.get(question.round);
    if (!round) {
      round = {
        number: question.round,
        name: question.roundName.trim() || `Round ${question.round}`,
        questions: [],
        firstNumber: 1,
      };
      rounds.set(question.round, round);
    }
    round.questions.push(question);
  }
  const ordered = [...rounds.values()].sort((a, b) => a.number - b.number);
  let next = 1;
  for (const round of ordered) {
    round.firstNumber = next;
    next += round.questions.length;
  }
  return ordered;
}
