/**
 * UK places (data/uk-places.json, 100+ towns and cities written for the bank, checked against
 * Ordnance Survey names and each place's own tourism pages): the local round's questions, and the
 * matching of a pub's area or address to a place.
 */
import { normaliseText } from "~/lib/quiz/question-rules";
import { type ClimateRegion, placeFromAddress, type UkNation } from "~/lib/uk-place";
import { type BankQuestion, pickWrong } from "./bank-question.server";
import placesData from "./data/uk-places.json";

export interface PlaceFacts {
  id: string;
  name: string;
  kind: "city" | "town" | "village";
  county: string;
  /** False where the county is the place itself ("City of Edinburgh") or straddles two. */
  askCounty: boolean;
  nation: UkNation;
  region: ClimateRegion;
  /** Postcode areas ("LS") or districts ("SE10") that point here. */
  postcodes: string[];
  rivers: string[];
  landmark: string | null;
  famousFor: string | null;
  person: string | null;
  aliases: string[];
}

export const PLACES = placesData as PlaceFacts[];
const BY_ID = new Map(PLACES.map((p) => [p.id, p]));

export function placeById(id: string): PlaceFacts | undefined {
  return BY_ID.get(id);
}

const SOURCES = ["Ordnance Survey place names", "Office for National Statistics geography"];
const AREA_WORD: Record<UkNation, string> = {
  england: "county",
  wales: "county",
  scotland: "council area",
  northern_ireland: "county",
};

function tagsFor(place: PlaceFacts, topic: string): string[] {
  return ["local", "uk-geography", topic, normaliseText(place.county).replace(/ /g, "-"), place.id];
}

/**
 * The area a pub thinks of as "round here": the climate region, except that Greater London is an
 * area of its own — Kent or Sussex questions are not local knowledge for a London pub.
 */
export function localRegion(place: PlaceFacts): string {
  return place.county === "Greater London" ? "london" : place.region;
}

/** Values of other places, nearest first: same region (`near`), then the same nation (`far`). */
function fromOthers(
  place: PlaceFacts,
  pick: (p: PlaceFacts) => Array<string | null>,
): { near: string[]; far: string[] } {
  const others = PLACES.filter((p) => p.id !== place.id);
  const values = (list: PlaceFacts[]) => list.flatMap(pick).filter((v): v is string => Boolean(v));
  return {
    near: values(others.filter((p) => localRegion(p) === localRegion(place))),
    far: [
      ...values(others.filter((p) => p.nation === place.nation && localRegion(p) !== localRegion(place))),
      ...values(others),
    ],
  };
}

/** Names two places share (Bangor, Newport…): questions then say which one they mean. */
const SHARED_NAMES = new Set(
  PLACES.map((p) => normaliseText(p.name)).filter((name, i, all) => all.indexOf(name) !== i),
);
const NATION_NAMES: Record<UkNation, string> = {
  england: "England",
  wales: "Wales",
  scotland: "Scotland",
  northern_ireland: "Northern Ireland",
};

/** The place's name as a question says it: "Bangor, Wales" where another Bangor exists. */
export function placeLabel(place: PlaceFacts): string {
  return LABELS.get(place.id) ?? place.name;
}

const LABELS = new Map(
  PLACES.map((p) => [
    p.id,
    SHARED_NAMES.has(normaliseText(p.name)) ? `${p.name}, ${NATION_NAMES[p.nation]}` : p.name,
  ]),
);
/** Each place's names, normalised once: the builders compare them tens of thousands of times. */
const NAMES = new Map(PLACES.map((p) => [p.id, [p.name, ...p.aliases].map((n) => ` ${normaliseText(n)} `)]));
const normalised = new Map<string, string>();

function mentions(text: string, place: PlaceFacts): boolean {
  let norm = normalised.get(text);
  if (norm === undefined) {
    norm = ` ${normaliseText(text)} `;
    normalised.set(text, norm);
  }
  const haystack = norm;
  return (NAMES.get(place.id) ?? []).some((name) => haystack.includes(name));
}

function placeQuestions(place: PlaceFacts): BankQuestion[] {
  const out: BankQuestion[] = [];
  const big = place.kind === "city";
  const base = { category: "local" as const, sources: SOURCES, place: place.id };

  if (place.askCounty) {
    const key = `local-${place.id}-county`;
    const { near, far } = fromOthers(place, (p) => [p.nation === place.nation ? p.county : null]);
    const wrong = pickWrong(key, place.county, near, far);
    if (wrong) {
      out.push({
        ...base,
        key,
        kind: "local-county",
        question: `In which ${AREA_WORD[place.nation]} is ${placeLabel(place)}?`,
        answer: place.county,
        wrong,
        explanation: `${place.name} is in ${place.county}.`,
        difficulty: big ? 3 : 4,
        tags: tagsFor(place, "counties"),
      });
    }
  }

  const river = place.rivers[0];
  // "Which river flows through Stoke-on-Trent?" answers itself: skip rivers named in the place's name.
  if (
    river &&
    !normaliseText(place.name).replace(/ /g, "").includes(normaliseText(river).replace(/ /g, ""))
  ) {
    const key = `local-${place.id}-river`;
    const { near, far } = fromOthers(place, (p) => p.rivers);
    const wrong = pickWrong(key, river, near, far, place.rivers);
    if (wrong) {
      out.push({
        ...base,
        key,
        kind: "local-river",
        question: `Which river flows through ${placeLabel(place)}?`,
        answer: river,
        wrong,
        explanation:
          place.rivers.length > 1
            ? `The ${river} flows through ${place.name}, as does the ${place.rivers.slice(1).join(" and the ")}.`
            : `${place.name} stands on the River ${river}.`,
        difficulty: big ? 4 : 5,
        tags: tagsFor(place, "rivers"),
      });
    }
  }

  if (place.landmark && !mentions(place.landmark, place)) {
    const landmark = place.landmark;
    const key = `local-${place.id}-landmark`;
    const { near, far } = fromOthers(place, (p) => [
      p.landmark && !mentions(p.landmark, place) ? p.landmark : null,
    ]);
    const wrong = pickWrong(key, landmark, near, far);
    if (wrong) {
      out.push({
        ...base,
        key,
        kind: "local-landmark",
        fact: `landmark-${place.id}`,
        question: `Which of these would you find in or near ${placeLabel(place)}?`,
        answer: landmark,
        wrong,
        explanation: `${capitalise(landmark)} is in or near ${place.name}; the others are elsewhere in the UK.`,
        difficulty: big ? 4 : 5,
        tags: tagsFor(place, "landmarks"),
      });
    }
    const whereKey = `local-${place.id}-landmark-where`;
    const names = fromOthers(place, (p) => [placeLabel(p)]);
    const whereWrong = pickWrong(whereKey, placeLabel(place), names.near, names.far);
    if (whereWrong) {
      out.push({
        ...base,
        key: whereKey,
        kind: "local-landmark-where",
        fact: `landmark-${place.id}`,
        question: `Where in the UK would you find ${landmark}?`,
        answer: placeLabel(place),
        wrong: whereWrong,
        explanation: `${capitalise(landmark)}: ${place.name}, ${place.county}.`,
        difficulty: big ? 5 : 6,
        tags: tagsFor(place, "landmarks"),
      });
    }
  }

  if (place.famousFor && !mentions(place.famousFor, place)) {
    const key = `local-${place.id}-famous`;
    const names = fromOthers(place, (p) => [placeLabel(p)]);
    const wrong = pickWrong(key, placeLabel(place), names.near, names.far);
    if (wrong) {
      out.push({
        ...base,
        key,
        kind: "local-famous-for",
        question: `Which ${place.kind} is famous for ${place.famousFor}?`,
        answer: placeLabel(place),
        wrong,
        explanation: `${place.name} (${place.county}) is known for ${place.famousFor}.`,
        difficulty: big ? 4 : 5,
        tags: tagsFor(place, "famous-for"),
      });
    }
  }

  if (place.person) {
    const person = place.person;
    const key = `local-${place.id}-person`;
    const { near, far } = fromOthers(place, (p) => [p.person]);
    const wrong = pickWrong(key, person, near, far);
    if (wrong) {
      out.push({
        ...base,
        key,
        kind: "local-person",
        question: `Which of these famous people was born in ${placeLabel(place)}?`,
        answer: person,
        wrong,
        explanation: `${person} was born in ${place.name}; the others were born elsewhere in the UK.`,
        difficulty: big ? 5 : 6,
        sources: [...SOURCES, "Oxford Dictionary of National Biography"],
        tags: tagsFor(place, "people"),
      });
    }
  }
  return out;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function localQuestions(): BankQuestion[] {
  return PLACES.flatMap(placeQuestions);
}

const POSTCODE = /\b([A-Z]{1,2})(\d[A-Z\d]?)\s*\d[A-Z]{2}\b/i;
const OUTWARD_ONLY = /\b([A-Z]{1,2})(\d{1,2}[A-Z]?)\b/;

/** Cities before towns, then file order: "BT" means Belfast before Portrush. */
const BY_SIZE = [...PLACES].sort((a, b) => Number(b.kind === "city") - Number(a.kind === "city"));

function byPostcode(text: string): {
  district: PlaceFacts | undefined;
  area: PlaceFacts | undefined;
  areaCode?: string;
} {
  const full = POSTCODE.exec(text.toUpperCase()) ?? OUTWARD_ONLY.exec(text.toUpperCase());
  if (!full) return { district: undefined, area: undefined };
  const area = full[1] ?? "";
  const outward = `${area}${full[2] ?? ""}`;
  return {
    district: PLACES.find((p) => p.postcodes.includes(outward)),
    area: BY_SIZE.find((p) => p.postcodes.includes(area)),
    areaCode: area,
  };
}

/**
 * Matches a pub's local area or address to a place: the address's town (via app/lib/uk-place.ts),
 * a postcode district ("SE10"), a place named in the text (the postcode breaks ties such as the two
 * Bangors), the postcode area's main town, or a county named in the text. Null when nothing fits.
 */
export function resolvePlace(text: string | null | undefined): PlaceFacts | null {
  if (!text?.trim()) return null;
  const norm = ` ${normaliseText(text)} `;
  const named = (p: PlaceFacts) => [p.name, ...p.aliases].map(normaliseText);
  const postcode = byPostcode(text);
  const fits = (p: PlaceFacts) =>
    !postcode.areaCode || p.postcodes.some((c) => c.startsWith(postcode.areaCode ?? ""));

  const town = placeFromAddress(text).town;
  if (town) {
    const exact = PLACES.filter((p) => named(p).includes(normaliseText(town)));
    const best = exact.find(fits) ?? exact[0];
    if (best) return best;
  }
  if (postcode.district) return postcode.district;
  const mentioned = PLACES.filter((p) => named(p).some((n) => norm.includes(` ${n} `)));
  if (mentioned.length > 0) {
    const longest = (list: PlaceFacts[]) =>
      [...list].sort(
        (a, b) => Math.max(...named(b).map((n) => n.length)) - Math.max(...named(a).map((n) => n.length)),
      )[0];
    return longest(mentioned.filter(fits)) ?? longest(mentioned) ?? null;
  }
  if (postcode.area) return postcode.area;
  return BY_SIZE.find((p) => norm.includes(` ${normaliseText(p.county)} `)) ?? null;
}

/** How near another place is to the pub's: 3 same place, 2 same county, 1 same region, 0 otherwise. */
export function closeness(home: PlaceFacts | null, other: PlaceFacts | undefined): number {
  if (!home || !other) return 0;
  if (home.id === other.id) return 3;
  if (home.county === other.county) return 2;
  if (localRegion(home) === localRegion(other)) return 1;
  return 0;
}
