import type { IncomingMessage, ServerResponse } from "node:http";
import { type ForcedError, forcedError, json } from "./http";

// ---------------------------------------------------------------------------------------------
// football-data.org v4 and TheSportsDB v1: the live fixture feeds.
// ---------------------------------------------------------------------------------------------

// football-data.org's own error bodies, word for word (the 429's wait is the seconds left in the
// minute, so it is built per refusal below; this one is what a test forces through next-error).
const FD_RATE_LIMITED = { message: "You reached your request limit. Wait 60 seconds.", errorCode: 429 };
const FD_RESTRICTED = {
  message:
    "The resource you are looking for is restricted and apparently not within your permissions. Please check your subscription.",
  errorCode: 403,
};

/**
 * The free plan's twelve competitions; anything else is refused with FD_RESTRICTED.
 * https://docs.football-data.org/general/v4/competition.html (the competition list shows which a
 * token has access to; the free plan is TIER_ONE)
 */
const FD_FREE_TIER = ["PL", "ELC", "CL", "EC", "WC", "BL1", "PD", "SA", "FL1", "DED", "PPL", "BSA"];
const ENGLAND = { id: 2072, name: "England", code: "ENG", flag: "https://crests.football-data.org/770.svg" };
const EUROPE = { id: 2077, name: "Europe", code: "EUR", flag: "https://crests.football-data.org/EUR.svg" };
const FD_COMPETITIONS: Record<string, { id: number; name: string; type: string; area: typeof ENGLAND }> = {
  PL: { id: 2021, name: "Premier League", type: "LEAGUE", area: ENGLAND },
  ELC: { id: 2016, name: "Championship", type: "LEAGUE", area: ENGLAND },
  CL: { id: 2001, name: "UEFA Champions League", type: "CUP", area: EUROPE },
  EC: { id: 2018, name: "European Championship", type: "CUP", area: EUROPE },
  WC: {
    id: 2000,
    name: "FIFA World Cup",
    type: "CUP",
    area: { ...EUROPE, id: 2267, name: "World", code: "INT" },
  },
};
const FD_TEAMS: Record<string, [id: number, shortName: string, tla: string]> = {
  "Arsenal FC": [57, "Arsenal", "ARS"],
  "Aston Villa FC": [58, "Aston Villa", "AVL"],
  "Brentford FC": [402, "Brentford", "BRE"],
  "Burnley FC": [328, "Burnley", "BUR"],
  "Chelsea FC": [61, "Chelsea", "CHE"],
  "Coventry City FC": [1076, "Coventry", "COV"],
  "FC Barcelona": [81, "Barça", "FCB"],
  "FC Bayern München": [5, "Bayern", "FCB"],
  "Hull City AFC": [322, "Hull City", "HUL"],
  "Liverpool FC": [64, "Liverpool", "LIV"],
  "Manchester City FC": [65, "Man City", "MCI"],
  "Manchester United FC": [66, "Man United", "MUN"],
  "Newcastle United FC": [67, "Newcastle", "NEW"],
  "Norwich City FC": [68, "Norwich", "NOR"],
  "Real Madrid CF": [86, "Real Madrid", "RMA"],
  "Sheffield Wednesday FC": [345, "Sheffield Wed", "SHW"],
  "Tottenham Hotspur FC": [73, "Tottenham", "TOT"],
  "Wolverhampton Wanderers FC": [76, "Wolverhampton", "WOL"],
};

/**
 * What a test (or the seed below) says about a match; the rest of the real JSON is filled in.
 * `status` is one of the v4 reference's match statuses (https://docs.football-data.org/general/v4/
 * index.html, the Match resource): SCHEDULED, TIMED, IN_PLAY, PAUSED, FINISHED, SUSPENDED,
 * POSTPONED, CANCELLED, AWARDED.
 */
export interface FdMatchSeed {
  id: number;
  competition: string;
  utcDate: string;
  home: string | null;
  away: string | null;
  status?: string;
  stage?: string;
  matchday?: number | null;
  venue?: string;
  score?: [number, number];
}

// A fortnight of late-November 2026 football (GMT, so London time = UTC): the 15:00 Saturday
// blackout, the 17:30 Saturday Sky slot, a live and a finished match, a postponement, Championship
// games, Champions League nights with and without a British club, and a match three weeks out so a
// 30-day window needs three requests. Only Arsenal v Chelsea names its venue, as only some do.
export const fdMatches: FdMatchSeed[] = [
  {
    id: 541001,
    competition: "PL",
    utcDate: "2026-11-27T20:00:00Z",
    home: "Wolverhampton Wanderers FC",
    away: "Aston Villa FC",
    status: "FINISHED",
    score: [1, 2],
  },
  {
    id: 541002,
    competition: "PL",
    utcDate: "2026-11-28T12:30:00Z",
    home: "Tottenham Hotspur FC",
    away: "Newcastle United FC",
    status: "PAUSED",
    score: [0, 0],
  },
  {
    id: 541003,
    competition: "PL",
    utcDate: "2026-11-28T15:00:00Z",
    home: "Burnley FC",
    away: "Brentford FC",
  },
  {
    id: 541004,
    competition: "PL",
    utcDate: "2026-11-28T17:30:00Z",
    home: "Arsenal FC",
    away: "Chelsea FC",
    venue: "Emirates Stadium",
  },
  {
    id: 541005,
    competition: "PL",
    utcDate: "2026-11-29T16:30:00Z",
    home: "Liverpool FC",
    away: "Manchester United FC",
  },
  {
    id: 541006,
    competition: "PL",
    utcDate: "2026-12-05T15:00:00Z",
    home: "Chelsea FC",
    away: "Burnley FC",
    status: "POSTPONED",
  },
  {
    id: 541007,
    competition: "PL",
    utcDate: "2026-12-19T17:30:00Z",
    home: "Manchester City FC",
    away: "Arsenal FC",
    status: "SCHEDULED",
  },
  {
    id: 542001,
    competition: "ELC",
    utcDate: "2026-11-29T12:00:00Z",
    home: "Sheffield Wednesday FC",
    away: "Hull City AFC",
  },
  {
    id: 542002,
    competition: "ELC",
    utcDate: "2026-12-01T19:45:00Z",
    home: "Coventry City FC",
    away: "Norwich City FC",
  },
  {
    id: 543001,
    competition: "CL",
    utcDate: "2026-12-08T20:00:00Z",
    home: "FC Barcelona",
    away: "Manchester City FC",
    stage: "LEAGUE_STAGE",
    matchday: 6,
  },
  {
    id: 543002,
    competition: "CL",
    utcDate: "2026-12-09T20:00:00Z",
    home: "Real Madrid CF",
    away: "FC Bayern München",
    stage: "LEAGUE_STAGE",
    matchday: 6,
  },
];

function fdTeam(name: string | null) {
  if (!name) return { id: null, name: null, shortName: null, tla: null, crest: null };
  const [id, shortName, tla] = FD_TEAMS[name] ?? [
    9000 + name.length,
    name.replace(/ A?FC$/, ""),
    name.slice(0, 3).toUpperCase(),
  ];
  return { id, name, shortName, tla, crest: `https://crests.football-data.org/${id}.png` };
}

/** A match as GET /v4/matches lists it (v4 shape: flat competition, season, score.fullTime.home). */
function fdMatchJson(seed: FdMatchSeed) {
  const competition = FD_COMPETITIONS[seed.competition] ?? FD_COMPETITIONS.PL!;
  const status = seed.status ?? "TIMED";
  const [home, away] = seed.score ?? [null, null];
  const winner =
    home === null || away === null ? null : home > away ? "HOME_TEAM" : home < away ? "AWAY_TEAM" : "DRAW";
  return {
    area: competition.area,
    competition: {
      id: competition.id,
      name: competition.name,
      code: seed.competition,
      type: competition.type,
      emblem: `https://crests.football-data.org/${seed.competition}.png`,
    },
    season: {
      id: 2500 + competition.id,
      startDate: "2026-08-21",
      endDate: "2027-05-30",
      currentMatchday: 13,
      winner: null,
    },
    id: seed.id,
    utcDate: seed.utcDate,
    status,
    matchday: seed.matchday === undefined ? 13 : seed.matchday,
    stage: seed.stage ?? "REGULAR_SEASON",
    group: null,
    lastUpdated: "2026-11-20T08:20:00Z",
    ...(seed.venue ? { venue: seed.venue } : {}),
    homeTeam: fdTeam(seed.home),
    awayTeam: fdTeam(seed.away),
    score: {
      winner: status === "FINISHED" ? winner : null,
      duration: "REGULAR",
      fullTime: { home, away },
      halfTime: { home, away },
    },
    odds: { msg: "Activate Odds-Package in User-Panel to retrieve odds." },
    referees: [],
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Request throttling: "Registered clients are allowed for 10 requests/minute in the free plan".
 * https://docs.football-data.org/general/v4/policies.html ("Request-Throttling")
 * Counted per token over a rolling minute. Every answer carries the counters the real API sends
 * (X-Requests-Available-Minute, X-RequestCounter-Reset in seconds); the eleventh request in a
 * minute gets 429 with "Wait N seconds." where N is that reset. Tests start each case with a fresh
 * minute through resetFootballDataQuota (DELETE /__control/requests), as waiting a minute would.
 */
export const FD_FREE_REQUESTS_PER_MINUTE = 10;
const fdRequestTimes = new Map<string, number[]>();

export function resetFootballDataQuota() {
  fdRequestTimes.clear();
}

function fdThrottle(token: string, now = Date.now()) {
  const recent = (fdRequestTimes.get(token) ?? []).filter((at) => now - at < 60_000);
  const allowed = recent.length < FD_FREE_REQUESTS_PER_MINUTE;
  if (allowed) recent.push(now);
  fdRequestTimes.set(token, recent);
  const resetSeconds = Math.max(1, Math.ceil((60_000 - (now - (recent[0] ?? now))) / 1000));
  const headers = {
    "X-API-Version": "v4",
    "X-Requests-Available-Minute": String(FD_FREE_REQUESTS_PER_MINUTE - recent.length),
    "X-RequestCounter-Reset": String(resetSeconds),
  };
  return { allowed, resetSeconds, headers };
}

// football-data.org v4. Auth is the X-Auth-Token header (https://docs.football-data.org/general/v4/
// policies.html: "Non-authenticated clients ... can only access the area and competition list
// resources"): none gets the 403 "restricted" answer and a wrong one the 400 "Your API token is
// invalid." that the real API sends. GET /v4/matches
// (https://docs.football-data.org/general/v4/index.html, the v4 reference) needs dateFrom and dateTo together, at
// most 10 days apart (both days included), and refuses a competition outside the free plan with
// the same 403; it answers the seeded matches in range.
export function footballData(request: IncomingMessage, url: URL, response: ServerResponse) {
  const token = request.headers["x-auth-token"];
  if (!token) return json(response, 403, FD_RESTRICTED);
  if (token !== "fd-test-token")
    return json(response, 400, { message: "Your API token is invalid.", errorCode: 400 });
  const throttle = fdThrottle(String(token));
  if (!throttle.allowed) {
    return json(
      response,
      429,
      { message: `You reached your request limit. Wait ${throttle.resetSeconds} seconds.`, errorCode: 429 },
      throttle.headers,
    );
  }
  for (const [name, value] of Object.entries(throttle.headers)) response.setHeader(name, value);
  if (forcedError("football-data", response)) return;
  if (request.method !== "GET" || url.pathname !== "/football-data/v4/matches") {
    return json(response, 404, {
      message: "The resource you are looking for does not exist.",
      errorCode: 404,
    });
  }
  const dateFrom = url.searchParams.get("dateFrom") ?? "";
  const dateTo = url.searchParams.get("dateTo") ?? "";
  if (!DAY.test(dateFrom) || !DAY.test(dateTo)) {
    return json(response, 400, {
      message: "Please specify both dateFrom and dateTo as yyyy-MM-dd.",
      errorCode: 400,
    });
  }
  const days = (Date.parse(dateTo) - Date.parse(dateFrom)) / 86_400_000;
  if (days < 0 || days > 10) {
    return json(response, 400, { message: "Specified period must not exceed 10 days.", errorCode: 400 });
  }
  const asked = (url.searchParams.get("competitions") ?? FD_FREE_TIER.join(",")).split(",").filter(Boolean);
  if (asked.some((code) => !FD_FREE_TIER.includes(code))) return json(response, 403, FD_RESTRICTED);
  const matches = fdMatches
    .filter((match) => asked.includes(match.competition))
    .filter((match) => match.utcDate.slice(0, 10) >= dateFrom && match.utcDate.slice(0, 10) <= dateTo)
    .sort((a, b) => a.utcDate.localeCompare(b.utcDate))
    .map(fdMatchJson);
  return json(response, 200, {
    filters: { dateFrom, dateTo, permission: "TIER_ONE", competitions: asked.join(",") },
    resultSet: {
      count: matches.length,
      competitions: [...new Set(matches.map((match) => match.competition.code))].join(","),
      first: matches[0]?.utcDate.slice(0, 10) ?? dateFrom,
      last: matches.at(-1)?.utcDate.slice(0, 10) ?? dateTo,
      played: matches.filter((match) => match.status === "FINISHED").length,
    },
    matches,
  });
}

/** What a test (or the seed below) says about a TheSportsDB event; the other fields are filled in. */
export interface TsdbEventSeed {
  idEvent: string;
  idLeague: string;
  strEvent: string;
  strHomeTeam?: string | null;
  strAwayTeam?: string | null;
  strTimestamp?: string | null;
  dateEvent?: string;
  strTime?: string;
  strVenue?: string;
  strStatus?: string;
  strPostponed?: string;
  strTVStation?: string | null;
  intRound?: string;
}

const TSDB_LEAGUES: Record<string, [strLeague: string, strSport: string, strSeason: string]> = {
  "4414": ["English Premiership Rugby", "Rugby", "2026-2027"],
  "4984": ["Autumn Nations Series", "Rugby", "2026"],
  "4370": ["Formula 1", "Motorsport", "2026"],
  "4445": ["Boxing", "Fighting", "2026"],
  "4464": ["ATP World Tour", "Tennis", "2026"],
  "4458": ["English County Championship Div 1", "Cricket", "2027"],
};

// Late-November 2026 elsewhere: Premiership Rugby (one on TNT with foreign channels mixed in, one
// with no broadcaster, one live, one postponed), England v Argentina under TheSportsDB's "X Rugby"
// names, the Qatar and Abu Dhabi Grands Prix with their practice sessions (the timestamp written
// three of the ways TheSportsDB writes it), a fight night, the ATP Finals final among a minor
// tournament, and an April County Championship match. Every other league answers {"events": null}.
export const tsdbEvents: TsdbEventSeed[] = [
  {
    idEvent: "2401000",
    idLeague: "4414",
    strEvent: "Northampton Saints vs Exeter Chiefs",
    strHomeTeam: "Northampton Saints",
    strAwayTeam: "Exeter Chiefs",
    strTimestamp: "2026-11-27T19:45:00",
    strVenue: "cinch Stadium at Franklin's Gardens",
    strStatus: "2H",
  },
  {
    idEvent: "2401001",
    idLeague: "4414",
    strEvent: "Saracens vs Harlequins",
    strHomeTeam: "Saracens",
    strAwayTeam: "Harlequins",
    strTimestamp: "2026-11-28T15:00:00",
    strVenue: "StoneX Stadium",
    strTVStation: "TNT Sports 1, Premier Sports 2 Ireland, Stan Sport",
  },
  {
    idEvent: "2401002",
    idLeague: "4414",
    strEvent: "Bath Rugby vs Leicester Tigers",
    strHomeTeam: "Bath Rugby",
    strAwayTeam: "Leicester Tigers",
    strTimestamp: "2026-11-29T15:00:00",
    strVenue: "The Recreation Ground",
  },
  {
    idEvent: "2401003",
    idLeague: "4414",
    strEvent: "Gloucester Rugby vs Bristol Bears",
    strHomeTeam: "Gloucester Rugby",
    strAwayTeam: "Bristol Bears",
    strTimestamp: "2026-12-05T15:00:00",
    strVenue: "Kingsholm Stadium",
    strStatus: "Postponed",
    strPostponed: "yes",
  },
  {
    idEvent: "2401101",
    idLeague: "4984",
    strEvent: "England Rugby vs Argentina Rugby",
    strHomeTeam: "England Rugby",
    strAwayTeam: "Argentina Rugby",
    strTimestamp: "2026-11-21T15:10:00",
    strVenue: "Allianz Stadium Twickenham",
  },
  {
    idEvent: "2402001",
    idLeague: "4370",
    strEvent: "Qatar Grand Prix Free Practice 1",
    strTimestamp: "2026-11-27T13:30:00",
    strVenue: "Lusail International Circuit",
  },
  {
    idEvent: "2402002",
    idLeague: "4370",
    strEvent: "Qatar Grand Prix Qualifying",
    strTimestamp: null,
    dateEvent: "2026-11-28",
    strTime: "18:00:00",
    strVenue: "Lusail International Circuit",
  },
  {
    idEvent: "2402003",
    idLeague: "4370",
    strEvent: "Qatar Grand Prix",
    strTimestamp: "2026-11-29T16:00:00+00:00",
    strVenue: "Lusail International Circuit",
  },
  {
    idEvent: "2402004",
    idLeague: "4370",
    strEvent: "Abu Dhabi Grand Prix",
    strTimestamp: "2026-12-06T13:00:00",
    strVenue: "Yas Marina Circuit",
    strTVStation: "Sky Sports F1 UK, Sky Sports Main Event UK, ESPN",
  },
  {
    idEvent: "2403001",
    idLeague: "4445",
    strEvent: "Dubois vs Parker",
    strTimestamp: "2026-12-12T22:00:00",
    strVenue: "The O2 Arena",
  },
  {
    idEvent: "2404001",
    idLeague: "4464",
    strEvent: "ATP Finals Final",
    strTimestamp: "2026-11-22T17:00:00",
    strVenue: "Inalpi Arena",
    strStatus: "Match Finished",
    intRound: "200",
  },
  {
    idEvent: "2404002",
    idLeague: "4464",
    strEvent: "Moselle Open Round of 16",
    strTimestamp: "2026-11-24T12:00:00",
    strVenue: "Les Arènes de Metz",
  },
  {
    idEvent: "2405001",
    idLeague: "4458",
    strEvent: "Surrey vs Yorkshire",
    strHomeTeam: "Surrey",
    strAwayTeam: "Yorkshire",
    strTimestamp: "2027-04-03T10:30:00",
    strVenue: "The Kia Oval",
  },
];

/** An event as TheSportsDB v1 lists it: every value a string or null, ids included. */
function tsdbEventJson(seed: TsdbEventSeed) {
  const [strLeague, strSport, strSeason] = TSDB_LEAGUES[seed.idLeague] ?? [
    "Unknown League",
    "Soccer",
    "2026",
  ];
  const stamp = seed.strTimestamp?.slice(0, 19);
  return {
    idEvent: seed.idEvent,
    idAPIfootball: null,
    strEvent: seed.strEvent,
    strEventAlternate: seed.strEvent.replace(/^(.*) vs (.*)$/, "$2 @ $1"),
    strFilename: `${strLeague} ${stamp?.slice(0, 10) ?? seed.dateEvent} ${seed.strEvent}`,
    strSport,
    idLeague: seed.idLeague,
    strLeague,
    strLeagueBadge: `https://r2.thesportsdb.com/images/media/league/badge/${seed.idLeague}.png`,
    strSeason,
    strDescriptionEN: "",
    strHomeTeam: seed.strHomeTeam ?? null,
    strAwayTeam: seed.strAwayTeam ?? null,
    intHomeScore: null,
    intRound: seed.intRound ?? "0",
    intAwayScore: null,
    intSpectators: null,
    strOfficial: "",
    strTimestamp: seed.strTimestamp === undefined ? null : seed.strTimestamp,
    dateEvent: seed.dateEvent ?? stamp?.slice(0, 10) ?? null,
    dateEventLocal: seed.dateEvent ?? stamp?.slice(0, 10) ?? null,
    strTime: seed.strTime ?? stamp?.slice(11, 19) ?? null,
    strTimeLocal: seed.strTime ?? stamp?.slice(11, 19) ?? null,
    strGroup: "",
    idHomeTeam: seed.strHomeTeam ? String(130000 + seed.strHomeTeam.length) : null,
    idAwayTeam: seed.strAwayTeam ? String(130100 + seed.strAwayTeam.length) : null,
    intScore: null,
    intScoreVotes: null,
    strResult: "",
    idVenue: null,
    strVenue: seed.strVenue ?? "",
    strCountry: "",
    strCity: "",
    strPoster: "",
    strSquare: "",
    strFanart: null,
    strThumb: "",
    strBanner: "",
    strMap: null,
    strTweet1: "",
    strTweet2: "",
    strTweet3: "",
    strVideo: "",
    strTVStation: seed.strTVStation ?? null,
    strStatus: seed.strStatus ?? "Not Started",
    strPostponed: seed.strPostponed ?? "no",
    strLocked: "unlocked",
  };
}

const TSDB_PATH = /^\/thesportsdb\/api\/v1\/json\/([^/]+)\/([\w.]+)$/;

// TheSportsDB v1 (https://www.thesportsdb.com/documentation): "API users are authenticated with a
// simple numeric API key in the URL"; "The current free API key is: 123", which these tests use.
// The documentation does not say what a wrong key gets: this fake answers 401 text, and the adapter
// must treat any non-JSON refusal as one (the real service has answered 401/403 pages or
// {"events": null}; see the tests). eventsnextleague.php?id= ("Next 15 Events by League Id")
// answers at most 15 events as {"events": [...]}, or {"events": null} for a league with none or an
// id it does not know; unknown endpoints get a 404 page, as the real site does.
export function theSportsDb(url: URL, response: ServerResponse) {
  const [, key, endpoint] = TSDB_PATH.exec(url.pathname) ?? [];
  if (key !== "123") {
    response.writeHead(401, { "Content-Type": "text/plain" });
    return response.end("Invalid API key");
  }
  if (forcedError("thesportsdb", response)) return;
  if (endpoint !== "eventsnextleague.php") {
    response.writeHead(404, { "Content-Type": "text/html" });
    return response.end("<html><body>404 Not Found</body></html>");
  }
  const league = url.searchParams.get("id") ?? "";
  const events = tsdbEvents
    .filter((event) => event.idLeague === league)
    .map(tsdbEventJson)
    .sort((a, b) => `${a.dateEvent}${a.strTime}`.localeCompare(`${b.dateEvent}${b.strTime}`))
    .slice(0, 15);
  return json(response, 200, { events: events.length ? events : null });
}

// The real 429s: football-data.org's JSON, and TheSportsDB's plain-text page (its free tier allows
// 30 requests a minute, as TheSportsDB's free/premium notes at
// https://www.thesportsdb.com/documentation describe the limited free key).
export const REAL_ERRORS: Record<string, Record<number, ForcedError>> = {
  "football-data": {
    429: { status: 429, body: JSON.stringify(FD_RATE_LIMITED) },
    403: { status: 403, body: JSON.stringify(FD_RESTRICTED) },
  },
  thesportsdb: {
    429: { status: 429, body: "429 Too Many Requests", contentType: "text/plain" },
  },
};
