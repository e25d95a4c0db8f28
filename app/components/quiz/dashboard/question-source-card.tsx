import { BookOpenCheck, ShieldCheck, ShieldOff } from "lucide-react";
import type { QuestionOrigin } from "../page-data";
import { questionSourceClaim } from "./question-source-claim";

/** The third dashboard card: where questions come from, never more than is true. */
export function QuestionSourceCard({ source }: { source: QuestionOrigin }) {
  const claim = questionSourceClaim(source);
  const Icon = source.kind === "builtin" ? BookOpenCheck : claim.exhausted ? ShieldOff : ShieldCheck;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-brass-100 p-5 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/15 ring-1 ring-current/20">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-display text-xl font-bold">{claim.title}</h2>
      <p className="flex-1 text-sm opacity-90">{claim.text}</p>
    </li>
  );
}
