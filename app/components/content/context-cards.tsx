import { Link } from "react-router";
import type { ContentContext } from "~/lib/contract/content";

const SEASON_ICONS = { spring: "🌷", summer: "☀️", autumn: "🍂", winter: "❄️" } as const;

function ContextCard({ icon, title, children }: { icon: string; title: string; children: React.ReactNode }) {
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
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

/** The three context cards (spec §2): what the posts will be written around. */
export function ContextCards({ context }: { context: ContentContext | null }) {
  const match = context?.nextFavoriteMatch ?? null;
  const seasonal = context?.seasonalContext;
  const features = (context?.pubFeatures ?? []).slice(0, 2);
  return (
    <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0">
      <ContextCard icon="⚽" title="Next Match">
        {match ? (
          <>
            <p className="font-semibold text-ink">{match.matchText}</p>
            <p className="text-muted">
              {match.dateFormatted} · {match.timeFormatted}
            </p>
            <p className="text-muted">{match.isTelevised ? match.tvInfo : match.competition}</p>
          </>
        ) : (
          <>
            <p className="font-semibold text-ink">No favorites set</p>
            <Link to="/sports" className="text-brand-700 underline underline-offset-2">
              Pick your teams
            </Link>
          </>
        )}
      </ContextCard>
      <ContextCard icon={seasonal ? SEASON_ICONS[seasonal.season] : "📅"} title="Current Season">
        {seasonal ? (
          <>
            <p className="line-clamp-2 text-ink" title={seasonal.summary}>
              {seasonal.summary}
            </p>
            {seasonal.occasions.length > 0 && (
              <p className="mt-1 line-clamp-1 text-muted">
                Next:{" "}
                {seasonal.occasions
                  .slice(0, 2)
                  .map((occasion) =>
                    occasion.daysAway === 0
                      ? `${occasion.name} (today)`
                      : `${occasion.name} (${occasion.daysAway}d)`,
                  )
                  .join(" · ")}
              </p>
            )}
            {context?.weather && (
              <p className="mt-1 line-clamp-2 text-muted" title={context.weather.summary}>
                🌦️ {context.weather.summary}
              </p>
            )}
          </>
        ) : (
          <p className="text-muted">Season details are unavailable right now.</p>
        )}
      </ContextCard>
      <ContextCard icon="🍺" title="Pub Features">
        {features.length > 0 ? (
          <ul className="space-y-1">
            {features.map((feature) => (
              <li key={feature} className="font-semibold text-ink">
                {feature}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">Add what your pub is known for in Setup.</p>
        )}
      </ContextCard>
    </div>
  );
}
