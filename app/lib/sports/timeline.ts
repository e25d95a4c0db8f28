import type { ReminderStage, TimelineItem } from "~/lib/contract/sports";
import type { Classification } from "~/lib/sports/constants";
import { addLondonDays, londonDate } from "~/lib/time";

/** The relative label on a fixture card: 'Past', 'Today', 'Tomorrow' or 'N days'. */
export function relativeLabel(daysUntil: number): string {
  if (daysUntil < 0) return "Past";
  if (daysUntil === 0) return "Today";
  if (daysUntil === 1) return "Tomorrow";
  return `${daysUntil} days`;
}

/** Fixed points of the timeline, in days before the match (spec §4). */
export const REMINDER_DAYS = { one_week: 7, final: 2, match_day: 0 } as const;

export interface TimelineInput {
  /** Kick-off, a UTC instant. */
  startsAt: string | Date;
  classification: Classification;
  notificationDays: number;
  /** Stages whose reminder has gone to this account (from the reminder records). */
  sentStages?: ReadonlySet<ReminderStage>;
}

function daysBefore(days: number): string {
  if (days === 0) return "Match day";
  return days === 1 ? "1 day before" : `${days} days before`;
}

/**
 * The notification timeline of spec §4, in order: a first notice `notificationDays` before, a
 * 1-week reminder for classification 1-2 when the notice comes earlier than a week, a final
 * reminder 2 days before (unless the first notice is already that late) and a match-day alert.
 * Due dates are London dates; `sent` comes from the reminder records.
 */
export function buildTimeline(input: TimelineInput): TimelineItem[] {
  const matchDate = londonDate(input.startsAt);
  const notice = Math.max(0, Math.trunc(input.notificationDays));
  const plan: Array<{ stage: ReminderStage; days: number; label: string }> = [
    { stage: "first_notice", days: notice, label: `${daysBefore(notice)}: first notice` },
  ];
  if (input.classification <= 2 && notice > REMINDER_DAYS.one_week) {
    plan.push({ stage: "one_week", days: 7, label: `${daysBefore(7)}: 1-week reminder` });
  }
  if (notice > REMINDER_DAYS.final) {
    plan.push({ stage: "final", days: 2, label: `${daysBefore(2)}: final reminder` });
  }
  if (notice > REMINDER_DAYS.match_day) {
    plan.push({ stage: "match_day", days: 0, label: "Match day: match-day alert" });
  }
  return plan.map(({ stage, days, label }) => ({
    stage,
    label,
    dueDate: addLondonDays(matchDate, -days),
    sent: input.sentStages?.has(stage) ?? false,
  }));
}

/**
 * What the reminder cron should send now: the latest stage whose London due date has arrived, if it
 * has not been sent and the match has not started. Earlier due stages are superseded rather than
 * sent late, so a team followed five days before a match gets one '1-week' e-mail, not three at once.
 * Returns at most one stage.
 */
export function dueStages(input: TimelineInput & { now: Date }): ReminderStage[] {
  if (input.now.getTime() >= new Date(input.startsAt).getTime()) return [];
  const today = londonDate(input.now);
  const latest = buildTimeline(input)
    .filter((item) => item.dueDate <= today)
    .at(-1);
  return latest && !latest.sent ? [latest.stage] : [];
}
