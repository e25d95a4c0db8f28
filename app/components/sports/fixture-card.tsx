import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { CalendarDays, Check, Clock, MapPin, Trophy, Tv } from "lucide-react";
import { useId, useState } from "react";
import type { Fixture, TimelineItem } from "~/lib/contract/sports";
import { CLASSIFICATIONS, SPORT_LABELS } from "~/lib/sports/constants";
import { relativeLabel } from "~/lib/sports/timeline";
import { LONDON, londonInstant, longLondonDate } from "~/lib/time";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { CLASSIFICATION_TONES, SportIcon } from "./badges";
import { HalfTimeQuizButton } from "./half-time-quiz";

/** The timeline shows this many stages until the landlord asks for more (spec §9). */
const TIMELINE_SHOWN = 3;

interface FixtureCardProps {
  fixture: Fixture;
  /** Today's London date (YYYY-MM-DD), to word the reminders that have not gone yet. */
  today: string;
  /** Match selection (spec §2): the card offers to turn the match into a campaign. */
  onCreateContent?: (fixture: Fixture) => void;
  /** Offer the half-time quiz (live night) on a televised match of two sides that has not finished. */
  halfTimeQuiz?: boolean;
}

/** "home vs away", or just the event's name when there is no away side (golf, racing, F1). */
export function fixtureTitle(fixture: Pick<Fixture, "homeTeam" | "awayTeam">): string {
  return fixture.awayTeam.trim() ? `${fixture.homeTeam} vs ${fixture.awayTeam}` : fixture.homeTeam;
}

/** "Sat 21 Nov" for a London date. */
export function shortLondonDate(date: string): string {
  return format(new TZDate(londonInstant(date, "12:00").getTime(), LONDON), "EEE d MMM");
}

/** One match: badges, when and where, who shows it, the reminder timeline and the hand-off button. */
export function FixtureCard({ fixture, today, onCreateContent, halfTimeQuiz }: FixtureCardProps) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const hidden = Math.max(0, fixture.timeline.length - TIMELINE_SHOWN);
  const items = expanded ? fixture.timeline : fixture.timeline.slice(0, TIMELINE_SHOWN);
  const relative = relativeLabel(fixture.daysUntil);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="fixture-card"
      data-sport={fixture.sport}
      className={cn(
        "flex min-w-0 flex-col rounded-2xl border bg-white p-4 shadow-sm sm:p-5",
        fixture.isFavourite ? "border-brass-400" : "border-stone-200",
      )}
    >
      <div className="flex flex-wrap gap-1.5">
        <Badge tone={CLASSIFICATION_TONES[fixture.classification]}>
          {CLASSIFICATIONS[fixture.classification]}
        </Badge>
        <Badge tone="stone">
          <SportIcon sport={fixture.sport} /> {SPORT_LABELS[fixture.sport]}
        </Badge>
        {fixture.isFavourite && <Badge tone="amber">★ Your team</Badge>}
        {fixture.isLocalTeam && <Badge tone="green">Local Team</Badge>}
        {fixture.isDerby && <Badge tone="red">🔥 Derby</Badge>}
        {fixture.status === "live" && <Badge tone="live">🔴 LIVE NOW</Badge>}
        {fixture.tvChannels.length > 0 && <Badge tone="violet">Live TV</Badge>}
      </div>

      <h3 id={titleId} className="mt-3 text-lg leading-snug font-bold break-words">
        {fixtureTitle(fixture)}
      </h3>

      {fixture.highlights && (
        <p className="mt-2 rounded-lg border-l-4 border-brass-400 bg-brass-100 px-3 py-2 text-sm">
          {fixture.highlights}
        </p>
      )}

      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex items-start gap-2">
          <dt className="sr-only">Date</dt>
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
          <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span>{longLondonDate(fixture.date)}</span>
            <span
              className={cn(
                "rounded-md px-1.5 text-xs font-semibold",
                fixture.daysUntil <= 1 ? "bg-brand-600 text-white" : "bg-stone-100 text-stone-700",
              )}
            >
              {relative}
            </span>
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">Kick-off</dt>
          <Clock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
          <dd className="font-semibold">{fixture.kickOffTime}</dd>
        </div>
        {fixture.venue && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Venue</dt>
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
            <dd className="min-w-0 break-words">{fixture.venue}</dd>
          </div>
        )}
        <div className="flex items-start gap-2">
          <dt className="sr-only">Competition</dt>
          <Trophy className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
          <dd className="min-w-0 break-words">{fixture.competition}</dd>
        </div>
      </dl>

      {fixture.tvChannels.length > 0 ? (
        <p className="mt-3 flex items-start gap-2 text-sm">
          <Tv className="mt-0.5 size-4 shrink-0 text-violet-700" aria-hidden="true" />
          <span className="min-w-0">
            <span className="font-semibold">Broadcast on:</span> {fixture.tvChannels.join(", ")}
            {fixture.tvChannelsExpected && <span className="text-muted"> (expected)</span>}
          </span>
        </p>
      ) : (
        <p className="mt-3 flex items-start gap-2 text-sm text-muted">
          <Tv className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Not shown on UK TV
        </p>
      )}

      <section aria-label={`Notification Timeline for ${fixtureTitle(fixture)}`} className="mt-4">
        <h4 className="text-sm font-bold">Notification Timeline</h4>
        <ol className="mt-2 space-y-1.5" id={detailsId}>
          {items.map((item) => (
            <TimelineRow key={item.stage} item={item} today={today} />
          ))}
        </ol>
        {expanded && (
          <div className="mt-3 space-y-2 rounded-lg bg-stone-50 p-3 text-sm">
            <div>
              <div className="flex justify-between gap-2">
                <span className="font-semibold">Importance Score</span>
                <span>{fixture.importanceScore}/100</span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                <div className="h-full bg-brand-600" style={{ width: `${fixture.importanceScore}%` }} />
              </div>
            </div>
            <p>Advance Notice: {fixture.notificationDays} days before match</p>
          </div>
        )}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-2 min-h-9 rounded-md text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {expanded ? "Show less" : hidden > 0 ? `+${hidden} more` : "More details"}
        </button>
      </section>

      {(onCreateContent || halfTimeQuiz) && (
        <div className="mt-auto flex flex-col gap-2 pt-4">
          {onCreateContent && (
            <Button
              className="h-auto min-h-11 w-full py-2 leading-tight"
              onClick={() => onCreateContent(fixture)}
            >
              Create Content for This Match
            </Button>
          )}
          {halfTimeQuiz &&
            fixture.isTelevised &&
            fixture.awayTeam.trim() &&
            fixture.status !== "finished" && (
              <HalfTimeQuizButton fixtureId={fixture.id} title={fixtureTitle(fixture)} />
            )}
        </div>
      )}
    </article>
  );
}

function TimelineRow({ item, today }: { item: TimelineItem; today: string }) {
  const status = item.sent
    ? "Sent"
    : item.dueDate === today
      ? "Due today"
      : item.dueDate > today
        ? `Due ${shortLondonDate(item.dueDate)}`
        : "Passed";
  return (
    <li
      className={cn(
        "flex items-start justify-between gap-3 rounded-md px-2 py-1 text-sm",
        item.sent ? "bg-brand-50 text-brand-800" : "bg-stone-50 text-ink",
      )}
    >
      <span className="flex min-w-0 items-start gap-1.5">
        {item.sent ? (
          <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        ) : (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-stone-400" aria-hidden="true" />
        )}
        <span className="min-w-0">{item.label}</span>
      </span>
      <span className={cn("shrink-0 text-xs font-semibold", item.sent ? "text-brand-800" : "text-muted")}>
        {status}
      </span>
    </li>
  );
}
