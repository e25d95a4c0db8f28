/**
 * What "local" means for one pub: its home town from the index, how far out its local round reaches,
 * how near each local question is (its tier), and a round name that says what the round covers.
 */
import { normaliseText } from "~/lib/quiz/question-rules";
import { placeFromAddress } from "~/lib/uk-place";
import type { BankQuestion } from "./bank-question.server";
import { type PlaceFacts, resolvePlace } from "./places.server";
import {
  type AreaFile,
  areasOf,
  largestTownIn,
  milesBetween,
  TOWNS,
  type TownEntry,
  townNamedIn,
} from "./towns.server";

/** "Within ~25 miles" (the issue's reach); widened step by step for an isolated town. */
export const NEAR_MILES = 25;
const WIDER_MILES = [35, 50, 60] as const;
/** Facts a home needs within its radius before the radius stops widening: 12 weeks of local rounds. */
const FACTS_FOR_TWELVE_WEEKS = 100;

/** How near a local question is to the pub: lower is nearer. */
export const TIERS = {
  town: 0,
  near: 1,
  county: 2,
  wider: 3,
  region: 4,
  nation: 5,
} as const;
export type Tier = (typeof TIERS)[keyof typeof TIERS];

export interface LocalHome {
  town: TownEntry;
  /** Miles that count as local here: 25, or more for an isolated town. */
  radius: number;
  county?: AreaFile;
  region?: AreaFile;
  nation?: AreaFile;
}

/**
 * The pub's home town: the town the address or local-area text names (its postal town first), a
 * place the older gazetteer knows mapped to its index town, or the largest town of its county.
 */
export function resolveTown(text: string | null | undefined): TownEntry | null {
  if (!text?.trim()) return null;
  const postal = placeFromAddress(text).town;
  const named = (postal && townNamedIn(postal)) || townNamedIn(text);
  if (named) return named;
  const place = resolvePlace(text);
  return place ? townForPlace(place) : null;
}

/** The index town for a gazetteer place: the same town by name, else its county's largest town. */
export function townForPlace(place: PlaceFacts | null): TownEntry | null {
  if (!place) return null;
  return townNamedIn([place.name, ...place.aliases].join(" , ")) ?? largestTownIn(place.county);
}

const homes = new Map<string, LocalHome>();

/** The home and its radius, widened until it holds twelve weeks of facts (or reaches 60 miles). */
export function localHome(town: TownEntry, localQuestions: readonly BankQuestion[]): LocalHome {
  const cached = homes.get(town.id);
  if (cached) return cached;
  const distances = localQuestions.flatMap((q) =>
    q.lat !== undefined && q.lon !== undefined && q.place
      ? [milesBetween(town, { lat: q.lat, lon: q.lon })]
      : [],
  );
  let radius: number = NEAR_MILES;
  for (const wider of WIDER_MILES) {
    if (distances.filter((d) => d <= radius).length >= FACTS_FOR_TWELVE_WEEKS) break;
    radius = wider;
  }
  const home = { town, radius, ...areasOf(town) };
  homes.set(town.id, home);
  return home;
}

const tiers = new Map<string, Map<string, Tier | null>>();

/** How near a local question is to the home, or null when it is not local to this pub at all. */
export function tierOf(q: BankQuestion, home: LocalHome): Tier | null {
  let known = tiers.get(home.town.id);
  if (!known) {
    known = new Map();
    tiers.set(home.town.id, known);
  }
  const cached = known.get(q.key);
  if (cached !== undefined) return cached;
  const tier = computeTier(q, home);
  known.set(q.key, tier);
  return tier;
}

function computeTier(q: BankQuestion, home: LocalHome): Tier | null {
  if (namedByTheRound(q.answer, home)) return null;
  const miles =
    q.lat !== undefined && q.lon !== undefined ? milesBetween(home.town, { lat: q.lat, lon: q.lon }) : null;
  if (q.place === home.town.id && (miles === null || miles <= NEAR_MILES)) return TIERS.town;
  if (q.place && miles !== null && miles <= NEAR_MILES) return TIERS.near;
  if (q.area && q.area === home.county?.id)
    return miles !== null && miles <= NEAR_MILES ? TIERS.near : TIERS.county;
  if (q.area && miles !== null && miles <= NEAR_MILES) return TIERS.near;
  if (q.place && miles !== null && miles <= home.radius) return TIERS.wider;
  if (q.area && q.area === home.region?.id) return TIERS.region;
  if (q.area && q.area === home.nation?.id) return TIERS.nation;
  return null;
}

/**
 * True when the answer is printed in the round's heading whatever its reach ("Leeds lies in which
 * metropolitan county?" under "Local: Leeds & West Yorkshire"): such a question is no question there.
 */
function namedByTheRound(answer: string, home: LocalHome): boolean {
  const heading = [
    home.town.name,
    home.town.county,
    home.region?.name ?? home.town.region,
    NATION_NAMES[home.town.nation],
  ].map(normaliseText);
  const wanted = normaliseText(answer);
  return wanted !== "" && heading.some((name) => ` ${name} `.includes(` ${wanted} `));
}

const NATION_NAMES: Record<TownEntry["nation"], string> = {
  england: "England",
  wales: "Wales",
  scotland: "Scotland",
  northern_ireland: "Northern Ireland",
};

/**
 * The local round's name, saying what its questions cover: "Local: Leeds & West Yorkshire" while
 * they stay within 25 miles or the county; the widened radius, the region or the nation when the
 * round had to reach that far.
 */
export function localRoundName(home: LocalHome, deepest: Tier, part?: number): string {
  const town = home.town.name;
  const county = home.town.county;
  const ownCounty = normaliseText(county).includes(normaliseText(town));
  const reach =
    deepest <= TIERS.county
      ? ownCounty
        ? "around"
        : county
      : deepest === TIERS.wider
        ? `within ${home.radius} miles`
        : deepest === TIERS.region
          ? home.region?.name || home.town.region
          : NATION_NAMES[home.town.nation];
  return `Local: ${town} & ${reach}${part && part > 1 ? ` (Part ${part})` : ""}`;
}

/** Every town the index knows, for tests and the bench. */
export function allTowns(): TownEntry[] {
  return TOWNS;
}
