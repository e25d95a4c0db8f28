import type { QuestionOrigin } from "../page-data";

export interface QuestionSourceClaim {
  title: string;
  text: string;
  /** Live mode with no fact checks left on the plan. */
  exhausted: boolean;
}

/**
 * What is true of the questions in this install and on this plan, in the landlord's words: the built-in
 * bank is curated, not fact-checked for the quiz; live mode fact-checks while the plan has checks left.
 */
export function questionSourceClaim(source: QuestionOrigin): QuestionSourceClaim {
  if (source.kind === "builtin") {
    return {
      title: "Curated question bank",
      text: "Every question comes from Full House's curated bank and shows its sources, so you can check it yourself. Live fact checks run only when the AI question writer is connected.",
      exhausted: false,
    };
  }
  const checks = source.factChecks;
  const left = checks?.limit == null ? null : Math.max(0, checks.limit - checks.used);
  if (left === 0) {
    return {
      title: "Fact checks used up",
      text: `You've used all ${checks?.limit} fact checks on your plan for now, so new questions come from our curated bank, with their sources, and say so. Nothing unchecked is called verified.`,
      exhausted: true,
    };
  }
  const allowance = left === null ? "" : ` (${left} fact check${left === 1 ? "" : "s"} left on your plan)`;
  return {
    title: "Fact-checked answers",
    text: `Each question written for your quiz is fact-checked before you see it${allowance}. Any that can't be checked come from our curated bank instead, and say so.`,
    exhausted: false,
  };
}
