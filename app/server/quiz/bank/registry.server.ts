/**
 * What the bank knows about names, for the one-right-answer checker: which names are places,
 * capitals, countries, clubs of which sport, elements, people or acts, and the years an act or film
 * belongs to. Built once from the same tables the questions come from.
 */
import type { CheckableQuestion, CheckRegistry } from "~/lib/quiz/checker";
import { normaliseText } from "~/lib/quiz/question-rules";
import type { BankQuestion } from "./bank-question.server";
import { TEAMS } from "./clubs.server";
import { COUNTRIES } from "./countries.server";
import culture from "./data/culture.json";
import { ELEMENTS } from "./elements.server";
import { PLACES } from "./places.server";
import { TOWNS } from "./towns.server";

interface Recording {
  title: string;
  artist: string;
  year: number;
}

function add(map: Map<string, Set<string>>, name: string | null | undefined, kind: string) {
  if (!name) return;
  const key = normaliseText(name);
  const set = map.get(key) ?? new Set<string>();
  set.add(kind);
  map.set(key, set);
}

function addYear(map: Map<string, number[]>, name: string, year: number) {
  const key = normaliseText(name);
  map.set(key, [...(map.get(key) ?? []), year]);
}

const NATIONS = ["England", "Scotland", "Wales", "Northern Ireland", "Ireland", "Great Britain"];

const SPORT_KIND: Record<string, string> = {
  football: "football club",
  rugby: "rugby club",
  cricket: "cricket county",
  tennis: "tennis player",
};

/** Capitalised runs of two or more words inside a question: what it is about ("Lyceum Theatre"). */
function subjectPhrases(question: string): string[] {
  const words = question
    .replace(/[?!.,:;"“”]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const phrases: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 2) phrases.push(normaliseText(run.join(" ")));
    run = [];
  };
  words.forEach((word, index) => {
    const capitalised = /^[A-Z][a-z’']/.test(word) && index > 0;
    if (capitalised) run.push(word);
    else flush();
  });
  flush();
  return phrases;
}

/** The registry for a bank: kinds and years of names, and what else the bank says about a subject. */
export function buildRegistry(questions: readonly BankQuestion[]): CheckRegistry {
  const kinds = new Map<string, Set<string>>();
  const years = new Map<string, number[]>();
  for (const c of COUNTRIES) {
    add(kinds, c.name, "country");
    add(kinds, c.capital, "capital city");
    add(kinds, c.capital, "place");
    add(kinds, c.currency?.name, "currency");
  }
  for (const e of ELEMENTS) add(kinds, e.name, "chemical element");
  for (const t of TEAMS) {
    // National sides (England, Wales…) are nations first: "Which nation won Euro 2024?" offers them.
    if (t.name === t.nation || NATIONS.includes(t.name) || COUNTRIES.some((c) => c.name === t.name)) {
      add(kinds, t.name, "country");
      continue;
    }
    add(kinds, t.name, SPORT_KIND[t.sport] ?? `${t.sport} team`);
    add(kinds, t.town, "place");
  }
  for (const nation of NATIONS) add(kinds, nation, "country");
  for (const p of PLACES) add(kinds, p.name, "place");
  for (const t of TOWNS) add(kinds, t.name, "place");
  // Years are kept for music acts, whose era a pub hears at once ("Wonderwall" beside Rick Astley);
  // a film quote's options span decades without giving anything away.
  for (const f of culture.films as Array<{ director: string }>) add(kinds, f.director, "film director");
  for (const b of culture.books as Array<{ author: string }>) add(kinds, b.author, "author");
  for (const r of [...culture.songs, ...culture.albums] as Recording[]) {
    add(kinds, r.artist, "music act");
    addYear(years, r.artist, r.year);
  }

  // Where-questions whose answer is a place, by the names they ask about: a subject that two facts
  // place in two towns makes each town an also-true option of the other's question.
  const placesBySubject = new Map<string, Set<string>>();
  const isPlace = (name: string) => kinds.get(normaliseText(name))?.has("place") ?? false;
  for (const q of questions) {
    if (!isPlace(q.answer)) continue;
    for (const phrase of subjectPhrases(q.question)) {
      const set = placesBySubject.get(phrase) ?? new Set<string>();
      set.add(q.answer);
      placesBySubject.set(phrase, set);
    }
  }

  return {
    kindsOf: (name) => kinds.get(normaliseText(name)),
    yearsOf: (name) => years.get(normaliseText(name)),
    otherAnswersAbout(q: CheckableQuestion) {
      if (!isPlace(q.answer)) return [];
      const others = new Set<string>();
      for (const phrase of subjectPhrases(q.question)) {
        const places = placesBySubject.get(phrase);
        // A name many questions share ("Premier League") identifies nothing: only rare subjects count.
        if (!places || places.size > 3) continue;
        for (const place of places) if (normaliseText(place) !== normaliseText(q.answer)) others.add(place);
      }
      return [...others];
    },
  };
}
