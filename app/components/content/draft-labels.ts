const LONDON = "Europe/London";

function londonDay(date: Date): string {
  return date.toLocaleDateString("en-CA", { timeZone: LONDON });
}

/**
 * When a draft was saved, the way a person says it: "today at 14:32", "yesterday at 09:10",
 * "on Tue 3 Dec at 18:05" (London time).
 */
export function draftWhen(iso: string, now = new Date()): string {
  const saved = new Date(iso);
  if (Number.isNaN(saved.getTime())) return "";
  const time = saved.toLocaleTimeString("en-GB", { timeZone: LONDON, hour: "2-digit", minute: "2-digit" });
  const day = londonDay(saved);
  if (day === londonDay(now)) return `today at ${time}`;
  if (day === londonDay(new Date(now.getTime() - 86_400_000))) return `yesterday at ${time}`;
  const date = saved.toLocaleDateString("en-GB", {
    timeZone: LONDON,
    weekday: "short",
    day: "numeric",
    month: "short",
  });
  return `on ${date} at ${time}`;
}

/** The first few words of a draft, to tell apart drafts that share a title. */
export function firstWords(content: string, words = 8): string {
  const all = content.trim().split(/\s+/).filter(Boolean);
  const start = all.slice(0, words).join(" ");
  return all.length > words ? `${start}…` : start;
}
