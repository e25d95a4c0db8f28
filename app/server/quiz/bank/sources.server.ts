/**
 * References a person can open, about the very fact a question asks: an encyclopaedia article on the
 * subject (the country, the element, the club, the ceremony, the author) or an official page. Built
 * from names with the article titles written out where the plain name would land on another page.
 */
import type { QuestionSource } from "~/lib/contract/quiz";

/** An English Wikipedia article, by its exact title. */
export function wikipedia(title: string): QuestionSource {
  const path = encodeURIComponent(title.replace(/ /g, "_")).replace(/%2C/g, ",").replace(/%27/g, "'");
  return { title: `Wikipedia: ${title}`, url: `https://en.wikipedia.org/wiki/${path}` };
}

/** Country names in the bank whose article has another title. */
const COUNTRY_ARTICLES: Record<string, string> = {
  Georgia: "Georgia (country)",
  Ireland: "Republic of Ireland",
  "DR Congo": "Democratic Republic of the Congo",
  Micronesia: "Federated States of Micronesia",
  Gambia: "The Gambia",
  Bahamas: "The Bahamas",
  Czechia: "Czech Republic",
  "Timor-Leste": "East Timor",
};

export function countrySource(name: string): QuestionSource {
  return wikipedia(COUNTRY_ARTICLES[name] ?? name);
}

/** The Royal Society of Chemistry's page for one element, and its encyclopaedia article. */
export function elementSources(element: { number: number; name: string }): QuestionSource[] {
  return [
    {
      title: `Royal Society of Chemistry periodic table: ${element.name}`,
      url: `https://www.rsc.org/periodic-table/element/${element.number}/${element.name.toLowerCase()}`,
    },
    wikipedia(element.name === "Mercury" ? "Mercury (element)" : element.name),
  ];
}

/** Club articles whose title is not "<name> F.C." (football) or the plain name (rugby). */
const CLUB_ARTICLES: Record<string, Record<string, string>> = {
  football: {
    Bournemouth: "AFC Bournemouth",
    Sunderland: "Sunderland A.F.C.",
    "Hull City": "Hull City A.F.C.",
    "Swansea City": "Swansea City A.F.C.",
    Wrexham: "Wrexham A.F.C.",
    "Bradford City": "Bradford City A.F.C.",
    "Huddersfield Town": "Huddersfield Town A.F.C.",
    "AFC Wimbledon": "AFC Wimbledon",
    "Real Madrid": "Real Madrid CF",
    Barcelona: "FC Barcelona",
    "Atlético Madrid": "Atlético Madrid",
    "Bayern Munich": "FC Bayern Munich",
    "Borussia Dortmund": "Borussia Dortmund",
    "Bayer Leverkusen": "Bayer 04 Leverkusen",
    "Inter Milan": "Inter Milan",
    "AC Milan": "AC Milan",
    Juventus: "Juventus FC",
    Napoli: "SSC Napoli",
    Benfica: "S.L. Benfica",
    "Sporting CP": "Sporting CP",
    Ajax: "AFC Ajax",
    "PSV Eindhoven": "PSV Eindhoven",
  },
  rugby: {
    Harlequins: "Harlequin F.C.",
    Saracens: "Saracens F.C.",
    Leinster: "Leinster Rugby",
    Munster: "Munster Rugby",
    Ulster: "Ulster Rugby",
    Toulouse: "Stade Toulousain",
    "La Rochelle": "Stade Rochelais",
    "Bordeaux Bègles": "Union Bordeaux Bègles",
    Toulon: "RC Toulon",
    Stormers: "Stormers",
  },
};

export function clubSource(team: { name: string; sport: string }): QuestionSource {
  const own = CLUB_ARTICLES[team.sport]?.[team.name];
  if (own) return wikipedia(own);
  if (team.sport === "football") return wikipedia(`${team.name} F.C.`);
  if (team.sport === "cricket") return wikipedia(`${team.name} County Cricket Club`);
  return wikipedia(team.name);
}

import { ordinal } from "~/lib/time";

/** The Academy Awards ceremony held in `year` (the 1st was in 1929, one a year since). */
export function academyAwardsCeremony(year: number): number {
  return year - 1928;
}

export function academyAwardsSources(ceremonyYear: number): QuestionSource[] {
  const number = academyAwardsCeremony(ceremonyYear);
  return [
    wikipedia(`${ordinal(number)} Academy Awards`),
    {
      title: `Academy of Motion Picture Arts and Sciences: the ${ordinal(number)} Academy Awards (${ceremonyYear})`,
      url: `https://www.oscars.org/oscars/ceremonies/${ceremonyYear}`,
    },
  ];
}

/** People and acts whose plain name is another article's title. */
const PERSON_ARTICLES: Record<string, string> = {
  Queen: "Queen (band)",
  Oasis: "Oasis (band)",
  Pulp: "Pulp (band)",
  Blur: "Blur (band)",
  Madonna: "Madonna",
  Prince: "Prince (musician)",
  Adele: "Adele",
  "Take That": "Take That",
  Nirvana: "Nirvana (band)",
  "The Killers": "The Killers",
  "The Verve": "The Verve",
  "Joy Division": "Joy Division",
  "New Order": "New Order (band)",
  "The Smiths": "The Smiths",
  Wings: "Wings (band)",
  Toto: "Toto (band)",
  Madness: "Madness (band)",
  Aqua: "Aqua (band)",
  Cher: "Cher",
  Slade: "Slade",
  Wizzard: "Wizzard",
  Ultravox: "Ultravox",
  "The Jam": "The Jam",
  "The Clash": "The Clash",
  "The Who": "The Who",
  "The Police": "The Police",
  Blondie: "Blondie (band)",
  "The Cure": "The Cure",
  Elbow: "Elbow (band)",
  Muse: "Muse (band)",
  Travis: "Travis (band)",
  "Simply Red": "Simply Red",
  Dave: "Dave (rapper)",
  "Meat Loaf": "Meat Loaf",
  "Joel and Ethan Coen": "Coen brothers",
  "Paul King": "Paul King (director)",
  "Tom Hooper": "Tom Hooper",
  "Carol Reed": "Carol Reed",
  "Hugh Hudson": "Hugh Hudson",
  "Mike Newell": "Mike Newell (director)",
  "Roger Michell": "Roger Michell",
  "Richard Curtis": "Richard Curtis",
  "Dan Brown": "Dan Brown",
  "Helen Fielding": "Helen Fielding",
  "Julia Donaldson": "Julia Donaldson",
  "Malorie Blackman": "Malorie Blackman",
  "J. R. R. Tolkien": "J. R. R. Tolkien",
  "A. A. Milne": "A. A. Milne",
  "Mark Ronson featuring Bruno Mars": "Mark Ronson",
  "Beyoncé featuring Jay-Z": "Beyoncé",
  "The Pogues and Kirsty MacColl": "The Pogues",
  "Dave and Central Cee": "Central Cee",
  "Baddiel, Skinner and the Lightning Seeds": "The Lightning Seeds",
};

/** The article about a person or act, from the name a question shows. */
export function personSource(name: string): QuestionSource {
  return wikipedia(PERSON_ARTICLES[name] ?? name);
}

/** A plain page reference from a stored row: `{ title, url? }` or a bare title. */
export function asSource(value: string | QuestionSource): QuestionSource {
  return typeof value === "string" ? { title: value } : value;
}
