import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

/**
 * Team names appear on the pub's TV, so the maintained `obscenity` word list screens them; its
 * transformers catch the usual disguises (leetspeak, repeated letters, confusable characters).
 */
let matcher: RegExpMatcher | undefined;

export function isOffensive(name: string): boolean {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher.hasMatch(name);
}

/** Names compared as a person reading the TV would: case and spacing aside. */
export function sameTeamName(a: string, b: string): boolean {
  const form = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
  return form(a) === form(b);
}

/** The reason a name cannot be used, or null when it can. */
export function teamNameProblem(name: string, taken: readonly string[]): string | null {
  if (isOffensive(name)) return "That team name is not one for the pub's TV. Pick another.";
  if (taken.some((other) => sameTeamName(other, name))) return "Another team already has that name.";
  return null;
}
