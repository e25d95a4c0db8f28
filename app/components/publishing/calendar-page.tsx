import { useEffect, useState } from "react";
import { Link } from "react-router";
import { UpgradeDialog } from "~/components/billing/upgrade-dialog";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import type { CalendarDay } from "~/lib/contract/publishing";
import { addLondonDays, longLondonDate, MONTHS } from "~/lib/time";
import type { CalendarData } from "~/routes/_app/calendar";
import { PostItem } from "./post-item";
import { type CalendarActions, useCalendar } from "./use-calendar";

type Calendar = Omit<CalendarData, "user">;

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function title(data: Calendar) {
  if (data.view === "month") {
    return `${MONTHS[Number(data.anchor.slice(5, 7)) - 1]} ${data.anchor.slice(0, 4)}`;
  }
  return `Week of ${longLondonDate(data.from)}`;
}

/** An on/off setting of the page, saved at once (the loader's answer redraws it). */
function SettingSwitch({
  on,
  label,
  busy,
  onToggle,
}: {
  on: boolean;
  label: string;
  busy: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={busy}
      onClick={() => onToggle(!on)}
      className={cn(
        "flex items-center gap-3 rounded-full border px-3 py-2 text-left text-sm font-semibold",
        on ? "border-amber-400 bg-amber-50 text-amber-900" : "border-stone-300 bg-white",
      )}
    >
      <span
        className={cn(
          "relative h-5 w-9 shrink-0 rounded-full transition-colors",
          on ? "bg-amber-500" : "bg-stone-300",
        )}
        aria-hidden
      >
        <span
          className={cn(
            "absolute top-0.5 size-4 rounded-full bg-white transition-all",
            on ? "left-4.5" : "left-0.5",
          )}
        />
      </span>
      {label}
    </button>
  );
}

function Notices({ data }: { data: Calendar }) {
  const expired = data.connected.filter((connection) => connection.status === "needs_reconnecting");
  return (
    <div className="space-y-3">
      {data.autoApprove ? (
        <p className="rounded-xl border border-stone-200 bg-white p-3 text-sm" role="status">
          Auto-approve is on: Monday's plan for the week is scheduled without waiting for your OK. A post that
          fails the writing check still waits here for you.
        </p>
      ) : null}
      {data.paused ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900" role="status">
          Publishing is paused: nothing goes out until you turn the switch off. Posts whose time passes
          meanwhile go out when you do, so move or cancel any you no longer want.
        </p>
      ) : null}
      {expired.map((connection) => (
        <p
          key={connection.provider}
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900"
          role="alert"
        >
          {connection.displayName} needs reconnecting: its posts are held.{" "}
          <Link to="/account#connections" className="font-semibold underline">
            Reconnect
          </Link>
        </p>
      ))}
      {data.connected.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-3">
          Connect Facebook, Instagram or Google to publish from here.{" "}
          <Link to="/account#connections" className="font-semibold text-brand-700 underline">
            Connections
          </Link>
          {data.publisher.kind === "builtin"
            ? ` (local mode uses the built-in ${data.publisher.label}).`
            : null}
        </p>
      ) : null}
      {!data.canPublish ? (
        <p className="rounded-xl border border-stone-200 bg-white p-3">
          Scheduled publishing is part of Starter and Pro. You can connect and look around on the trial.{" "}
          <Link to="/subscribe" className="font-semibold text-brand-700 underline">
            See plans
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function Day({ day, data, actions }: { day: CalendarDay; data: Calendar; actions: CalendarActions }) {
  const outside = data.view === "month" && day.date.slice(0, 7) !== data.anchor.slice(0, 7);
  const empty = day.posts.length === 0 && day.fixtures.length === 0 && day.events.length === 0;
  return (
    <li
      aria-label={longLondonDate(day.date)}
      data-date={day.date}
      // On phones a month shows only the days with something on (and today): a list, not a grid.
      className={cn(
        "min-h-24 space-y-2 rounded-2xl border bg-cream/60 p-2",
        day.date === data.today ? "border-brand-600" : "border-stone-200",
        outside && "opacity-60",
        empty && data.view === "month" && day.date !== data.today && "hidden md:block",
      )}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        const id = event.dataTransfer.getData("text/x-post");
        const post = data.days.flatMap((d) => d.posts).find((p) => p.id === id);
        if (post && post.londonDate !== day.date) actions.move(post, day.date);
      }}
    >
      <h3 className="text-sm font-bold">
        <span className="md:hidden">{longLondonDate(day.date)}</span>
        <span className="hidden md:inline">{Number(day.date.slice(8))}</span>
      </h3>
      {day.fixtures.map((fixture) => (
        <p key={fixture.id} className="rounded-lg bg-emerald-50 px-2 py-1 text-xs text-emerald-900">
          ⚽ {fixture.londonTime} {fixture.title}
          {fixture.tv ? ` · ${fixture.tv}` : ""}
        </p>
      ))}
      {day.events.map((event) => (
        <p
          key={event.id}
          className="rounded-lg border border-dashed border-brass-300 bg-brass-100 px-2 py-1 text-xs text-ink"
          title={`${event.detail}: from your pub's details`}
        >
          <span className="font-semibold">Pub night</span> {event.londonTime ? `${event.londonTime} ` : ""}
          {event.name}
          <span className="sr-only"> ({event.detail}, from your pub's details)</span>
        </p>
      ))}
      {day.posts.map((post) => (
        <PostItem
          key={post.id}
          post={post}
          actions={actions}
          compact={data.view === "month"}
          paused={data.paused}
        />
      ))}
      {empty && data.view === "week" ? <p className="text-xs text-muted">Nothing planned</p> : null}
    </li>
  );
}

/** The Monday of a London date's week: a weekly plan is named by it. */
function mondayOf(date: string) {
  return addLondonDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));
}

/** The weekly plan's drafts in view, with Approve all per week (a draft the writing check stopped is left to its own Approve). */
function WaitingForOk({ data, actions }: { data: Calendar; actions: CalendarActions }) {
  const waiting = data.days.flatMap((day) =>
    day.posts.filter((post) => post.status === "scheduled" && !post.approved),
  );
  if (waiting.length === 0) return null;
  const weeks = [
    ...new Set(
      waiting
        .filter((post) => post.source === "weekly_plan" && !post.lastError)
        .map((post) => mondayOf(post.londonDate)),
    ),
  ];
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 border-amber-300 bg-amber-50">
      <div>
        <p className="font-semibold">
          {waiting.length} post{waiting.length === 1 ? " is" : "s are"} waiting for your OK
        </p>
        <p className="text-muted">
          Nothing waiting goes out until you approve it. Edit or discard any first.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {weeks.map((week) => (
          <Button key={week} onClick={() => actions.approveWeek(week)} disabled={actions.busy}>
            {weeks.length > 1 ? `Approve all (week of ${week.slice(8)}/${week.slice(5, 7)})` : "Approve all"}
          </Button>
        ))}
      </div>
    </Card>
  );
}

/** /calendar: the week or month of scheduled, published and failed posts beside the pub's fixtures. */
export function CalendarPage({ data }: { data: Calendar }) {
  const actions = useCalendar();
  // Said on the page once React has taken over, so a test (or a hurried tap) waits for the buttons to work.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const link = (view: string, date: string) => `/calendar?view=${view}&date=${date}`;
  const total = data.days.reduce((sum, day) => sum + day.posts.length, 0);
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8" data-hydrated={hydrated || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold">Calendar</h1>
          <p className="text-muted">{title(data)} · UK time</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SettingSwitch
            on={data.autoApprove}
            label="Auto-approve my weekly plan"
            busy={actions.pausing}
            onToggle={actions.setAutoApprove}
          />
          <SettingSwitch
            on={data.paused}
            label="Pause everything"
            busy={actions.pausing}
            onToggle={actions.setPaused}
          />
        </div>
      </div>
      <nav className="flex flex-wrap items-center gap-2" aria-label="Calendar view">
        <Link
          to={link(data.view, data.previous)}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          ← Previous
        </Link>
        <Link to={link(data.view, data.today)} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          Today
        </Link>
        <Link to={link(data.view, data.next)} className={buttonClasses({ variant: "outline", size: "sm" })}>
          Next →
        </Link>
        <span className="mx-2 h-6 w-px bg-stone-300" aria-hidden />
        {(["week", "month"] as const).map((view) => (
          <Link
            key={view}
            to={link(view, data.anchor)}
            aria-current={data.view === view ? "page" : undefined}
            className={buttonClasses({ variant: data.view === view ? "primary" : "outline", size: "sm" })}
          >
            {view === "week" ? "Week" : "Month"}
          </Link>
        ))}
      </nav>
      <Notices data={data} />
      <WaitingForOk data={data} actions={actions} />
      {total === 0 ? (
        <Card>
          <p className="font-semibold">No posts in these days yet.</p>
          <p className="text-muted">
            Write posts on the{" "}
            <Link to="/dashboard" className="text-brand-700 underline">
              content page
            </Link>{" "}
            and press Schedule on any of them.
          </p>
        </Card>
      ) : null}
      <div
        className="hidden grid-cols-7 gap-2 text-center text-xs font-semibold text-muted md:grid"
        aria-hidden
      >
        {WEEKDAYS.map((day) => (
          <span key={day}>{day}</span>
        ))}
      </div>
      <ol className="grid gap-2 md:grid-cols-7">
        {data.days.map((day) => (
          <Day key={day.date} day={day} data={data} actions={actions} />
        ))}
      </ol>
      <UpgradeDialog feature={actions.upgrade} onOpenChange={(open) => !open && actions.closeUpgrade()} />
    </div>
  );
}
