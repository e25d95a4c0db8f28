import { Download, Printer } from "lucide-react";
import { Checkbox } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { api } from "~/lib/api-client";
import { apiErrorSchema } from "~/lib/contract/errors";
import type { Fixture, FixturesResponse } from "~/lib/contract/sports";
import { downloadBlob } from "~/lib/download";
import { longLondonDate } from "~/lib/time";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input, Label } from "../ui/input";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toaster";
import { fixtureTitle } from "./fixture-card";

const POSTER_FILE = "fullhouse-sport-this-week.pdf";
const DEFAULT_HEADLINE = "Live sport this week";
/** What fits on one A4 sheet (the server refuses more). */
const MAX_ON_POSTER = 40;
/** "This week": today and the six days after. */
const WEEK_DAYS = 7;

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; fixtures: Fixture[] };

/** Sends the chosen matches to the server and saves the PDF it answers. */
async function downloadPoster(fixtureIds: string[], headline: string) {
  const response = await fetch("/api/sports/week-poster", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ fixtureIds, headline: headline.trim() || undefined }),
  });
  if (!response.ok) {
    const text = await response.text();
    let message = text || response.statusText;
    try {
      const parsed = apiErrorSchema.safeParse(JSON.parse(text));
      if (parsed.success) message = parsed.data.error.message;
    } catch {
      // Not JSON: keep the text.
    }
    throw new Error(message);
  }
  downloadBlob(await response.blob(), POSTER_FILE);
}

/** 'This week's games': tick the televised matches to show, and get an A4 PDF for the window. */
export function WeekPosterButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="brass" onClick={() => setOpen(true)}>
        <Printer className="size-4" aria-hidden="true" />
        Print this week's TV poster
      </Button>
      {open && <WeekPosterDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}

function WeekPosterDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [headline, setHeadline] = useState(DEFAULT_HEADLINE);
  const [busy, setBusy] = useState(false);
  const headlineId = useId();

  useEffect(() => {
    const controller = new AbortController();
    api<FixturesResponse>("/api/sports/upcoming-fixtures?filter=televised&sport=all", {
      signal: controller.signal,
    })
      .then(({ fixtures }) => {
        const week = fixtures.filter((fixture) => fixture.daysUntil >= 0 && fixture.daysUntil < WEEK_DAYS);
        setLoad({ state: "ready", fixtures: week });
        setChosen(new Set(week.filter((fixture) => fixture.isFavourite).map((fixture) => fixture.id)));
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: "failed" });
      });
    return () => controller.abort();
  }, []);

  const fixtures = load.state === "ready" ? load.fixtures : [];
  const days = groupByDate(fixtures);
  const tooMany = chosen.size > MAX_ON_POSTER;

  function toggle(id: string, on: boolean) {
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function download() {
    setBusy(true);
    try {
      // Keep the poster in date order, whatever order the boxes were ticked in.
      const ids = fixtures.filter((fixture) => chosen.has(fixture.id)).map((fixture) => fixture.id);
      await downloadPoster(ids, headline);
      toast({ title: "Poster downloaded", description: `Saved as ${POSTER_FILE}.`, variant: "success" });
      onOpenChange(false);
    } catch (cause) {
      toast({
        title: "Poster failed",
        description: (cause as Error).message || "Could not build the poster. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="This week's games"
      description="An A4 poster of the televised matches you're showing, for the window. Your teams are ticked already."
      className="max-w-lg"
    >
      <div className="space-y-4">
        {load.state === "loading" && (
          <p className="flex items-center gap-2 text-muted">
            <Spinner label="Loading this week's televised matches" /> Finding this week's televised matches…
          </p>
        )}
        {load.state === "failed" && (
          <p className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            Sports fixture data is temporarily unavailable. Please try again in a few minutes.
          </p>
        )}
        {load.state === "ready" && fixtures.length === 0 && (
          <p className="rounded-lg bg-stone-100 p-3 text-sm">No televised matches in the next seven days.</p>
        )}
        {fixtures.length > 0 && (
          <fieldset>
            <legend className="flex w-full flex-wrap items-center justify-between gap-2 text-sm font-semibold">
              <span>
                Matches on the poster ({chosen.size} of {fixtures.length})
              </span>
              <span className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setChosen(new Set(fixtures.slice(0, MAX_ON_POSTER).map((f) => f.id)))}
                >
                  Tick all
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setChosen(new Set())}>
                  Clear
                </Button>
              </span>
            </legend>
            <div className="mt-2 max-h-[40dvh] space-y-3 overflow-y-auto rounded-lg border border-stone-200 p-2">
              {days.map(([date, dayFixtures]) => (
                <div key={date}>
                  <p className="px-1 text-xs font-bold tracking-wide text-muted uppercase">
                    {longLondonDate(date).replace(/ \d{4}$/, "")}
                  </p>
                  <ul className="mt-1 space-y-1">
                    {dayFixtures.map((fixture) => (
                      <PosterRow
                        key={fixture.id}
                        fixture={fixture}
                        checked={chosen.has(fixture.id)}
                        onChange={(on) => toggle(fixture.id, on)}
                      />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </fieldset>
        )}
        {tooMany && (
          <p className="text-sm font-semibold text-red-700">
            At most {MAX_ON_POSTER} matches fit on the poster; untick {chosen.size - MAX_ON_POSTER}.
          </p>
        )}
        {load.state === "ready" && fixtures.length > 0 && chosen.size === 0 && (
          <p className="text-sm text-muted">Tick at least one match to put on the poster.</p>
        )}

        <div className="space-y-1.5">
          <Label htmlFor={headlineId}>Headline</Label>
          <Input
            id={headlineId}
            value={headline}
            maxLength={60}
            // Enabled once the list is in, so opening the dialog on a phone doesn't pop the keyboard up.
            disabled={load.state === "loading"}
            onChange={(event) => setHeadline(event.target.value)}
          />
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={download} disabled={busy || chosen.size === 0 || tooMany} aria-busy={busy}>
            {busy ? (
              <Spinner label="Building your poster" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            {busy ? "Building poster…" : "Download PDF"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function PosterRow({
  fixture,
  checked,
  onChange,
}: {
  fixture: Fixture;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start gap-3 rounded-md px-1 py-1.5 hover:bg-stone-50">
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-stone-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <Checkbox.Indicator className="text-sm leading-none text-white">✓</Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm">
        <span className="font-semibold">
          {fixture.kickOffTime} {fixtureTitle(fixture)}
        </span>
        {fixture.isFavourite && (
          <>
            <span className="text-amber-700" aria-hidden="true">
              {" "}
              ★
            </span>
            <span className="sr-only"> (your team)</span>
          </>
        )}
        <span className="block text-muted">
          {fixture.tvChannels.join(", ")}
          {fixture.tvChannelsExpected ? " (expected)" : ""} · {fixture.competition}
        </span>
      </label>
    </li>
  );
}

function groupByDate(fixtures: readonly Fixture[]): Array<[string, Fixture[]]> {
  const days = new Map<string, Fixture[]>();
  for (const fixture of fixtures) days.set(fixture.date, [...(days.get(fixture.date) ?? []), fixture]);
  return [...days.entries()];
}
