/** Tiebreakers: numeric answers, nearest wins, from data written with units and sources. */
import type { QuestionSource, Tiebreaker } from "~/lib/contract/quiz";
import { COUNTRIES, inSentence } from "./countries.server";
import tiebreakerData from "./data/tiebreakers.json";
import { asSource, countrySource } from "./sources.server";

export interface BankTiebreaker extends Omit<Tiebreaker, "id"> {
  key: string;
  tags: string[];
}

const WELL_KNOWN_AREAS = "GB FR DE IT ES IE PT NL BE GR NO SE PL CH AT JP AU CA NZ US IS DK".split(" ");

function countryAreaTiebreakers(): BankTiebreaker[] {
  return COUNTRIES.filter((c) => WELL_KNOWN_AREAS.includes(c.code)).map((c) => ({
    key: `tb-area-${c.code.toLowerCase()}`,
    question: `To the nearest thousand, what is the area of ${inSentence(c.name)} in square kilometres?`,
    answer: Math.round(c.areaKm2 / 1000) * 1000,
    unit: "km²",
    explanation: `${inSentence(c.name).replace(/^the/, "The")} covers about ${c.areaKm2.toLocaleString("en-GB")} km².`,
    sources: [countrySource(c.name)],
    tags: ["geography", "countries"],
  }));
}

let cache: BankTiebreaker[] | null = null;

export function tiebreakerBank(): BankTiebreaker[] {
  cache ??= [
    ...(
      tiebreakerData as Array<Omit<BankTiebreaker, "sources"> & { sources: Array<string | QuestionSource> }>
    ).map((t) => ({
      ...t,
      sources: t.sources.map(asSource),
    })),
    ...countryAreaTiebreakers(),
  ];
  return cache;
}
