import { Download, Printer } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { apiErrorSchema } from "~/lib/contract/errors";
import type { Fixture } from "~/lib/contract/sports";
import { downloadBlob } from "~/lib/download";
import { FIXTURES_MAX_PAGE_SIZE } from "~/lib/sports/constants";
import { sportsPageSearch } from "~/lib/sports/page-query";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input, Label } from "../ui/input";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toaster";
import { MAX_ON_POSTER, PosterMatches } from "./week-poster-matches";

const POSTER_FILE = "fullhouse-sport-this-week.pdf";
const DEFAULT_HEADLINE = "Live sport this week";
/** "This week": today and the six days after. */
const WEEK_DAYS = 7;
/** The week's televised matches, through the sports page's own loader. */
const WEEK_ON_TV = `/sports${sportsPageSearch({ filter: "televised", days: WEEK_DAYS, limit: FIXTURES_MAX_PAGE_SIZE })}`;

type WeekAnswer = { unreachable: true } | { fixtures: { fixtures: Fixture[] } | null } | { user: null };

/** Sends the chosen matches to the server and saves the PDF it answers (a file, not page data). */
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
  const fetcher = useFetcher<WeekAnswer>();
  // Which boxes are ticked is the person's choice; until they make one, their teams' matches are.
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [headline, setHeadline] = useState(DEFAULT_HEADLINE);
  const [busy, setBusy] = useState(false);
  const headlineId = useId();

  const { load } = fetcher;
  useEffect(() => {
    void load(WEEK_ON_TV);
  }, [load]);

  const answer = fetcher.data;
  // A match that kicked off last night and is still on shows as live; the poster is for what's ahead.
  const fixtures =
    answer && "fixtures" in answer && answer.fixtures
      ? answer.fixtures.fixtures.filter((fixture) => fixture.daysUntil >= 0)
      : null;
  const failed = answer !== undefined && fixtures === null;
  const ticked = chosen ?? new Set(fixtures?.filter((fixture) => fixture.isFavourite).map((f) => f.id));
  const tooMany = ticked.size > MAX_ON_POSTER;

  async function download() {
    if (!fixtures) return;
    setBusy(true);
    try {
      // Keep the poster in date order, whatever order the boxes were ticked in.
      const ids = fixtures.filter((fixture) => ticked.has(fixture.id)).map((fixture) => fixture.id);
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
        {!fixtures && !failed && (
          <p className="flex items-center gap-2 text-muted">
            <Spinner label="Loading this week's televised matches" /> Finding this week's televised matches…
          </p>
        )}
        {failed && (
          <p className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            Sports fixture data is temporarily unavailable. Please try again in a few minutes.
          </p>
        )}
        {fixtures?.length === 0 && (
          <p className="rounded-lg bg-stone-100 p-3 text-sm">No televised matches in the next seven days.</p>
        )}
        {fixtures && fixtures.length > 0 && (
          <PosterMatches fixtures={fixtures} chosen={ticked} onChosenChange={setChosen} />
        )}
        {tooMany && (
          <p className="text-sm font-semibold text-red-700">
            At most {MAX_ON_POSTER} matches fit on the poster; untick {ticked.size - MAX_ON_POSTER}.
          </p>
        )}
        {fixtures && fixtures.length > 0 && ticked.size === 0 && (
          <p className="text-sm text-muted">Tick at least one match to put on the poster.</p>
        )}

        <div className="space-y-1.5">
          <Label htmlFor={headlineId}>Headline</Label>
          <Input
            id={headlineId}
            value={headline}
            maxLength={60}
            // Enabled once the list is in, so opening the dialog on a phone doesn't pop the keyboard up.
            disabled={!fixtures && !failed}
            onChange={(event) => setHeadline(event.target.value)}
          />
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={download} disabled={busy || ticked.size === 0 || tooMany} aria-busy={busy}>
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
