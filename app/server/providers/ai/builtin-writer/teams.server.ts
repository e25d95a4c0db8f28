import { allTeams } from "~/server/sports/reference.server";
import type { SportKind } from "./lexicon.server";

/** Something that can blank out what it has understood (the brief reader's working text). */
export interface Maskable {
  text: string;
  mask(start: number, end: number, isFact?: boolean): void;
  take(pattern: RegExp, isFact?: boolean): RegExpExecArray | null;
}

// Team names the product knows, for trimming "Watch England v Wales Sunday" to the two sides.
// Aliases that are everyday words ("Reading", "Test", "Forest") are left out.
const AMBIGUOUS = new Set(
  "reading derby forest palace saints racing inter milan sale bath arc masters test friendly posh boro wimbledon tigers the blues the reds the lions the royals glasgow bristol exeter leicester newcastle"
    .split(" ")
    .concat(["the blues", "the reds", "the lions", "the royals"]),
);
let teamIndex: Map<string, { name: string; sports: Set<SportKind> }> | null = null;
function knownTeams(): Map<string, { name: string; sports: Set<SportKind> }> {
  if (teamIndex) return teamIndex;
  teamIndex = new Map();
  for (const team of allTeams()) {
    for (const label of [team.name, ...(team.aliases ?? [])]) {
      const key = label.toLowerCase();
      const entry = teamIndex.get(key) ?? { name: team.name, sports: new Set<SportKind>() };
      entry.sports.add(team.sport as SportKind);
      teamIndex.set(key, entry);
    }
  }
  return teamIndex;
}

const LEAD_IN =
  /^(?:watch|watching|showing|catch|see|live|cheer|come|the|big|match|game|on|tonight|today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i;

function trimSide(words: string[], fromStart: boolean): string {
  const index = knownTeams();
  for (let size = words.length; size >= 1; size--) {
    const candidate = (fromStart ? words.slice(0, size) : words.slice(words.length - size)).join(" ");
    if (index.has(candidate.toLowerCase())) return candidate;
  }
  const kept = [...words];
  while (kept.length > 1 && LEAD_IN.test((fromStart ? kept[kept.length - 1] : kept[0])!)) {
    if (fromStart) kept.pop();
    else kept.shift();
  }
  return kept.join(" ");
}

export function takeTeams(masked: Maskable): string[] {
  const versus = masked.take(
    /((?:[A-Z][\w'’.&-]*\s+){0,3}[A-Z][\w'’.&-]*)\s+(?:v|vs|vs\.|versus|V|VS)\s+([A-Z][\w'’.&-]*(?:\s+[A-Z][\w'’.&-]*){0,3})/,
  );
  if (versus) {
    return [trimSide(versus[1]!.split(/\s+/), false), trimSide(versus[2]!.split(/\s+/), true)];
  }
  const index = knownTeams();
  const single = [...masked.text.matchAll(/\b[A-Z][\w'’.&-]*(?:\s+[A-Z][\w'’.&-]*){0,2}/g)];
  for (const match of single) {
    const words = match[0].split(/\s+/);
    for (let size = words.length; size >= 1; size--) {
      const candidate = words.slice(0, size).join(" ");
      const key = candidate.toLowerCase();
      if (candidate.length >= 4 && !AMBIGUOUS.has(key) && index.has(key)) {
        masked.mask(match.index, match.index + candidate.length);
        return [candidate];
      }
    }
  }
  return [];
}

export function sportOfTeams(teams: string[]): SportKind | undefined {
  const sports = teams.map((team) => knownTeams().get(team.toLowerCase())?.sports);
  if (sports.some((set) => !set)) return undefined;
  const common = [...(sports[0] ?? [])].filter((sport) => sports.every((set) => set!.has(sport)));
  return common.length === 1 ? common[0] : undefined;
}
