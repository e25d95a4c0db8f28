import { BookOpen, ExternalLink, ShieldCheck } from "lucide-react";
import type { QuestionProvenance as Provenance, Quiz, QuizQuestion } from "~/lib/contract/quiz";
import { Badge } from "../../ui/badge";

/**
 * Where a question's answer stands: confirmed by a fact check that ran for this quiz, or taken from
 * the curated bank. A question the host rewrote is neither any more.
 */
export function provenanceOf(question: QuizQuestion): Provenance | null {
  return question.edited ? null : question.provenance;
}

/**
 * The other spellings to accept for a typed answer. They were kept for the answer as given: once the
 * host rewrote the question they may not fit its new answer, so none are offered.
 */
export function acceptedSpellings(question: QuizQuestion): string[] {
  return question.edited ? [] : question.aliases;
}

/** How many of the quiz's questions a fact check confirmed, and how many came from the bank. */
export function provenanceCounts(quiz: Quiz) {
  let factChecked = 0;
  let curated = 0;
  for (const question of quiz.questions) {
    const provenance = provenanceOf(question);
    if (provenance === "fact-checked") factChecked += 1;
    if (provenance === "curated-bank") curated += 1;
  }
  return { factChecked, curated, total: quiz.questions.length };
}

/**
 * The quiz's line under its title: "verified" only for what a fact check that ran for this quiz
 * confirmed; the curated bank says what it is; and when the plan's fact checks ran out mid-quiz,
 * the preview says so.
 */
export function QuizProvenance({ quiz }: { quiz: Quiz }) {
  const { factChecked, curated, total } = provenanceCounts(quiz);
  return (
    <>
      {factChecked > 0 && (
        <Badge tone="green">
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          {factChecked} of {total} answers verified by a fact check
        </Badge>
      )}
      {curated > 0 && (
        <Badge tone="stone">
          <BookOpen className="size-3.5" aria-hidden="true" />
          {curated === total ? "All questions" : `${curated} of ${total} questions`} from the curated bank
        </Badge>
      )}
      {quiz.factChecks.allowanceExhausted && (
        <span className="basis-full text-amber-900" data-testid="fact-checks-ran-out">
          Your plan's fact checks ran out while this quiz was written, so the rest of its questions come from
          the curated bank and are not marked verified.
        </span>
      )}
    </>
  );
}

/** A question's own line: its standing, and its sources, as links where they have an address. */
export function QuestionProvenance({ question }: { question: QuizQuestion }) {
  const provenance = provenanceOf(question);
  const { sources } = question;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      {question.edited && <Badge tone="stone">Edited by you — not fact-checked</Badge>}
      {provenance === "fact-checked" && (
        <Badge tone="green">
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          Verified by a fact check
        </Badge>
      )}
      {provenance === "curated-bank" && <Badge tone="stone">From the curated bank</Badge>}
      {sources.length > 0 && (
        <p className="min-w-0">
          <span className="text-muted">{sources.length === 1 ? "Source: " : "Sources: "}</span>
          {sources.map((source, index) => (
            <span key={`${source.title}|${source.url ?? ""}`}>
              {index > 0 && "; "}
              {source.url ? (
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium break-words text-brand-700 underline underline-offset-2"
                >
                  {source.title}
                  <ExternalLink className="ml-0.5 inline size-3 align-baseline" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <cite className="break-words not-italic">{source.title}</cite>
              )}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
