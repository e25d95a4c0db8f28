import { Suspense } from "react";
import { Await } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import type { ModelLifecycle, ModelLifecycleEntry } from "~/lib/contract/model-lifecycle";

const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function when(entry: ModelLifecycleEntry): string {
  if (entry.state === "missing") return "Not in OpenAI's model list";
  if (!entry.shutdownDate) return "No shutdown announced";
  const date = LONG_DATE.format(new Date(`${entry.shutdownDate}T00:00:00Z`));
  if (entry.state === "gone") return `Shut down on ${date}`;
  return `Shuts down ${date} (${entry.daysLeft} day${entry.daysLeft === 1 ? "" : "s"})`;
}

const BADGES: Record<ModelLifecycleEntry["state"], { tone: BadgeTone; label: string }> = {
  ok: { tone: "green", label: "Current" },
  soon: { tone: "amber", label: "Change soon" },
  gone: { tone: "red", label: "Shut down" },
  missing: { tone: "red", label: "Unavailable" },
};

/**
 * The OpenAI models in use and their shutdown dates, read from OpenAI by the page's loader and
 * streamed in after the figures, with a warning when one goes within the warning window: the operator
 * changes the variable named before every call to that model starts failing.
 */
export function ModelLifecyclePanel({ models }: { models: Promise<ModelLifecycle> }) {
  return (
    <Card className="mt-5 p-4">
      <h2 className="font-display text-lg font-bold">AI models</h2>
      <Suspense
        fallback={
          <div className="mt-3">
            <Spinner label="Asking OpenAI for its model list" />
          </div>
        }
      >
        <Await
          resolve={models}
          errorElement={
            <p className="mt-2 text-sm text-red-800">
              The model list could not be loaded. Reload the page to try again.
            </p>
          }
        >
          {(state) => <ModelList state={state} />}
        </Await>
      </Suspense>
    </Card>
  );
}

function ModelList({ state }: { state: ModelLifecycle }) {
  if (state.status === "builtin") {
    return (
      <p className="mt-2 text-sm text-muted">
        No OpenAI key is set: images, posts and quizzes use the built-in providers, and voice input is off.
      </p>
    );
  }
  if (state.status === "unavailable") return <p className="mt-2 text-sm text-red-800">{state.message}</p>;
  const attention = state.models.filter((m) => m.state !== "ok");
  return (
    <>
      {attention.length ? (
        <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {attention.length === 1 ? "One model needs" : `${attention.length} models need`} changing: set the
          variable named below to a current model and redeploy. Models that shut down within {state.warnDays}{" "}
          days are flagged.
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">No model in use shuts down within {state.warnDays} days.</p>
      )}
      <ul className="mt-3 divide-y divide-stone-200">
        {state.models.map((entry) => (
          <li key={entry.variable} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-semibold">{entry.use}</p>
              <p className="text-sm break-words text-muted">
                <code>{entry.model}</code> · {entry.variable}
              </p>
            </div>
            <div className="flex flex-col items-end gap-1 text-right">
              <Badge tone={BADGES[entry.state].tone}>{BADGES[entry.state].label}</Badge>
              <span className="text-xs text-muted">{when(entry)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
