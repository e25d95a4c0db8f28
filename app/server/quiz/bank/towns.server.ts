/// <reference types="vite/client" />
/**
 * The local round's facts: the UK's largest towns and cities (data/towns/index.json, largest first)
 * with curated facts per town (data/towns/<id>.json) and per county, region and nation
 * (data/areas/<id>.json). Every fact names the place it is about, its position when that is not the
 * town itself, how widely it is known (fame) and a source a person can open.
 */
import type { QuestionSource } from "~/lib/contract/quiz";
import { normaliseText } from "~/lib/quiz/question-rules";
import type { UkNation } from "~/lib/uk-place";
import type { BankQuestion } from "./bank-question.server";

export const FACT_TOPICS = [
  "landmark",
  "history",
  "person",
  "sport",
  "river",
  "food-drink",
  "industry",
  "dialect",
  "event",
  "geography",
  "culture",
  "transport",
  "nature",
] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

export interface TownEntry {
  id: string;
  name: string;
  county: string;
  region: string;
  nation: UkNation;
  lat: number;
  lon: number;
  population: number;
  aliases: string[];
}

export interface PlaceFact {
  id: string;
  topic: FactTopic;
  /** The place the fact is about. */
  about: string;
  /** Only when `about` is not the town itself. */
  lat?: number;
  lon?: number;
  question: string;
  answer: string;
  aliases: string[];
  wrong: [string, string, string];
  /** 1 most people in the UK know, 2 locals know, 3 keen locals. */
  fame: 1 | 2 | 3;
  source: QuestionSource;
}

interface TownFile {
  id: string;
  name: string;
  facts: PlaceFact[];
}

export interface AreaFile {
  id: string;
  name: string;
  kind: "county" | "region" | "nation";
  facts: PlaceFact[];
}

const INDEX_FILES = import.meta.glob<TownEntry[]>("./data/towns/index.json", {
  eager: true,
  import: "default",
});
const TOWN_FILES = import.meta.glob<TownFile>(["./data/towns/*.json", "!./data/towns/index.json"], {
  eager: true,
  import: "default",
});
const AREA_FILES = import.meta.glob<AreaFile>("./data/areas/*.json", { eager: true, import: "default" });

/** Every town in the index, largest first (empty until the index is written). */
export const TOWNS: TownEntry[] = Object.values(INDEX_FILES)[0] ?? [];
const TOWN_BY_ID = new Map(TOWNS.map((t) => [t.id, t]));
const FACTS_BY_TOWN = new Map(Object.values(TOWN_FILES).map((file) => [file.id, file]));
export const AREAS: AreaFile[] = Object.values(AREA_FILES);

export function townById(id: string): TownEntry | undefined {
  return TOWN_BY_ID.get(id);
}

/** The towns whose fact file exists (the data lands town by town). */
export function townsWithFacts(): TownEntry[] {
  return TOWNS.filter((t) => FACTS_BY_TOWN.has(t.id));
}

export function townFacts(id: string): PlaceFact[] {
  return FACTS_BY_TOWN.get(id)?.facts ?? [];
}

/** "West Yorkshire" ↔ the county file, by id or by name. */
function areaFor(name: string, kind: AreaFile["kind"]): AreaFile | undefined {
  const wanted = normaliseText(name);
  return AREAS.find(
    (a) => a.kind === kind && (normaliseText(a.name) === wanted || normaliseText(a.id) === wanted),
  );
}

export function areasOf(town: TownEntry): { county?: AreaFile; region?: AreaFile; nation?: AreaFile } {
  return {
    county: areaFor(town.county, "county"),
    region: areaFor(town.region, "region"),
    nation: areaFor(town.nation.replace(/_/g, " "), "nation") ?? areaFor(town.nation, "nation"),
  };
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A fact's difficulty (decision 013): fame 1 (most of the UK knows it) → 2, fame 2 (locals know) → 5,
 * fame 3 (keen locals) → 8; one more when it is about a place other than the town or area itself,
 * because a neighbour's fact is a little less known in the pub than the town's own.
 */
export function factDifficulty(fact: Pick<PlaceFact, "fame" | "lat">): number {
  const base = fact.fame === 1 ? 2 : fact.fame === 2 ? 5 : 8;
  return Math.min(10, base + (fact.lat !== undefined ? 1 : 0));
}

const TOPIC_TAGS: Record<FactTopic, string[]> = {
  landmark: ["landmarks"],
  history: ["history"],
  person: ["people"],
  sport: ["sport"],
  river: ["rivers", "geography"],
  "food-drink": ["food-and-drink", "food"],
  industry: ["industry"],
  dialect: ["dialect"],
  event: ["events"],
  geography: ["geography"],
  culture: ["culture"],
  transport: ["transport"],
  nature: ["nature"],
};

function factQuestion(
  fact: PlaceFact,
  owner: { id: string; name: string; lat?: number; lon?: number },
  scope: { place?: string; area?: string },
): BankQuestion {
  const elsewhere = normaliseText(fact.about) !== normaliseText(owner.name);
  return {
    key: `local-${owner.id}-${fact.id}`,
    category: "local",
    kind: `local-${fact.topic}`,
    fact: `local:${owner.id}:${fact.id}`,
    question: fact.question,
    answer: fact.answer,
    aliases: fact.aliases,
    wrong: fact.wrong,
    explanation: `${fact.answer}${elsewhere ? ` (${fact.about})` : ""}. Source: ${fact.source.title}.`,
    difficulty: factDifficulty(fact),
    sources: [fact.source],
    tags: ["local", ...TOPIC_TAGS[fact.topic], normaliseText(fact.about).replace(/ /g, "-"), owner.id],
    ...scope,
    ...(fact.lat !== undefined && fact.lon !== undefined
      ? { lat: fact.lat, lon: fact.lon }
      : owner.lat !== undefined && owner.lon !== undefined
        ? { lat: owner.lat, lon: owner.lon }
        : {}),
  };
}

/** Every town's and area's facts as bank questions. */
export function townQuestions(): BankQuestion[] {
  const out: BankQuestion[] = [];
  for (const file of FACTS_BY_TOWN.values()) {
    const town = TOWN_BY_ID.get(file.id);
    for (const fact of file.facts)
      out.push(
        factQuestion(
          fact,
          { id: file.id, name: file.name, lat: town?.lat, lon: town?.lon },
          { place: file.id },
        ),
      );
  }
  for (const area of AREAS) {
    for (const fact of area.facts) out.push(factQuestion(fact, area, { area: area.id }));
  }
  return out;
}

/** The names a town answers to, normalised and padded for whole-word matching. */
function namesOf(town: TownEntry): string[] {
  return [town.name, ...town.aliases].map((n) => ` ${normaliseText(n)} `);
}

/** The index town a piece of text names (the longest name wins: "Newcastle upon Tyne" over "Newcastle"). */
export function townNamedIn(text: string): TownEntry | null {
  const haystack = ` ${normaliseText(text)} `;
  let best: { town: TownEntry; length: number } | null = null;
  for (const town of TOWNS) {
    for (const name of namesOf(town)) {
      if (haystack.includes(name) && (!best || name.length > best.length))
        best = { town, length: name.length };
    }
  }
  return best?.town ?? null;
}

/** The largest index town in a county (a pub in a smaller place is local to its county's big town). */
export function largestTownIn(county: string): TownEntry | null {
  const wanted = normaliseText(county);
  return TOWNS.find((t) => normaliseText(t.county) === wanted) ?? null;
}
