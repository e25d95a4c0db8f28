import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { deflateSync } from "node:zlib";
import { forceStripeError, stripeApi } from "./stripe-fake";

/**
 * One small HTTP server that speaks each outside vendor's real protocol, so live adapters are
 * tested through their real request and error shapes. Every request is recorded; tests read them
 * back from GET /__control/requests and register fixtures through POST /__control/*.
 */

interface Recorded {
  service: string;
  method: string;
  path: string;
  /** The query string, "?…" or "". */
  query: string;
  headers: Record<string, string>;
  body: string;
}

interface GoogleGrant {
  email: string;
  emailVerified: boolean;
}

const recorded: Recorded[] = [];
// Cloudflare Access's published signing keys (JWKs); a test registers the public half of its own key.
const accessKeys: Array<Record<string, unknown>> = [];
const googleCodes = new Map<string, GoogleGrant>();
const googleTokens = new Map<string, GoogleGrant>();

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

// Google's OAuth token endpoint: form-encoded authorisation-code grant with PKCE and client
// credentials (HTTP Basic, as arctic sends them). Bad codes get Google's `invalid_grant` error.
function googleToken(request: IncomingMessage, body: string, response: ServerResponse) {
  const form = new URLSearchParams(body);
  const basic = Buffer.from(
    (request.headers.authorization ?? "").replace(/^Basic /, ""),
    "base64",
  ).toString();
  if (basic !== "test-client.apps.googleusercontent.com:test-google-secret") {
    return json(response, 401, {
      error: "invalid_client",
      error_description: "The OAuth client was not found.",
    });
  }
  const grant = googleCodes.get(form.get("code") ?? "");
  if (
    form.get("grant_type") !== "authorization_code" ||
    !grant ||
    !form.get("code_verifier") ||
    !form.get("redirect_uri")?.endsWith("/api/auth/google/callback")
  ) {
    return json(response, 400, { error: "invalid_grant", error_description: "Bad Request" });
  }
  googleCodes.delete(form.get("code") ?? "");
  const accessToken = `ya29.test-${Math.random().toString(36).slice(2)}`;
  googleTokens.set(accessToken, grant);
  return json(response, 200, {
    access_token: accessToken,
    expires_in: 3599,
    scope: "openid https://www.googleapis.com/auth/userinfo.email",
    token_type: "Bearer",
    id_token: "header.payload.signature",
  });
}

// Google's OpenID userinfo endpoint: bearer token in, profile claims out.
function googleUserInfo(request: IncomingMessage, response: ServerResponse) {
  const grant = googleTokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
  if (!grant) {
    return json(response, 401, { error: "invalid_request", error_description: "Invalid Credentials" });
  }
  return json(response, 200, { sub: "1234567890", email: grant.email, email_verified: grant.emailVerified });
}

// Resend's POST /emails: bearer key, JSON body; answers { id }, or { statusCode, name, message }.
function resendEmail(request: IncomingMessage, body: string, response: ServerResponse) {
  if (request.headers.authorization !== "Bearer re_test_key") {
    return json(response, 403, { statusCode: 403, name: "validation_error", message: "API key is invalid" });
  }
  let message: { from?: string; to?: string[]; subject?: string; text?: string };
  try {
    message = JSON.parse(body);
  } catch {
    return json(response, 400, { statusCode: 400, name: "invalid_parameter", message: "Invalid JSON body" });
  }
  if (!message.from || !message.to?.length || !message.subject) {
    return json(response, 422, {
      statusCode: 422,
      name: "missing_required_field",
      message: "Missing `to` field.",
    });
  }
  if (message.to.some((to) => to.startsWith("bounce@"))) {
    return json(response, 422, {
      statusCode: 422,
      name: "validation_error",
      message: "Invalid `to` field. The email address needs to follow the `email@example.com` format.",
    });
  }
  return json(response, 200, { id: crypto.randomUUID() });
}

// ---------------------------------------------------------------------------------------------
// football-data.org v4 and TheSportsDB v1: the live fixture feeds.
// ---------------------------------------------------------------------------------------------

/** An error a test has asked for: the next request to that service gets it instead of data. */
interface ForcedError {
  status: number;
  body?: string;
  contentType?: string;
  /** Let this many requests through first (to fail the second of several). */
  after?: number;
}
const nextErrors = new Map<string, ForcedError[]>();

function forcedError(service: string, response: ServerResponse): boolean {
  const queue = nextErrors.get(service) ?? [];
  const forced = queue[0];
  if (!forced) return false;
  if (forced.after) {
    forced.after -= 1;
    return false;
  }
  queue.shift();
  response.writeHead(forced.status, { "Content-Type": forced.contentType ?? "application/json" });
  response.end(forced.body ?? "");
  return true;
}

// football-data.org's own error bodies, word for word.
const FD_RATE_LIMITED = { message: "You reached your request limit. Wait 60 seconds.", errorCode: 429 };
const FD_RESTRICTED = {
  message:
    "The resource you are looking for is restricted and apparently not within your permissions. Please check your subscription.",
  errorCode: 403,
};

/** The free plan's twelve competitions; anything else is refused with FD_RESTRICTED. */
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

/** What a test (or the seed below) says about a match; the rest of the real JSON is filled in. */
interface FdMatchSeed {
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
const fdMatches: FdMatchSeed[] = [
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

// football-data.org v4. Auth is the X-Auth-Token header: none gets the 403 "restricted" answer and a
// wrong one the 400 "Your API token is invalid." that the real API sends. GET /v4/matches needs
// dateFrom and dateTo together, at most 10 days apart (both days included), and refuses a
// competition outside the free plan with the same 403; it answers the seeded matches in range.
function footballData(request: IncomingMessage, url: URL, response: ServerResponse) {
  const token = request.headers["x-auth-token"];
  if (!token) return json(response, 403, FD_RESTRICTED);
  if (token !== "fd-test-token")
    return json(response, 400, { message: "Your API token is invalid.", errorCode: 400 });
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
interface TsdbEventSeed {
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
const tsdbEvents: TsdbEventSeed[] = [
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

// TheSportsDB v1: the key sits in the path (the free key is "123", which these tests use). A wrong
// key is answered 401 here; the real service's answer varies (401/403, or {"events": null}).
// eventsnextleague.php?id= answers the league's next events, at most 15, as {"events": [...]}, or
// {"events": null} when it has none; unknown endpoints get a 404 page, as the real site does.
function theSportsDb(url: URL, response: ServerResponse) {
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

// ---------------------------------------------------------------------------------------------
// OpenAI v1: chat completions (the writer) and audio transcriptions (voice input).
// ---------------------------------------------------------------------------------------------

/** What a test has asked the next OpenAI answer to be, per endpoint, instead of a good one. */
type OpenAiAnswer =
  | "invalid_json"
  | "schema_mismatch"
  | "refusal"
  | "rate_limited"
  | "server_error"
  | "empty_transcript"
  | "content_policy"
  | "broken_post";
const openAiNext: Record<string, OpenAiAnswer[]> = { chat: [], transcriptions: [], images: [] };

function openAiError(
  response: ServerResponse,
  status: number,
  error: { message: string; type: string; param?: string | null; code?: string | null },
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    "Content-Type": "application/json",
    "x-request-id": `req_${crypto.randomUUID().replaceAll("-", "")}`,
    ...headers,
  });
  response.end(JSON.stringify({ error: { param: null, code: null, ...error } }));
}

// OpenAI's own 429 and 500 bodies and headers, word for word (the SDK reads `error` and retry-after).
function openAiForced(answer: OpenAiAnswer | undefined, response: ServerResponse): boolean {
  if (answer === "rate_limited") {
    openAiError(
      response,
      429,
      {
        message:
          "Rate limit reached for gpt-4.1-mini in organization org-test on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms. Visit https://platform.openai.com/account/rate-limits to learn more.",
        type: "requests",
        code: "rate_limit_exceeded",
      },
      {
        "retry-after": "20",
        "x-ratelimit-limit-requests": "500",
        "x-ratelimit-remaining-requests": "0",
        "x-ratelimit-reset-requests": "120ms",
      },
    );
    return true;
  }
  if (answer === "server_error") {
    openAiError(response, 500, {
      message: "The server had an error while processing your request. Sorry about that!",
      type: "server_error",
    });
    return true;
  }
  return false;
}

// A bad or missing key gets the API's 401 `invalid_api_key`, as the real service answers.
function openAiAuthorised(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.headers.authorization === "Bearer sk-test-key") return true;
  openAiError(response, 401, {
    message:
      "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.",
    type: "invalid_request_error",
    code: "invalid_api_key",
  });
  return false;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
}

/** The strict-mode rules the API enforces before it runs: every object closed and fully required. */
function strictSchemaProblem(schema: JsonSchema, context: string[] = []): string | null {
  const where = `In context=(${context.map((part) => `'${part}'`).join(", ")})`;
  if (schema.type === "object") {
    if (schema.additionalProperties !== false) {
      return `${where}, 'additionalProperties' is required to be supplied and to be false.`;
    }
    const missing = Object.keys(schema.properties ?? {}).find((key) => !schema.required?.includes(key));
    if (missing) {
      return `${where}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const problem = strictSchemaProblem(child, [...context, "properties", key]);
      if (problem) return problem;
    }
  }
  if (schema.type === "array" && schema.items)
    return strictSchemaProblem(schema.items, [...context, "items"]);
  return null;
}

const FAKE_PLATFORMS = ["facebook", "instagram", "tiktok"];

/**
 * What the fake "model" writes into a post: the landlord's brief, word for word, when the request
 * has one (so a good answer passes the writing check); when refining, the current post's own words;
 * else the old placeholder line. A queued "broken_post" is what a careless model sends: a word
 * twice in a row, a price with nothing to say what it is for, and none of the brief's facts.
 */
function fakeContent(platform: string, model: string, asked: string, broken: boolean): string {
  if (broken) return `Written for ${platform} by ${model}: it's on on the night.\n\n💷 £5`;
  const brief = /<brief>([\s\S]*?)<\/brief>/.exec(asked)?.[1]?.trim();
  if (brief)
    return `Written for ${platform} by ${model}.\n\n${brief.charAt(0).toUpperCase()}${brief.slice(1).replace(/([^.!?])$/, "$1.")}`;
  const current = /Current posts:\n(\{[\s\S]*?\n\})\n/.exec(asked)?.[1];
  if (current) {
    try {
      const posts = (JSON.parse(current) as { posts: Array<{ platform: string; content: string }> }).posts;
      const mine = posts.find((post) => post.platform === platform);
      if (mine) return `${mine.content}\n\nRefined by ${model}.`;
    } catch {
      // Not the writer's refine prompt: fall through to the placeholder.
    }
  }
  return `Written for ${platform} by ${model}: come down to the pub tonight.`;
}

/** A good answer for the platforms the user's message names, so tests see the prompt reached "the model". */
function fakePosts(platforms: string[], model: string, asked = "", broken = false) {
  return platforms.map((platform) => ({
    platform,
    headline: `Your ${platform} post`,
    content: fakeContent(platform, model, asked, broken),
    hashtags:
      platform === "instagram"
        ? ["#pub", "#pubquiz", "#local", "#britishpub", "#beer", "#cosy", "#friday", "#cheers"]
        : ["#pub", "#local"],
    callToAction: "See you at the bar",
    needsImage: platform === "instagram",
    imageDescription: platform === "instagram" ? "A pint on the bar by the fire" : "",
    videoIdea: platform === "tiktok" ? "Pan across a full bar, pint poured in slow motion" : "",
  }));
}

// POST /v1/chat/completions as the writer calls it: bearer key, JSON with model, messages and a
// strict json_schema response_format (checked as the API checks it). Answers a real ChatCompletion
// whose content is a posts JSON for the platforms named in the user message; queued answers stand in
// for what goes wrong in production: content cut off at the token limit (invalid JSON,
// finish_reason "length"), JSON of another shape (a model or proxy that ignores the schema), a
// refusal, and the API's own 429 and 500.
function openAiChat(request: IncomingMessage, body: string, response: ServerResponse) {
  if (!openAiAuthorised(request, response)) return;
  let params: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: {
      type?: string;
      json_schema?: { name?: string; strict?: boolean; schema?: JsonSchema };
    };
  };
  try {
    params = JSON.parse(body);
  } catch {
    return openAiError(response, 400, {
      message:
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)",
      type: "invalid_request_error",
    });
  }
  if (!params.model) {
    return openAiError(response, 400, {
      message: "you must provide a model parameter",
      type: "invalid_request_error",
    });
  }
  if (!params.messages?.length) {
    return openAiError(response, 400, {
      message: "Missing required parameter: 'messages'.",
      type: "invalid_request_error",
      param: "messages",
      code: "missing_required_parameter",
    });
  }
  const format = params.response_format;
  if (format?.type === "json_schema" && format.json_schema?.strict && format.json_schema.schema) {
    const problem = strictSchemaProblem(format.json_schema.schema);
    if (problem) {
      return openAiError(response, 400, {
        message: `Invalid schema for response_format '${format.json_schema.name}': ${problem}`,
        type: "invalid_request_error",
        param: "response_format",
      });
    }
  }
  const answer = openAiNext.chat!.shift();
  if (openAiForced(answer, response)) return;
  const schemaName = format?.json_schema?.name;
  if (schemaName === "pub_quiz_questions" || schemaName === "quiz_fact_check") {
    const user = params.messages
      .filter((m) => m.role === "user")
      .map((m) => m.content)
      .join("\n");
    const quizContent = schemaName === "pub_quiz_questions" ? fakeQuizQuestions(user) : fakeFactCheck(user);
    return json(response, 200, chatCompletion(params.model, JSON.stringify(quizContent), "stop"));
  }
  const asked = params.messages
    .filter((message) => message.role === "user")
    .map((message) => message.content);
  const named = FAKE_PLATFORMS.filter((platform) => asked.join("\n").toLowerCase().includes(platform));
  const description = asked.join("\n").match(/<description>([\s\S]*?)<\/description>/)?.[1];
  const good =
    format?.json_schema?.name === "image_prompt"
      ? JSON.stringify({
          improvedPrompt: `${description ?? "A pub"}, written up by ${params.model}: warm light, 35mm lens, a busy British pub.`,
        })
      : JSON.stringify({
          posts: fakePosts(
            named.length ? named : FAKE_PLATFORMS,
            params.model,
            asked.join("\n"),
            answer === "broken_post",
          ),
        });
  const content =
    answer === "invalid_json"
      ? good.slice(0, 80)
      : answer === "schema_mismatch"
        ? JSON.stringify({ posts: [{ platform: "myspace", headline: "Quiz night" }] })
        : answer === "refusal"
          ? null
          : good;
  const promptTokens = Math.ceil(JSON.stringify(params.messages).length / 4);
  const completionTokens = Math.ceil((content ?? "").length / 4);
  return json(response, 200, {
    id: `chatcmpl-${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: params.model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content,
          refusal: answer === "refusal" ? "I'm sorry, I can't help with that request." : null,
          annotations: [],
        },
        logprobs: null,
        finish_reason: answer === "invalid_json" ? "length" : "stop",
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
    },
    service_tier: "default",
    system_fingerprint: "fp_fake",
  });
}

// The fake "model" knows a small almanac of facts. It writes quiz questions from it, always
// including one with a planted wrong answer, and its fact checker checks every stated answer
// against the same almanac — so a test sees the verification pass reject the wrong one.
const ALMANAC: { question: string; answer: string; wrong: string[]; tags: string[]; aliases?: string[] }[] = [
  {
    question: "Which river flows through Leeds?",
    answer: "River Aire",
    wrong: ["River Ouse", "River Don", "River Calder"],
    tags: ["geography", "rivers", "leeds"],
  },
  {
    question: "What is the capital of Australia?",
    answer: "Canberra",
    wrong: ["Sydney", "Melbourne", "Perth"],
    tags: ["geography", "capitals"],
  },
  {
    question: "How many players are on the pitch for one side in a rugby union match?",
    answer: "15",
    wrong: ["13", "11", "12"],
    tags: ["rugby", "sport"],
  },
  {
    question: "Which planet is known as the Red Planet?",
    answer: "Mars",
    wrong: ["Venus", "Jupiter", "Mercury"],
    tags: ["science", "space"],
  },
  {
    question: "Who wrote the novel Wuthering Heights?",
    answer: "Emily Bronte",
    wrong: ["Charlotte Bronte", "Jane Austen", "George Eliot"],
    tags: ["books", "yorkshire"],
  },
  {
    question: "What is the chemical symbol for gold?",
    answer: "Au",
    wrong: ["Ag", "Gd", "Go"],
    tags: ["science", "chemistry"],
  },
  {
    question: "In which year did the Berlin Wall fall?",
    answer: "1989",
    wrong: ["1991", "1987", "1985"],
    tags: ["history", "1980s"],
  },
  {
    question: "Which band released the album Definitely Maybe in 1994?",
    answer: "Oasis",
    wrong: ["Blur", "Pulp", "Suede"],
    tags: ["music", "britpop", "1990s"],
  },
  {
    question: "What is the longest river in the United Kingdom?",
    answer: "River Severn",
    wrong: ["River Thames", "River Trent", "River Wye"],
    tags: ["geography", "rivers"],
  },
  {
    question: "Which football club plays home games at Elland Road?",
    answer: "Leeds United",
    wrong: ["Sheffield United", "Huddersfield Town", "Bradford City"],
    tags: ["football", "leeds"],
  },
  {
    question: "How many sides does a hexagon have?",
    answer: "6",
    wrong: ["5", "7", "8"],
    tags: ["maths"],
    // A careless model offers a wrong option as an accepted spelling: the code must drop "7".
    aliases: ["Six", "7"],
  },
  {
    // Year-ambiguous wording (the 2015 ceremony, or the films of 2015?): the code's checker rejects it
    // before any fact check is spent on it.
    question: "Which film won Best Picture at the 2015 Academy Awards?",
    answer: "Birdman",
    wrong: ["Spotlight", "Boyhood", "Whiplash"],
    tags: ["film", "oscars"],
  },
  {
    question: "Which British monarch reigned for just over 70 years until 2022?",
    answer: "Elizabeth II",
    wrong: ["Victoria", "George VI", "George III"],
    tags: ["history", "royalty"],
  },
  {
    question: "What is the largest ocean on Earth?",
    answer: "Pacific Ocean",
    wrong: ["Atlantic Ocean", "Indian Ocean", "Arctic Ocean"],
    tags: ["geography", "oceans"],
  },
  {
    question: "Which snooker player is nicknamed The Rocket?",
    answer: "Ronnie O'Sullivan",
    wrong: ["Judd Trump", "Mark Selby", "John Higgins"],
    tags: ["snooker", "sport"],
  },
  {
    question: "Who painted The Hay Wain?",
    answer: "John Constable",
    wrong: ["J. M. W. Turner", "Thomas Gainsborough", "David Hockney"],
    tags: ["art", "painting"],
  },
  {
    question: "What is the hardest natural substance?",
    answer: "Diamond",
    wrong: ["Quartz", "Topaz", "Granite"],
    tags: ["science", "geology"],
  },
];
const PLANTED_WRONG = {
  question: "Which city is the capital of Canada?",
  answer: "Toronto",
  right: "Ottawa",
  wrong: ["Ottawa", "Vancouver", "Montreal"],
  tags: ["geography", "capitals"],
};
let almanacCursor = 0;
/** A strict checker (set by a test): confirms at most this many questions per call, the rest "unsure". */
let checkerConfirmLimit: number | null = null;

function fakeQuizQuestions(user: string) {
  const count = Number(/Write (\d+) questions/.exec(user)?.[1] ?? 5);
  const excluded = (/Excluded topics \(never ask about them\): ([^\n.]+)/.exec(user)?.[1] ?? "")
    .split(",")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const questions = [
    { ...PLANTED_WRONG, wrongOptions: PLANTED_WRONG.wrong },
    ...Array.from({ length: Math.max(0, count - 1) }, () => {
      const fact = ALMANAC[almanacCursor++ % ALMANAC.length]!;
      return { ...fact, wrongOptions: fact.wrong };
    }),
  ];
  return {
    questions: questions.map((q) => ({
      question: q.question,
      answer: q.answer,
      wrongOptions: q.wrongOptions,
      explanation: `The answer is ${"right" in q ? q.right : q.answer}.`,
      difficulty: 4,
      localRelevance: q.tags.includes("leeds") ? 8 : 0,
      aliases: "aliases" in q && Array.isArray(q.aliases) ? q.aliases : [],
      // What the writer is asked for: a reference about the fact with the address of a page.
      sources: [
        {
          title: `Encyclopaedia Britannica: ${"right" in q ? q.right : q.answer}`,
          url: `https://www.britannica.com/search?query=${encodeURIComponent(String("right" in q ? q.right : q.answer))}`,
        },
      ],
      // A careless model ignores exclusions sometimes: the code must filter by tags.
      tags: excluded.length && q.tags.includes("rivers") ? [...q.tags, excluded[0]!] : q.tags,
    })),
  };
}

function fakeFactCheck(user: string) {
  const blocks = user.split(/\n\n/).filter((block) => /^\d+\. /.test(block));
  let confirmed = 0;
  return {
    checks: blocks.map((block) => {
      const number = Number(block.split(".")[0]);
      const question = block.slice(block.indexOf(" ") + 1, block.indexOf("\n"));
      const stated = /Stated answer: (.*)$/m.exec(block)?.[1] ?? "";
      const known = ALMANAC.find((fact) => fact.question === question);
      if (question === PLANTED_WRONG.question) {
        return {
          number,
          verdict: "wrong",
          correctAnswer: PLANTED_WRONG.right,
          note: "Ottawa is the capital.",
        };
      }
      if (!known) return { number, verdict: "unsure", correctAnswer: "", note: "Not in my almanac." };
      if (known.answer !== stated) return { number, verdict: "wrong", correctAnswer: known.answer, note: "" };
      if (checkerConfirmLimit !== null && confirmed >= checkerConfirmLimit) {
        return { number, verdict: "unsure", correctAnswer: "", note: "Cannot confirm this one." };
      }
      confirmed += 1;
      return { number, verdict: "confirmed", correctAnswer: known.answer, note: "" };
    }),
  };
}

function chatCompletion(model: string, content: string, finishReason: string) {
  const tokens = Math.ceil(content.length / 4);
  return {
    id: `chatcmpl-${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: tokens, completion_tokens: tokens, total_tokens: tokens * 2 },
    service_tier: "default",
    system_fingerprint: "fp_fake",
  };
}

// ---------------------------------------------------------------------------------------------
// OpenAI v1 images: POST /v1/images/generations.
// ---------------------------------------------------------------------------------------------

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of the asked size (a warm amber gradient), as the API's b64_json would carry. */
function fakePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const offset = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[offset + 1 + x * 3] = 200 - Math.round((y / height) * 120);
      rows[offset + 2 + x * 3] = 120 - Math.round((y / height) * 80);
      rows[offset + 3 + x * 3] = 40;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const IMAGE_MODEL_SIZES: Record<string, string[]> = {
  "gpt-image-1": ["1024x1024", "1536x1024", "1024x1536", "auto"],
  "dall-e-3": ["1024x1024", "1792x1024", "1024x1792"],
};

// POST /v1/images/generations as the adapter calls it: bearer key, JSON with model, prompt, n and a
// size the model supports (others get the API's own invalid_value error). GPT image models always
// answer base64; DALL·E answers base64 only when response_format is b64_json. A prompt that mentions
// "forbidden" (or a queued "content_policy") gets the real safety refusal: 400 moderation_blocked
// for GPT image models, content_policy_violation for DALL·E.
function openAiImages(request: IncomingMessage, body: string, response: ServerResponse) {
  if (!openAiAuthorised(request, response)) return;
  let params: { model?: string; prompt?: string; n?: number; size?: string; response_format?: string };
  try {
    params = JSON.parse(body);
  } catch {
    return openAiError(response, 400, {
      message:
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)",
      type: "invalid_request_error",
    });
  }
  if (!params.prompt) {
    return openAiError(response, 400, {
      message: "Missing required parameter: 'prompt'.",
      type: "invalid_request_error",
      param: "prompt",
      code: "missing_required_parameter",
    });
  }
  const model = params.model ?? "dall-e-2";
  const sizes = IMAGE_MODEL_SIZES[model] ?? ["256x256", "512x512", "1024x1024"];
  const size = params.size ?? "1024x1024";
  if (!sizes.includes(size)) {
    return openAiError(response, 400, {
      message: `Invalid value: '${size}'. Supported values are: ${sizes.map((value) => `'${value}'`).join(", ")}.`,
      type: "invalid_request_error",
      param: "size",
      code: "invalid_value",
    });
  }
  const answer = openAiNext.images!.shift();
  if (openAiForced(answer, response)) return;
  if (answer === "content_policy" || /forbidden/i.test(params.prompt)) {
    return model.startsWith("dall-e")
      ? openAiError(response, 400, {
          message:
            "Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.",
          type: "invalid_request_error",
          code: "content_policy_violation",
        })
      : openAiError(response, 400, {
          message:
            "Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID req_fake.",
          type: "image_generation_user_error",
          code: "moderation_blocked",
        });
  }
  const [width, height] = (size === "auto" ? "1024x1024" : size).split("x").map(Number);
  const png = fakePng(width ?? 1024, height ?? 1024).toString("base64");
  const dalle = model.startsWith("dall-e");
  if (dalle && params.response_format !== "b64_json") {
    return json(response, 200, {
      created: Math.floor(Date.now() / 1000),
      data: [
        {
          url: "https://oaidalleapiprodscus.blob.core.windows.net/private/fake.png",
          revised_prompt: params.prompt,
        },
      ],
    });
  }
  return json(response, 200, {
    created: Math.floor(Date.now() / 1000),
    ...(dalle ? {} : { background: "opaque", output_format: "png", quality: "medium", size }),
    data: [{ b64_json: png, ...(dalle ? { revised_prompt: params.prompt } : {}) }],
    ...(dalle
      ? {}
      : {
          usage: {
            input_tokens: Math.ceil(params.prompt.length / 4),
            output_tokens: 1056,
            total_tokens: Math.ceil(params.prompt.length / 4) + 1056,
            input_tokens_details: { image_tokens: 0, text_tokens: Math.ceil(params.prompt.length / 4) },
          },
        }),
  });
}

/** A WAV file's real length from its header; other containers are taken as 3 s of speech. */
function audioSeconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 44 || new TextDecoder().decode(bytes.slice(0, 4)) !== "RIFF") return 3;
  const byteRate = view.getUint32(28, true);
  return byteRate ? Math.round(((bytes.byteLength - 44) / byteRate) * 100) / 100 : 3;
}

const FAKE_TRANSCRIPT = "Quiz night this Thursday from 8pm, teams of up to six, free to enter.";

// POST /v1/audio/transcriptions: multipart with `file` and `model`, as the SDK uploads them.
// whisper-1 may answer verbose_json (with the audio's duration); the gpt-4o transcribe models only
// answer json, whose usage counts tokens, and refuse verbose_json as the real API does. It "hears"
// one fixed sentence; a queued empty transcript is what the API returns for silence.
async function openAiTranscription(request: IncomingMessage, raw: Buffer, response: ServerResponse) {
  if (!openAiAuthorised(request, response)) return;
  const type = request.headers["content-type"] ?? "";
  const form = type.startsWith("multipart/form-data")
    ? await new Request("http://fake/", {
        method: "POST",
        headers: { "content-type": type },
        body: new Uint8Array(raw),
      })
        .formData()
        .catch(() => null)
    : null;
  const file = form?.get("file");
  const model = form?.get("model");
  if (!form || typeof model !== "string" || !model) {
    return openAiError(response, 400, {
      message: "you must provide a model parameter",
      type: "invalid_request_error",
    });
  }
  if (!(file instanceof File) || file.size === 0) {
    return openAiError(response, 400, {
      message: "Audio file is too short. Minimum audio length is 0.1 seconds.",
      type: "invalid_request_error",
      param: "file",
      code: "audio_too_short",
    });
  }
  const format = form.get("response_format") ?? "json";
  if (format === "verbose_json" && !model.startsWith("whisper")) {
    return openAiError(response, 400, {
      message: `response_format 'verbose_json' is not compatible with model '${model}'. Use 'json' or 'text' instead.`,
      type: "invalid_request_error",
      param: "response_format",
      code: "unsupported_value",
    });
  }
  const answer = openAiNext.transcriptions!.shift();
  if (openAiForced(answer, response)) return;
  const text = answer === "empty_transcript" ? "" : FAKE_TRANSCRIPT;
  const duration = audioSeconds(new Uint8Array(await file.arrayBuffer()));
  if (format === "verbose_json") {
    return json(response, 200, {
      task: "transcribe",
      language: "english",
      duration,
      text,
      segments: text ? [{ id: 0, seek: 0, start: 0, end: duration, text, temperature: 0 }] : [],
      usage: { type: "duration", seconds: Math.ceil(duration) },
    });
  }
  const usage = model.startsWith("whisper")
    ? { type: "duration", seconds: Math.ceil(duration) }
    : {
        type: "tokens",
        input_tokens: Math.ceil(duration * 10),
        input_token_details: { text_tokens: 0, audio_tokens: Math.ceil(duration * 10) },
        output_tokens: Math.ceil(text.length / 4),
        total_tokens: Math.ceil(duration * 10) + Math.ceil(text.length / 4),
      };
  return json(response, 200, { text, usage });
}

// The real 429s: football-data.org's JSON, and TheSportsDB's plain-text page.
const REAL_ERRORS: Record<string, Record<number, ForcedError>> = {
  "football-data": {
    429: { status: 429, body: JSON.stringify(FD_RATE_LIMITED) },
    403: { status: 403, body: JSON.stringify(FD_RESTRICTED) },
  },
  thesportsdb: {
    429: { status: 429, body: "429 Too Many Requests", contentType: "text/plain" },
  },
};

// ---------------------------------------------------------------------------------------------
// Open-Meteo (customer API): geocoding and the daily forecast. The key travels as ?apikey=.
// ---------------------------------------------------------------------------------------------

/** Places the geocoder knows, as GET /v1/search lists them (real GeoNames ids and coordinates). */
const OM_PLACES = [
  { id: 2644688, name: "Leeds", latitude: 53.79648, longitude: -1.54785, admin1: "England", admin2: "Leeds" },
  {
    id: 2654710,
    name: "Brighton",
    latitude: 50.82838,
    longitude: -0.13947,
    admin1: "England",
    admin2: "Brighton and Hove",
  },
  {
    id: 2643123,
    name: "Manchester",
    latitude: 53.48095,
    longitude: -2.23743,
    admin1: "England",
    admin2: "Manchester",
  },
  {
    id: 2648579,
    name: "Glasgow",
    latitude: 55.86515,
    longitude: -4.25763,
    admin1: "Scotland",
    admin2: "Glasgow City",
  },
];

/** One day of weather: WMO code, daily maximum (°C), chance of rain (%). */
type OmDay = [code: number, maxC: number, rainPercent: number];
// Each place's week, weekday and weekend, so every mapping rule is reachable on any date: Brighton
// is hot and dry (beer garden), Manchester wet all week, Leeds wet midweek with a dry 19°C weekend,
// Glasgow dry at the weekend but under the 18°C a beer garden needs.
const OM_WEATHER: Record<string, { weekday: OmDay; weekend: OmDay }> = {
  Brighton: { weekday: [0, 26.4, 5], weekend: [1, 27.1, 0] },
  Manchester: { weekday: [63, 12.2, 85], weekend: [65, 11.5, 95] },
  Leeds: { weekday: [61, 12.4, 70], weekend: [1, 19.6, 10] },
  Glasgow: { weekday: [3, 14.8, 40], weekend: [2, 16.9, 20] },
};
const OM_DAILY_VARIABLES = new Set([
  "weather_code",
  "temperature_2m_max",
  "temperature_2m_min",
  "precipitation_sum",
  "precipitation_probability_max",
  "sunshine_duration",
  "wind_speed_10m_max",
]);
/** Open-Meteo's refusals, word for word: `{"error": true, "reason": "…"}` with the status. */
const omError = (reason: string) => JSON.stringify({ error: true, reason });
const OM_REAL_ERRORS: Record<number, ForcedError> = {
  400: {
    status: 400,
    body: omError(
      "Cannot initialize WeatherVariable from invalid String value temperature_2m_maxx for key daily",
    ),
  },
  429: { status: 429, body: omError("Minutely API request limit exceeded. Please try again in one minute.") },
};

function omKeyRefused(url: URL, response: ServerResponse): boolean {
  if (url.searchParams.get("apikey") === "om-test-key") return false;
  json(response, 400, { error: true, reason: "The supplied API key is invalid." });
  return true;
}

// GET /open-meteo-geocoding/v1/search?name=…&count=…&countryCode=GB: matching places, or no
// `results` key at all when nothing matches (as the real API answers).
function openMeteoGeocoding(url: URL, response: ServerResponse) {
  if (omKeyRefused(url, response) || forcedError("open-meteo-geocoding", response)) return;
  if (url.pathname !== "/open-meteo-geocoding/v1/search")
    return json(response, 404, { error: true, reason: "Not Found" });
  const name = (url.searchParams.get("name") ?? "").toLowerCase();
  const country = url.searchParams.get("countryCode");
  const count = Number(url.searchParams.get("count") ?? "10");
  const results = OM_PLACES.filter(
    (place) => place.name.toLowerCase() === name && (!country || country === "GB"),
  )
    .slice(0, count)
    .map((place) => ({
      ...place,
      elevation: 63,
      feature_code: "PPLA2",
      country_code: "GB",
      timezone: "Europe/London",
      country_id: 2635167,
      country: "United Kingdom",
    }));
  return json(
    response,
    200,
    results.length ? { results, generationtime_ms: 0.71 } : { generationtime_ms: 0.42 },
  );
}

// GET /open-meteo/v1/forecast?latitude&longitude&daily=…&timezone&start_date&end_date: the place's
// week in the `daily` arrays, one value per day, with `daily_units`. An unknown daily variable gets
// the real 400; days run from start_date to end_date (or forecast_days from today).
function openMeteoForecast(url: URL, response: ServerResponse) {
  if (omKeyRefused(url, response) || forcedError("open-meteo", response)) return;
  if (url.pathname !== "/open-meteo/v1/forecast")
    return json(response, 404, { error: true, reason: "Not Found" });
  const latitude = Number(url.searchParams.get("latitude"));
  const longitude = Number(url.searchParams.get("longitude"));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return json(response, 400, { error: true, reason: "Parameter 'latitude' and 'longitude' are required" });
  }
  const daily = (url.searchParams.get("daily") ?? "").split(",").filter(Boolean);
  const unknown = daily.find((variable) => !OM_DAILY_VARIABLES.has(variable));
  if (unknown) {
    return json(response, 400, {
      error: true,
      reason: `Cannot initialize WeatherVariable from invalid String value ${unknown} for key daily`,
    });
  }
  const start = url.searchParams.get("start_date") ?? new Date().toISOString().slice(0, 10);
  const days = url.searchParams.get("end_date")
    ? (Date.parse(url.searchParams.get("end_date") ?? "") - Date.parse(start)) / 86_400_000 + 1
    : Number(url.searchParams.get("forecast_days") ?? "7");
  const place = OM_PLACES.find(
    (candidate) =>
      Math.abs(candidate.latitude - latitude) < 0.01 && Math.abs(candidate.longitude - longitude) < 0.01,
  );
  const week = OM_WEATHER[place?.name ?? ""] ?? { weekday: [3, 13, 30], weekend: [3, 13, 30] };
  const time = Array.from({ length: days }, (_, index) =>
    new Date(Date.parse(start) + index * 86_400_000).toISOString().slice(0, 10),
  );
  const values = time.map((date) =>
    [0, 6].includes(new Date(date).getUTCDay()) ? week.weekend : week.weekday,
  );
  const columns: Record<string, number[]> = {
    weather_code: values.map((day) => day[0]),
    temperature_2m_max: values.map((day) => day[1]),
    temperature_2m_min: values.map((day) => Math.round((day[1] - 7) * 10) / 10),
    precipitation_probability_max: values.map((day) => day[2]),
  };
  const units: Record<string, string> = {
    time: "iso8601",
    weather_code: "wmo code",
    temperature_2m_max: "°C",
    temperature_2m_min: "°C",
    precipitation_probability_max: "%",
  };
  return json(response, 200, {
    latitude: Math.round(latitude * 50) / 50,
    longitude: Math.round(longitude * 50) / 50,
    generationtime_ms: 0.08,
    utc_offset_seconds: 0,
    timezone: url.searchParams.get("timezone") ?? "GMT",
    timezone_abbreviation: "GMT",
    elevation: 63,
    daily_units: Object.fromEntries(["time", ...daily].map((key) => [key, units[key] ?? ""])),
    daily: Object.fromEntries([
      ["time", time],
      ...daily.map((key) => [key, columns[key] ?? time.map(() => 0)]),
    ]),
  });
}

export function startVendorServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const raw = await readBody(request);
    const body = raw.toString("utf8");
    // stripe-node always calls /v1/… on the host it is given.
    const service = url.pathname.startsWith("/v1/") ? "stripe" : (url.pathname.split("/")[1] ?? "");
    if (service !== "__control") {
      recorded.push({
        service,
        method: request.method ?? "GET",
        path: url.pathname,
        query: url.search,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body,
      });
    }
    if (service === "stripe") return stripeApi(request, url, body, response);
    if (url.pathname.startsWith("/football-data/")) return footballData(request, url, response);
    if (url.pathname.startsWith("/thesportsdb/")) return theSportsDb(url, response);
    if (url.pathname.startsWith("/open-meteo/")) return openMeteoForecast(url, response);
    if (url.pathname.startsWith("/open-meteo-geocoding/")) return openMeteoGeocoding(url, response);
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case "POST /google/token":
        return googleToken(request, body, response);
      case "GET /google/v1/userinfo":
        return googleUserInfo(request, response);
      case "POST /resend/emails":
        return resendEmail(request, body, response);
      case "POST /openai/v1/chat/completions":
        return openAiChat(request, body, response);
      case "POST /openai/v1/images/generations":
        return openAiImages(request, body, response);
      case "POST /openai/v1/audio/transcriptions":
        return openAiTranscription(request, raw, response);
      // Cloudflare Access: GET {team domain}/cdn-cgi/access/certs answers the team's current keys.
      case "GET /access/cdn-cgi/access/certs":
        return json(response, 200, { keys: accessKeys, public_certs: [] });
      case "POST /__control/access/keys":
        accessKeys.push(...(JSON.parse(body) as { keys: Array<Record<string, unknown>> }).keys);
        return json(response, 200, { ok: true });
      case "POST /__control/google/codes": {
        const { code, email, emailVerified = true } = JSON.parse(body);
        googleCodes.set(code, { email, emailVerified });
        return json(response, 200, { ok: true });
      }
      // {"status": 429} (or 403, or any status with its own "body") makes the service's next request fail.
      case "POST /__control/football-data/next-error":
      case "POST /__control/thesportsdb/next-error": {
        const service = url.pathname.split("/")[2] ?? "";
        const asked = JSON.parse(body) as ForcedError;
        const real = REAL_ERRORS[service]?.[asked.status];
        nextErrors.set(service, [...(nextErrors.get(service) ?? []), { ...real, ...asked }]);
        return json(response, 200, { ok: true });
      }
      // Extra matches or events a test needs (a knockout stage, a neutral venue), added to the seed.
      case "POST /__control/football-data/matches":
        fdMatches.push(...(JSON.parse(body) as FdMatchSeed[]));
        return json(response, 200, { ok: true });
      case "POST /__control/thesportsdb/events":
        tsdbEvents.push(...(JSON.parse(body) as TsdbEventSeed[]));
        return json(response, 200, { ok: true });
      // {"endpoint": "chat" | "transcriptions", "answer": "rate_limited" | …} queues the next answer.
      case "POST /__control/openai/next-answer": {
        const { endpoint, answer } = JSON.parse(body) as { endpoint: string; answer: OpenAiAnswer };
        openAiNext[endpoint]?.push(answer);
        return json(response, openAiNext[endpoint] ? 200 : 400, { ok: Boolean(openAiNext[endpoint]) });
      }
      case "DELETE /__control/openai/next-answer":
        for (const queue of Object.values(openAiNext)) queue.length = 0;
        return json(response, 200, { ok: true });
      // {"confirmAtMost": n | null}: the quiz fact checker confirms at most n questions per call.
      case "POST /__control/openai/quiz-checker":
        checkerConfirmLimit = (JSON.parse(body) as { confirmAtMost: number | null }).confirmAtMost;
        return json(response, 200, { ok: true });
      // {"status": 400 | 429} makes the next forecast (or geocoding) request get Open-Meteo's real refusal.
      case "POST /__control/open-meteo/next-error":
      case "POST /__control/open-meteo-geocoding/next-error": {
        const service = url.pathname.split("/")[2] ?? "";
        const asked = JSON.parse(body) as ForcedError;
        nextErrors.set(service, [
          ...(nextErrors.get(service) ?? []),
          { ...OM_REAL_ERRORS[asked.status], ...asked },
        ]);
        return json(response, 200, { ok: true });
      }
      // {"status": 400 | 429} makes Stripe's next API call fail with its real error object.
      case "POST /__control/stripe/next-error":
        forceStripeError(JSON.parse(body).status);
        return json(response, 200, { ok: true });
      case "DELETE /__control/requests": {
        const only = url.searchParams.get("service");
        const kept = recorded.filter((r) => only && r.service !== only);
        recorded.splice(0, recorded.length, ...kept);
        return json(response, 200, { ok: true });
      }
      case "GET /__control/requests": {
        const only = url.searchParams.get("service");
        return json(response, 200, only ? recorded.filter((r) => r.service === only) : recorded);
      }
      default:
        return json(response, 404, { error: `fake has no route ${route}` });
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
