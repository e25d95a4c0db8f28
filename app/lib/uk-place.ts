/**
 * Where in the UK a pub is, read from the free-text address a landlord typed: the postal town (what
 * a weather service geocodes), the nation (whose bank holidays apply) and the climate region (whose
 * averages the built-in weather uses). The postcode decides when there is one; words are the fallback.
 */

export type UkNation = "england" | "wales" | "scotland" | "northern_ireland";

/** Met Office-style climate districts, merged to the handful a pub's weather cue needs. */
export type ClimateRegion =
  | "north_england"
  | "midlands"
  | "southeast_england"
  | "southwest_england"
  | "wales"
  | "scotland"
  | "northern_ireland";

export interface UkPlace {
  /** The postal town, e.g. "Leeds"; null when the address names none we can tell apart. */
  town: string | null;
  nation: UkNation | null;
  region: ClimateRegion | null;
}

const POSTCODE = /\b([A-Z]{1,2})(\d[A-Z\d]?)\s*\d[A-Z]{2}\b/i;

const SCOTTISH_AREAS = "AB DD DG EH FK G HS IV KA KW KY ML PA PH TD ZE".split(" ");
const WELSH_AREAS = "CF LD LL NP SA".split(" ");
const NORTHERN_AREAS = "BB BD BL CA CH CW DH DL DN FY HD HG HU HX L LA LS M NE OL PR S SK SR TS WA WF WN YO";
const MIDLAND_AREAS = "B CV DE DY HR LE LN NG NN ST SY TF WR WS WV";
const SOUTHWEST_AREAS = "BA BH BS DT EX GL PL SN SP TA TQ TR";

function englishRegion(area: string): ClimateRegion {
  if (NORTHERN_AREAS.split(" ").includes(area)) return "north_england";
  if (MIDLAND_AREAS.split(" ").includes(area)) return "midlands";
  if (SOUTHWEST_AREAS.split(" ").includes(area)) return "southwest_england";
  // London, the Home Counties, the south coast and East Anglia share one climate district's feel.
  return "southeast_england";
}

/** The region of a postcode; the few areas that straddle a border are split by district number. */
function regionOfPostcode(area: string, district: number): ClimateRegion {
  if (area === "BT") return "northern_ireland";
  if (area === "TD" && district === 15) return "north_england"; // Berwick-upon-Tweed
  if (SCOTTISH_AREAS.includes(area)) return "scotland";
  if (WELSH_AREAS.includes(area)) return "wales";
  if (area === "SY" && district >= 15) return "wales"; // Powys and Ceredigion
  if (area === "CH" && district >= 5 && district <= 8) return "wales"; // Flintshire
  return englishRegion(area);
}

/** Words that settle the region when there is no postcode: nations, big towns, counties. */
const PLACE_WORDS: Array<[RegExp, ClimateRegion]> = [
  [
    /northern ireland|belfast|derry|londonderry|county (antrim|down|armagh|tyrone|fermanagh)/i,
    "northern_ireland",
  ],
  [/scotland|edinburgh|glasgow|aberdeen|dundee|inverness|stirling|perth\b|fife|highlands?\b/i, "scotland"],
  [/wales|cardiff|swansea|newport|wrexham|bangor|aberystwyth|gwynedd|powys|glamorgan/i, "wales"],
  [
    /yorkshire|lancashire|cumbria|durham|northumberland|tyne|merseyside|manchester|leeds|sheffield|liverpool|newcastle|york\b|hull\b|bradford/i,
    "north_england",
  ],
  [
    /birmingham|midlands|nottingham|leicester|derby|coventry|stoke|wolverhampton|lincoln|shropshire|staffordshire/i,
    "midlands",
  ],
  [
    /cornwall|devon|somerset|dorset|bristol|bath\b|plymouth|exeter|gloucestershire|wiltshire/i,
    "southwest_england",
  ],
  [
    /london|kent|sussex|surrey|essex|brighton|oxford|cambridge|norfolk|suffolk|norwich|hampshire/i,
    "southeast_england",
  ],
];

const NATION_OF_REGION: Record<ClimateRegion, UkNation> = {
  north_england: "england",
  midlands: "england",
  southeast_england: "england",
  southwest_england: "england",
  wales: "wales",
  scotland: "scotland",
  northern_ireland: "northern_ireland",
};

/** Address lines that are never the town: counties, nations, the country, PO boxes. */
const NOT_A_TOWN =
  /^(greater london|greater manchester|merseyside|tyne and wear|west midlands|kent|essex|surrey|(east |west )?sussex|norfolk|suffolk|cornwall|devon|dorset|somerset|cumbria|northumberland|rutland|middlesex|isle of wight|fife|lothian|highland|powys|gwynedd|(county|co\.?) .+|.+shire|england|scotland|wales|northern ireland|uk|u\.k\.|united kingdom|gb|great britain)$/i;
/** A street line: starts with a house number or ends in a street word. */
const STREET =
  /^\d|\b(road|rd|street|st|lane|ln|avenue|ave|way|place|square|row|terrace|close|drive|parade|walk|crescent|gardens)\.?$/i;

/** The postal town: the last address line that is neither a county nor a street. */
function townOf(address: string): string | null {
  const lines = address
    .replace(POSTCODE, "")
    .split(/[,\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index] ?? "";
    if (!NOT_A_TOWN.test(line) && !STREET.test(line) && /[a-z]/i.test(line)) return line;
  }
  return null;
}

/** Reads town, nation and climate region from a UK address (all null when it says nothing we know). */
export function placeFromAddress(address: string | null | undefined): UkPlace {
  if (!address?.trim()) return { town: null, nation: null, region: null };
  const postcode = POSTCODE.exec(address);
  let region: ClimateRegion | null = null;
  if (postcode) {
    region = regionOfPostcode((postcode[1] ?? "").toUpperCase(), Number.parseInt(postcode[2] ?? "0", 10));
  } else {
    region = PLACE_WORDS.find(([words]) => words.test(address))?.[1] ?? null;
  }
  return { town: townOf(address), nation: region ? NATION_OF_REGION[region] : null, region };
}
