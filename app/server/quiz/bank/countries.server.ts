/**
 * Geography and flag questions built from world-countries data (data/countries.json, made by
 * scripts/build-quiz-bank-data.mjs): right by construction, wrong options from the same region.
 */

import { type BankQuestion, clampDifficulty, pickWrong } from "./bank-question.server";
import countriesData from "./data/countries.json";
import { countrySource } from "./sources.server";

export interface Country {
  code: string;
  name: string;
  capital: string | null;
  region: string;
  subregion: string;
  currency: { code: string; name: string } | null;
  landlocked: boolean;
  areaKm2: number;
  flag: boolean;
}

export const COUNTRIES = countriesData as Country[];

/** Countries a British pub knows well (easy), then ones most people have heard of (medium). */
const WELL_KNOWN = new Set(
  "GB FR DE IT ES US CA JP CN IN AU IE RU BR MX EG GR PT NL BE SE NO DK FI AR ZA NZ TR CH AT PL KR JM".split(
    " ",
  ),
);
const HEARD_OF = new Set(
  (
    "IS HU CZ HR RO BG UA RS CU CL PE CO VE NG KE GH MA TN DZ ET SA AE IL IR IQ PK BD TH VN ID MY PH SG " +
    "KP MN NP AF SY LB JO QA KW CY MT LU MC UY PY BO EC SN CM UG TZ ZW ZM SK SI BA AL EE LV LT BY GE " +
    "KZ UZ LK MV FJ PG BS BB TT HT DO CR PA GT NI HN SV BZ KH LA MM"
  ).split(" "),
);
/** Capitals people often get wrong (Canberra, not Sydney): a notch harder than fame suggests. */
const TRICKY_CAPITALS = new Set("AU CA TR BR NZ CH NG PK MA VN KZ TZ CI MM US IN".split(" "));

/** "the United Kingdom", "the Netherlands": names a sentence needs "the" before. */
const NEEDS_THE =
  /^(United |Netherlands|Philippines|Bahamas|Gambia|Maldives|Seychelles|Central African|Czech Republic|Dominican Republic|Marshall Islands|Solomon Islands|Comoros|Republic of|DR Congo)/;

export function inSentence(name: string): string {
  return NEEDS_THE.test(name) ? `the ${name}` : name;
}

function fame(country: Country): number {
  if (WELL_KNOWN.has(country.code)) return 2;
  if (HEARD_OF.has(country.code)) return 5;
  return country.areaKm2 < 5000 ? 9 : 7;
}

function sameRegion(
  country: Country,
  pick: (c: Country) => string | null | undefined,
): {
  near: string[];
  far: string[];
} {
  const others = COUNTRIES.filter((c) => c.code !== country.code);
  const values = (list: Country[]) => list.map(pick).filter((v): v is string => Boolean(v));
  return {
    near: values(others.filter((c) => c.subregion === country.subregion)),
    far: values(others.filter((c) => c.region === country.region && c.subregion !== country.subregion)),
  };
}

function capitalQuestions(): BankQuestion[] {
  const out: BankQuestion[] = [];
  for (const country of COUNTRIES) {
    // "Tunis" in "Tunisia", "Bissau" in "Guinea-Bissau": the question would answer itself.
    if (!country.capital || country.name.toLowerCase().includes(country.capital.toLowerCase())) continue;
    const key = `capital-${country.code.toLowerCase()}`;
    const { near, far } = sameRegion(country, (c) => c.capital);
    const wrong = pickWrong(key, country.capital, near, far);
    if (!wrong) continue;
    out.push({
      key,
      category: "generalKnowledge",
      kind: "capital",
      fact: `country-${country.code}`,
      question: `What is the capital of ${inSentence(country.name)}?`,
      answer: country.capital,
      wrong,
      explanation: `${country.capital} is the capital of ${inSentence(country.name)} (${country.subregion}).`,
      difficulty: clampDifficulty(fame(country) + (TRICKY_CAPITALS.has(country.code) ? 2 : 0)),
      sources: [countrySource(country.name)],
      tags: ["geography", "capitals", "countries", country.region.toLowerCase()],
    });
  }
  return out;
}

function currencyQuestions(): BankQuestion[] {
  const out: BankQuestion[] = [];
  // A currency shared by several countries (euro, CFA franc) makes a weak question: ask unique ones.
  const users = new Map<string, number>();
  for (const c of COUNTRIES)
    if (c.currency) users.set(c.currency.code, (users.get(c.currency.code) ?? 0) + 1);
  for (const country of COUNTRIES) {
    const currency = country.currency;
    if (!currency || (users.get(currency.code) ?? 0) > 1) continue;
    // "Which currency does Japan use?" with "Japanese yen" gives itself away; ask by country name anyway
    // but judge difficulty by fame, since the adjective hints.
    const key = `currency-${country.code.toLowerCase()}`;
    // An answer printed as "dalasi" beside "Guinean franc" looks like a typo on the sheet.
    const { near, far } = sameRegion(country, (c) => (c.currency ? capitalise(c.currency.name) : undefined));
    const wrong = pickWrong(key, capitalise(currency.name), near, far);
    if (!wrong) continue;
    out.push({
      key,
      category: "generalKnowledge",
      kind: "currency",
      question: `What is the official currency of ${inSentence(country.name)}?`,
      answer: capitalise(currency.name),
      wrong,
      explanation: `${capitalise(inSentence(country.name))} uses the ${currency.name} (ISO 4217 code ${currency.code}).`,
      difficulty: clampDifficulty(fame(country) + 1),
      sources: [countrySource(country.name)],
      tags: ["geography", "currency", "money", "countries"],
    });
  }
  return out;
}

function flagQuestions(): BankQuestion[] {
  const out: BankQuestion[] = [];
  for (const country of COUNTRIES) {
    if (!country.flag) continue;
    const key = `flag-${country.code.toLowerCase()}`;
    const { near, far } = sameRegion(country, (c) => c.name);
    const wrong = pickWrong(key, country.name, near, far);
    if (!wrong) continue;
    out.push({
      key,
      category: "picture",
      kind: "flag",
      fact: `country-${country.code}`,
      question: "Which country's flag is this?",
      answer: country.name,
      wrong,
      explanation: `This is the national flag of ${inSentence(country.name)}.`,
      difficulty: clampDifficulty(fame(country) + (fame(country) === 2 ? -1 : 0)),
      sources: [countrySource(country.name)],
      tags: ["flags", "geography", "countries", country.region.toLowerCase()],
      picture: key,
    });
  }
  return out;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function countryQuestions(): BankQuestion[] {
  return [...capitalQuestions(), ...currencyQuestions(), ...flagQuestions()];
}
