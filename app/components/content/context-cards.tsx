import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import type { ContentContext } from "~/lib/contract/content";
import { cn } from "../ui/cn";

const SEASON_ICONS = { spring: "🌷", summer: "☀️", autumn: "🍂", winter: "❄️" } as const;

interface ContextCardProps {
  icon: string;
  title: string;
  /** Whether there is more to show than fits folded. */
  expandable: boolean;
  /** The card's text: folded, long lines are clamped and the extras left out. */
  children: (open: boolean) => ReactNode;
}

/** One card: folded to a few lines, with "Show more" to read the whole of it. */
function ContextCard({ icon, title, expandable, children }: ContextCardProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section
      aria-label={title}
      className="min-w-[78%] snap-start rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:min-w-0"
    >
      <h2 className="flex items-center gap-2 text-xs font-bold tracking-wide text-muted uppercase">
        <span aria-hidden="true" className="text-base">
          {icon}
        </span>
        {title}
      </h2>
      <div id={bodyId} className="mt-2 space-y-1 text-sm">
        {children(open)}
      </div>
      {expandable && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 inline-flex min-h-9 items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline"
        >
          {open ? "Show less" : "Show more"}
          <span className="sr-only"> about {title.toLowerCase()}</span>
          <ChevronDown
            className={cn("size-4 transition-transform", open && "rotate-180")}
            aria-hidden="true"
          />
        </button>
      )}
    </section>
  );
}

function daysAway(days: number) {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  return `in ${days} days`;
}

/**
 * The three context cards (spec §2): what the posts will be written around. On a phone they are a
 * sideways carousel that a keyboard can reach and scroll; each card expands to say everything.
 */
export function ContextCards({ context }: { context: ContentContext | null }) {
  const match = context?.nextFavoriteMatch ?? null;
  const seasonal = context?.seasonalContext;
  const weather = context?.weather ?? null;
  const features = context?.pubFeatures ?? [];
  return (
    <section
      aria-label="What your posts are written around"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling carousel must take focus so arrow keys scroll it.
      tabIndex={0}
      className="-mx-4 flex snap-x items-start gap-3 overflow-x-auto px-4 pb-1 focus-visible:outline-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0"
    >
      <ContextCard icon="⚽" title="Next Match" expandable={match !== null}>
        {(open) =>
          match ? (
            <>
              <p className="font-semibold text-ink">{match.matchText}</p>
              <p className="text-muted">
                {match.dateFormatted} · {match.timeFormatted}
              </p>
              <p className={cn("text-muted", !open && "line-clamp-1")}>
                {match.isTelevised ? match.tvInfo : match.competition}
              </p>
              {open && (
                <>
                  {match.isTelevised && <p className="text-muted">{match.competition}</p>}
                  <p className="text-muted">{match.venue}</p>
                </>
              )}
            </>
          ) : (
            <>
              <p className="font-semibold text-ink">No favorites set</p>
              <Link to="/sports" className="text-brand-700 underline underline-offset-2">
                Pick your teams
              </Link>
            </>
          )
        }
      </ContextCard>
      <ContextCard
        icon={seasonal ? SEASON_ICONS[seasonal.season] : "📅"}
        title="Current Season"
        expandable={Boolean(seasonal)}
      >
        {(open) =>
          seasonal ? (
            <>
              <p className={cn("text-ink", !open && "line-clamp-2")}>{seasonal.summary}</p>
              {seasonal.occasions.length > 0 &&
                (open ? (
                  <ul className="text-muted">
                    {seasonal.occasions.map((occasion) => (
                      <li key={`${occasion.name}-${occasion.date}`}>
                        {occasion.name} — {daysAway(occasion.daysAway)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="line-clamp-1 text-muted">
                    Next: {seasonal.occasions[0]?.name} ({daysAway(seasonal.occasions[0]?.daysAway ?? 0)})
                  </p>
                ))}
              {weather && (
                <p className={cn("text-muted", !open && "line-clamp-2")}>
                  🌦️ {weather.summary}
                  {open && <span className="block text-xs">Source: {weather.source}</span>}
                </p>
              )}
            </>
          ) : (
            <p className="text-muted">Season details are unavailable right now.</p>
          )
        }
      </ContextCard>
      <ContextCard icon="🍺" title="Pub Features" expandable={features.length > 2}>
        {(open) =>
          features.length > 0 ? (
            <ul className="space-y-1">
              {(open ? features : features.slice(0, 2)).map((feature) => (
                <li key={feature} className="font-semibold text-ink">
                  {feature}
                </li>
              ))}
              {!open && features.length > 2 && <li className="text-muted">and {features.length - 2} more</li>}
            </ul>
          ) : (
            <p className="text-muted">Add what your pub is known for in Setup.</p>
          )
        }
      </ContextCard>
    </section>
  );
}
