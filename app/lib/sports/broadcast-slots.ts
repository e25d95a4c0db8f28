/**
 * UK broadcast-slot rules: which channels a landlord would expect to carry a fixture, from its
 * competition and its London kick-off slot. Used when a source gives no broadcaster (the UI then
 * says "expected"). Pure: no I/O, no clock.
 *
 * The rules are data: an ordered table per sport, first match wins. Rights change hands every few
 * seasons, so rules that belong to one rights cycle carry the dates they hold for.
 */
import { FRI, londonDate, londonTime, MON, SAT, SUN, THU, TUE, WED } from "../time";
import type { Sport } from "./constants";

export interface BroadcastSlot {
  sport: Sport;
  competition: string;
  /** UTC instant, ISO 8601. */
  startsAt: string;
  homeTeam: string;
  awayTeam: string;
  /** The broadcaster's first choice of its round, e.g. Amazon's Tuesday Champions League game. */
  firstPick?: boolean;
}

const WEEKNIGHTS = [TUE, WED, THU];

interface SlotRule {
  /** Matches the competition name (sources spell it many ways, so a pattern, not a list). */
  competition?: RegExp;
  /** London weekdays the rule covers. */
  days?: readonly number[];
  /** London wall-clock window, "HH:MM", from inclusive, until exclusive. */
  from?: string;
  until?: string;
  /** London calendar months (1-12). */
  months?: readonly number[];
  /** London "MM-DD" dates, e.g. Boxing Day. */
  dates?: readonly string[];
  /** Either side is one of these (pattern on the team or event name). */
  involves?: RegExp;
  /** The home side (or, for single events, the event's title) matches. */
  home?: RegExp;
  firstPick?: boolean;
  /** Rights cycle: London dates, from inclusive, until exclusive. */
  rightsFrom?: string;
  rightsUntil?: string;
  channels: readonly string[];
}

/** Saturday 14:45-17:15 is closed to UK football broadcasting (the 3pm blackout). */
const BLACKOUT = { days: [SAT], from: "14:45", until: "17:15" } as const;

const PREMIER_LEAGUE = /^(the )?(english |barclays )?premier league$|^epl$/i;
const EFL = /^(the )?(efl |sky bet |english league )?championship$|league (one|two)$/i;
const SCOTTISH = /scottish|spfl/i;
const FA_CUP = /fa cup/i;
const EFL_CUP = /efl cup|carabao|league cup/i;
const CHAMPIONS_LEAGUE = /champions league|^ucl$/i;
const EUROPA = /europa|conference league/i;
/** Competitive internationals whose UK rights sit with Channel 4 (England) or Sky (Scotland, Wales). */
const NATIONS_LEAGUE_OR_EUROS =
  /nations league|euro.*qualif|european championship qualif|euro 20\d\d qualif/i;
const INTERNATIONAL = /nations league|qualif|friendl|international|world cup|european championship/i;

const FOOTBALL_RULES: readonly SlotRule[] = [
  // Play-off finals are after the season, so outside the blackout, and always on Sky.
  { competition: /play-?off/i, channels: ["Sky Sports"] },
  // Premier League, 2019-2025 cycle: Amazon had the December midweek round and Boxing Day.
  {
    competition: PREMIER_LEAGUE,
    rightsUntil: "2025-07-01",
    months: [12],
    days: WEEKNIGHTS,
    channels: ["Amazon Prime Video"],
  },
  {
    competition: PREMIER_LEAGUE,
    rightsUntil: "2025-07-01",
    dates: ["12-26"],
    channels: ["Amazon Prime Video"],
  },
  { competition: PREMIER_LEAGUE, ...BLACKOUT, channels: [] },
  { competition: PREMIER_LEAGUE, days: [SAT], until: "14:45", channels: ["TNT Sports"] },
  { competition: PREMIER_LEAGUE, days: [SAT, SUN, MON, FRI], channels: ["Sky Sports"] },
  // Midweek rounds are split: the early kick-offs on TNT, the 20:00 games on Sky.
  { competition: PREMIER_LEAGUE, until: "19:45", channels: ["TNT Sports"] },
  { competition: PREMIER_LEAGUE, channels: ["Sky Sports"] },

  { competition: FA_CUP, months: [5], days: [SAT], channels: ["BBC One", "TNT Sports"] },
  { competition: FA_CUP, ...BLACKOUT, channels: [] },
  { competition: FA_CUP, days: [SAT], until: "14:45", channels: ["TNT Sports"] },
  { competition: FA_CUP, days: [SAT], channels: ["BBC One"] },
  { competition: FA_CUP, days: [SUN], until: "15:00", channels: ["TNT Sports"] },
  { competition: FA_CUP, days: [SUN, FRI], channels: ["BBC One"] },
  { competition: FA_CUP, channels: ["TNT Sports"] },

  // From 2027-28 Paramount+ holds the Champions League in the UK.
  { competition: CHAMPIONS_LEAGUE, rightsFrom: "2027-07-01", channels: ["Paramount+"] },
  { competition: CHAMPIONS_LEAGUE, firstPick: true, days: [TUE], channels: ["Amazon Prime Video"] },
  { competition: CHAMPIONS_LEAGUE, channels: ["TNT Sports"] },
  { competition: EUROPA, channels: ["TNT Sports"] },

  { competition: EFL, ...BLACKOUT, channels: [] },
  { competition: EFL, channels: ["Sky Sports"] },
  { competition: EFL_CUP, channels: ["Sky Sports"] },
  { competition: SCOTTISH, ...BLACKOUT, channels: [] },
  { competition: SCOTTISH, channels: ["Sky Sports"] },

  { competition: NATIONS_LEAGUE_OR_EUROS, involves: /^england$/i, channels: ["Channel 4"] },
  { competition: INTERNATIONAL, involves: /^england$/i, channels: ["ITV1"] },
  { competition: /friendl/i, involves: /^scotland$/i, channels: ["BBC Scotland"] },
  { competition: INTERNATIONAL, involves: /^scotland$/i, channels: ["Sky Sports"] },
  { competition: /friendl/i, involves: /^wales$/i, channels: ["S4C"] },
  { competition: INTERNATIONAL, involves: /^wales$/i, channels: ["Sky Sports", "S4C"] },
];

const SIX_NATIONS = /six nations|6 nations/i;
const AUTUMN = /autumn|nations series|nations championship/i;

const RUGBY_RULES: readonly SlotRule[] = [
  // BBC and ITV share the Six Nations by home side.
  { competition: SIX_NATIONS, home: /^(wales|scotland|italy)$/i, channels: ["BBC One"] },
  { competition: SIX_NATIONS, channels: ["ITV1"] },
  { competition: AUTUMN, home: /^england$/i, channels: ["TNT Sports"] },
  { competition: AUTUMN, home: /^(wales|scotland)$/i, channels: ["BBC One"] },
  { competition: AUTUMN, channels: ["ITV1"] },
  { competition: /premiership|prem rugby/i, channels: ["TNT Sports"] },
  { competition: /champions cup/i, channels: ["Premier Sports"] },
  { competition: /world cup/i, channels: ["ITV1"] },
];

const CRICKET_RULES: readonly SlotRule[] = [
  { competition: /county|blast/i, channels: [] },
  { competition: /hundred/i, channels: ["Sky Sports Cricket", "BBC Two"] },
  // Cricket Australia's UK rights are with TNT; everyone else's England series are on Sky.
  { home: /^australia$/i, channels: ["TNT Sports"] },
  { involves: /^england$/i, channels: ["Sky Sports Cricket"] },
  { competition: /test|ashes|odi|one-day|t20/i, channels: ["Sky Sports Cricket"] },
];

const TENNIS_RULES: readonly SlotRule[] = [
  { competition: /wimbledon|the championships/i, channels: ["BBC One"] },
  { competition: /queen'?s|hsbc championships/i, channels: ["BBC Two"] },
  { competition: /australian open|french open|roland/i, channels: ["TNT Sports"] },
  { competition: /us open|atp/i, channels: ["Sky Sports"] },
  { channels: ["Sky Sports"] },
];

const GOLF_RULES: readonly SlotRule[] = [
  {
    competition: /masters|the open|open championship|ryder cup/i,
    channels: ["Sky Sports Golf", "BBC (highlights)"],
  },
  { channels: ["Sky Sports Golf"] },
];

const FORMULA1_RULES: readonly SlotRule[] = [
  { home: /british grand prix/i, channels: ["Sky Sports F1", "Channel 4"] },
  { channels: ["Sky Sports F1", "Channel 4 (highlights)"] },
];

const BOXING_RULES: readonly SlotRule[] = [
  { competition: /matchroom/i, channels: ["DAZN"] },
  { competition: /boxxer/i, channels: ["Sky Sports"] },
  { competition: /queensberry/i, channels: ["TNT Sports"] },
  { channels: ["DAZN"] },
];

const HORSE_RACING_RULES: readonly SlotRule[] = [
  // ITV Racing carries the big days; the course's own channel shows every race.
  {
    competition:
      /welsh grand national|st leger|ebor|royal ascot|king george vi and|champions day|arc de triomphe/i,
    channels: ["ITV Racing", "Sky Sports Racing"],
  },
  { channels: ["ITV Racing", "Racing TV"] },
];

const ATHLETICS_RULES: readonly SlotRule[] = [
  { competition: /indoor|cross country/i, channels: ["BBC Two"] },
  { channels: ["BBC One"] },
];

const RULES: Record<Sport, readonly SlotRule[]> = {
  football: FOOTBALL_RULES,
  rugby: RUGBY_RULES,
  cricket: CRICKET_RULES,
  tennis: TENNIS_RULES,
  golf: GOLF_RULES,
  formula1: FORMULA1_RULES,
  boxing: BOXING_RULES,
  horse_racing: HORSE_RACING_RULES,
  athletics: ATHLETICS_RULES,
};

interface LondonSlot {
  date: string;
  weekday: number;
  month: number;
  time: string;
}

function londonSlot(startsAt: string): LondonSlot {
  const date = londonDate(startsAt);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return {
    date,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    month,
    time: londonTime(startsAt),
  };
}

function ruleMatches(rule: SlotRule, fixture: BroadcastSlot, slot: LondonSlot): boolean {
  if (rule.competition && !rule.competition.test(fixture.competition)) return false;
  if (rule.days && !rule.days.includes(slot.weekday)) return false;
  if (rule.from && slot.time < rule.from) return false;
  if (rule.until && slot.time >= rule.until) return false;
  if (rule.months && !rule.months.includes(slot.month)) return false;
  if (rule.dates && !rule.dates.includes(slot.date.slice(5))) return false;
  if (rule.rightsFrom && slot.date < rule.rightsFrom) return false;
  if (rule.rightsUntil && slot.date >= rule.rightsUntil) return false;
  if (rule.home && !rule.home.test(fixture.homeTeam.trim())) return false;
  if (
    rule.involves &&
    !rule.involves.test(fixture.homeTeam.trim()) &&
    !rule.involves.test(fixture.awayTeam.trim())
  ) {
    return false;
  }
  if (rule.firstPick && !fixture.firstPick) return false;
  return true;
}

/** The UK channels a landlord would expect for this fixture's slot; [] when it will not be on UK TV. */
export function expectedChannels(fixture: BroadcastSlot): string[] {
  const slot = londonSlot(fixture.startsAt);
  const rule = RULES[fixture.sport].find((candidate) => ruleMatches(candidate, fixture, slot));
  return rule ? [...rule.channels] : [];
}

/** True in the Saturday 14:45-17:15 window when UK football may not be broadcast. */
export function isSaturdayBlackout(startsAt: string): boolean {
  const slot = londonSlot(startsAt);
  return slot.weekday === SAT && slot.time >= BLACKOUT.from && slot.time < BLACKOUT.until;
}
