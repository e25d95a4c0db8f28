/** Sports, filters, classifications and favourites as the product names them (spec §3, §9). */

export const SPORTS = [
  "football",
  "cricket",
  "rugby",
  "tennis",
  "golf",
  "formula1",
  "boxing",
  "horse_racing",
  "athletics",
] as const;
export type Sport = (typeof SPORTS)[number];

export const SPORT_LABELS: Record<Sport, string> = {
  football: "Football",
  cricket: "Cricket",
  rugby: "Rugby",
  tennis: "Tennis",
  golf: "Golf",
  formula1: "Formula 1",
  boxing: "Boxing",
  horse_racing: "Horse racing",
  athletics: "Athletics",
};

export const FIXTURE_FILTERS = ["daily", "all", "major", "televised", "local"] as const;
export type FixtureFilter = (typeof FIXTURE_FILTERS)[number];

export const FILTER_LABELS: Record<FixtureFilter, string> = {
  daily: "Today & Tomorrow",
  all: "All Fixtures",
  major: "Major Events",
  televised: "On TV",
  local: "Local Teams",
};

/**
 * The fixture list is windowed and paged (issue 16.7): by default two weeks ahead, six fixtures a
 * page — about one screen on a desktop, two or three on a phone — and more as the person scrolls.
 * The window reaches the whole cached feed (60 days) on request.
 */
export const FIXTURES_DEFAULT_DAYS = 14;
export const FIXTURES_MAX_DAYS = 60;
export const FIXTURES_PAGE_SIZE = 6;
export const FIXTURES_MAX_PAGE_SIZE = 100;

export const FIXTURE_STATUSES = ["upcoming", "live", "finished"] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];

/**
 * A match the source says is off. Stored (so scheduled match posts can be held and the owner asked,
 * issue 20), never listed: the fixture lists, reminders and plans read only the statuses above.
 */
export const CALLED_OFF_STATUSES = ["postponed", "cancelled"] as const;
export type CalledOffStatus = (typeof CALLED_OFF_STATUSES)[number];

/** 1 is the biggest: the match the whole pub turns up for. */
export const CLASSIFICATIONS = {
  1: "Major Event",
  2: "High Interest",
  3: "Regular Match",
  4: "Background",
} as const;
export type Classification = keyof typeof CLASSIFICATIONS;

export const LEAD_TIMES = [7, 14, 21] as const;
export type LeadTime = (typeof LEAD_TIMES)[number];

export const FAVOURITE_CATEGORIES = ["premier", "international", "local"] as const;
export type FavouriteCategory = (typeof FAVOURITE_CATEGORIES)[number];

/** Sports the Add Teams dialog offers tabs for. */
export const FAVOURITE_SPORTS = [
  "football",
  "cricket",
  "rugby",
  "tennis",
] as const satisfies readonly Sport[];

/** Premier and international teams are followed three weeks ahead; local and custom teams one week. */
export function defaultLeadTime(category: FavouriteCategory): LeadTime {
  return category === "local" ? 7 : 21;
}

export const POPULAR_TEAMS: Record<
  (typeof FAVOURITE_SPORTS)[number],
  Array<{ name: string; category: FavouriteCategory }>
> = {
  football: [
    { name: "Arsenal", category: "premier" },
    { name: "Chelsea", category: "premier" },
    { name: "Liverpool", category: "premier" },
    { name: "Manchester United", category: "premier" },
    { name: "Manchester City", category: "premier" },
    { name: "Tottenham Hotspur", category: "premier" },
    { name: "England", category: "international" },
    { name: "Scotland", category: "international" },
    { name: "Wales", category: "international" },
  ],
  cricket: [
    { name: "England", category: "international" },
    { name: "Yorkshire", category: "local" },
    { name: "Lancashire", category: "local" },
    { name: "Surrey", category: "local" },
    { name: "Middlesex", category: "local" },
  ],
  rugby: [
    { name: "England", category: "international" },
    { name: "Saracens", category: "premier" },
    { name: "Harlequins", category: "premier" },
    { name: "Leicester Tigers", category: "premier" },
  ],
  tennis: [
    { name: "Jack Draper", category: "international" },
    { name: "Emma Raducanu", category: "international" },
    { name: "Cameron Norrie", category: "international" },
  ],
};

/** The id a favourite gets: stable for popular teams, so adding one twice is a no-op. */
export function favouriteId(sport: Sport, name: string): string {
  return `${sport}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}
