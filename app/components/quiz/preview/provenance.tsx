import { BookOpen, ExternalLink, ShieldCheck } from "lucide-react";
import type { Quiz, QuizQuestion } from "~/lib/contract/quiz";
import { Badge } from "../../ui/badge";

/** A source as the question carries it: a named work, or a page a person can open. */
type SourceRef = string | { title: string; url?: string };

type Provenance = "fact-checked" | "curated-bank" | null;

/**
 * Where a question's answer stands: confirmed by a fact check that ran for this quiz, or taken from
 * the curated bank. A question the host rewrote is neither any more.
 */
export function provenanceOf(question: QuizQuestion): Provenance {
  if (question.edited) return null;
  const provenance = (question as { provenance?: string }).provenance;
  return provenance === "fact-checked" || provenance === "curated-bank" ? provenance : null;
}

/** The label the built-in bank gives its quizzes (the server's BUILTIN_QUIZ_LABEL). */
const BUILTIN_GENERATOR = "Built-in question bank";

/**
 * How many of the quiz's questions a fact check confirmed, and how many came from the bank. A quiz
 * stored before questions carried their own provenance is read from its generator: the built-in bank
 * checks nothing for the quiz, and a live quiz's verified count is what its fact check confirmed.
 */
export function provenanceCounts(quiz: Quiz) {
  const total = quiz.questions.length;
  const known = quiz.questions.some((question) => "provenance" in question);
  if (!known) {
    const edited = quiz.questions.filter((question) => question.edited).length;
    return quiz.generator === BUILTIN_GENERATOR
      ? { factChecked: 0, curated: total - edited, total }
      : { factChecked: quiz.verifiedCount, curated: 0, total };
  }
  let factChecked = 0;
  let curated = 0;
  for (const question of quiz.questions) {
    const provenance = provenanceOf(question);
    if (provenance === "fact-checked") factChecked += 1;
    if (provenance === "curated-bank") curated += 1;
  }
  return { factChecked, curated, total };
}

/** The quiz's line under its title: "verified" only for what a fact check confirmed. */
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
    </>
  );
}

/** A question's own line: its standing, and its sources as links where they have an address. */
export function QuestionProvenance({ question }: { question: QuizQuestion }) {
  const provenance = provenanceOf(question);
  const sources = (question.sources as SourceRef[]).map((source) =>
    typeof source === "string" ? { title: source } : source,
  );
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
            <span key={`${source.title}-${source.url ?? ""}`}>
              {index > 0 && "; "}
              {source.url ? (
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-baseline gap-0.5 font-medium break-words text-brand-700 underline underline-offset-2"
                >
                  {source.title}
                  <ExternalLink className="size-3 shrink-0 self-center" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <cite className="not-italic break-words">{source.title}</cite>
              )}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
