/**
 * The other spellings a typed answer may take, for every bank question: what its row lists, plus the
 * obvious ones ("Beatles" for "The Beatles", "and" for "&", a club's own short names, a person's
 * surname). The checker then drops any that would also accept a wrong option.
 */
import type { CheckRegistry } from "~/lib/quiz/checker";
import { normaliseText } from "~/lib/quiz/question-rules";
import type { BankQuestion } from "./bank-question.server";
import { TEAMS } from "./clubs.server";

/** Names a country goes by in a pub. */
const COUNTRY_ALIASES: Record<string, string[]> = {
  "United States": ["USA", "US", "America", "United States of America"],
  "United Kingdom": ["UK", "Britain", "Great Britain"],
  Netherlands: ["Holland", "The Netherlands"],
  Czechia: ["Czech Republic"],
  "Ivory Coast": ["Côte d'Ivoire"],
  "DR Congo": ["Democratic Republic of the Congo", "DRC"],
  Eswatini: ["Swaziland"],
  Myanmar: ["Burma"],
  "North Macedonia": ["Macedonia"],
  Turkey: ["Türkiye"],
  "Timor-Leste": ["East Timor"],
};

const TEAM_ALIASES = new Map(TEAMS.map((t) => [normaliseText(t.name), t.aliases ?? []]));

function surname(name: string): string | null {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2 || /\b(and|featuring|&)\b/i.test(name)) return null;
  const last = parts.at(-1) ?? "";
  return last.length >= 3 ? last : null;
}

/** The obvious other spellings of an answer, before the checker prunes them. */
export function obviousAliases(q: BankQuestion, registry: CheckRegistry): string[] {
  const answer = q.answer.trim();
  const out = new Set<string>(q.aliases ?? []);
  if (/^the\s+/i.test(answer)) out.add(answer.replace(/^the\s+/i, ""));
  if (answer.includes("&")) out.add(answer.replace(/\s*&\s*/g, " and "));
  if (/\band\b/.test(answer) && !/^\w+ and \w+$/.test(answer)) out.add(answer.replace(/\s+and\s+/g, " & "));
  if (/^St\.? /.test(answer)) out.add(answer.replace(/^St\.? /, "Saint "));
  if (/^Saint /.test(answer)) out.add(answer.replace(/^Saint /, "St "));
  for (const alias of COUNTRY_ALIASES[answer] ?? []) out.add(alias);
  for (const alias of TEAM_ALIASES.get(normaliseText(answer)) ?? []) out.add(alias);
  const kinds = registry.kindsOf(answer);
  const isPerson = kinds && ["film director", "author"].some((k) => kinds.has(k));
  if (isPerson) {
    const last = surname(answer);
    if (last) out.add(last);
  }
  out.delete(answer);
  return [...out].filter((alias) => normaliseText(alias) && normaliseText(alias) !== normaliseText(answer));
}
