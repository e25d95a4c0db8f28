import { Check, Copy, FileDown, FileText, FileType, MonitorPlay } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Quiz } from "~/lib/contract/quiz";
import { formatTiebreakerAnswer } from "~/lib/quiz/answers";
import { Button, buttonClasses } from "../../ui/button";
import { Card } from "../../ui/card";
import { cn } from "../../ui/cn";
import { copyWithToast } from "../../ui/copy-with-toast";
import { toast } from "../../ui/toaster";
import { exportUrl } from "../shared";

/** Beside the rounds: exports and the host screen, tiebreakers, team names and social teasers. */
export function PreviewSidebar({ quiz }: { quiz: Quiz }) {
  return (
    <aside className="space-y-5">
      <ExportCard quiz={quiz} />
      {quiz.tiebreakers.length > 0 && (
        <Card>
          <h3 className="font-display text-xl font-bold">Tiebreakers</h3>
          <p className="mt-1 text-sm text-muted">Nearest answer wins.</p>
          <ol className="mt-3 space-y-3">
            {quiz.tiebreakers.map((tiebreaker, index) => (
              <li key={tiebreaker.id} className="rounded-xl bg-stone-50 p-3 text-sm">
                <p className="font-semibold">
                  {index + 1}. {tiebreaker.question}
                </p>
                <p className="mt-1 text-brand-900">
                  {/* A year as written ("1912"), an amount with its unit ("1,345 m"). */}
                  Answer: <strong>{formatTiebreakerAnswer(tiebreaker)}</strong>
                </p>
                {tiebreaker.explanation && <p className="mt-1 text-muted">{tiebreaker.explanation}</p>}
              </li>
            ))}
          </ol>
        </Card>
      )}
      {quiz.teamNames.length > 0 && (
        <CopyList title="Team name ideas" items={quiz.teamNames} what="Team name" />
      )}
      {quiz.socialTeasers.length > 0 && (
        <CopyList title="Social teasers" items={quiz.socialTeasers} what="Teaser" />
      )}
    </aside>
  );
}

const EXPORTS = [
  { format: "pdf", label: "PDF", Icon: FileDown },
  { format: "docx", label: "Word Doc", Icon: FileType },
  { format: "txt", label: "Text File", Icon: FileText },
] as const;

function ExportCard({ quiz }: { quiz: Quiz }) {
  const exported = (label: string) =>
    toast({
      title: "Exported!",
      description: `${label} of "${quiz.title}" is downloading.`,
      variant: "success",
    });
  return (
    <Card>
      <h3 className="font-display text-xl font-bold">Export &amp; Share</h3>
      <p className="mt-1 text-sm text-muted">Host copy with answers, plus answer sheets for the teams.</p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {EXPORTS.map(({ format, label, Icon }) => (
          <a
            key={format}
            href={exportUrl(quiz.id, format)}
            download
            onClick={() => exported(label)}
            className={cn(
              buttonClasses({ variant: "outline", size: "sm" }),
              "h-auto flex-col gap-1 px-1 py-2 text-center leading-tight",
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </a>
        ))}
      </div>
      <Link
        to={`/quiz-generator/${encodeURIComponent(quiz.id)}/host`}
        className={cn(buttonClasses({ variant: "brass" }), "mt-3 w-full")}
      >
        <MonitorPlay className="size-5" aria-hidden="true" />
        Host App
      </Link>
      <p className="mt-2 text-xs text-muted">Full-screen presenter for the pub TV, with scores.</p>
    </Card>
  );
}

function CopyList({ title, items, what }: { title: string; items: string[]; what: string }) {
  const [copied, setCopied] = useState<number | null>(null);
  async function copy(text: string, index: number) {
    if (!(await copyWithToast(text, { copied: `${what} ready to paste.` }))) return;
    setCopied(index);
    window.setTimeout(() => setCopied((current) => (current === index ? null : current)), 2000);
  }
  return (
    <Card>
      <h3 className="font-display text-xl font-bold">{title}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item, index) => (
          <li key={item} className="flex items-start gap-2 rounded-xl bg-stone-50 p-2 pl-3 text-sm">
            <span className="min-w-0 flex-1 break-words whitespace-pre-wrap">{item}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => copy(item, index)}
              aria-label={`Copy ${what.toLowerCase()} ${index + 1}`}
              className="shrink-0"
            >
              {copied === index ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
