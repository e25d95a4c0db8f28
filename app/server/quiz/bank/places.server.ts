/**
 * UK places (data/uk-places.json, 180 towns, cities and villages with their postcode areas, counties
 * and aliases): the matching of a pub's area or address to a place. The local round's questions come
 * from the town and area facts (towns.server.ts); this gazetteer only tells where a pub is.
 */
import { normaliseText } from "~/lib/quiz/question-rules";
import { type ClimateRegion, placeFromAddress, type UkNation } from "~/lib/uk-place";
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
