import type { Sport } from "~/lib/sports/constants";
import type { SportsReference } from "~/lib/sports/reference";

/** Lower case, accents dropped, anything else as single spaces: "Stoke-on-Trent" = "stoke on trent". */
export function normaliseName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The name a source used and, when the reference knows the team, its canonical name. */
function namesOf(name: string, sport: Sport, reference?: SportsReference): string[] {
  const canonical = reference?.team(name, sport)?.name;
  return canonical && canonical !== name ? [name, canonical] : [name];
}

/** True when two names mean the same team, ignoring case and punctuation and following the reference's aliases. */
export function sameTeam(a: string, b: string, sport: Sport, reference?: SportsReference): boolean {
  if (!a.trim() || !b.trim()) return false;
  const left = namesOf(a, sport, reference).map(normaliseName);
  return namesOf(b, sport, reference).some((name) => left.includes(normaliseName(name)));
}

/** "Arsenal v Chelsea", or the event's name alone for a Grand Prix, a race meeting or a golf round. */
export function matchText(fixture: { homeTeam: string; awayTeam: string }): string {
  return fixture.awayTeam.trim() ? `${fixture.homeTeam} v ${fixture.awayTeam}` : fixture.homeTeam;
}

/** The favourites (same sport, same team) a fixture involves, in the order given. */
export function favouritesIn<T extends { name: string; sport: Sport }>(
  fixture: { sport: Sport; homeTeam: string; awayTeam: string },
  favourites: readonly T[],
  reference?: SportsReference,
): T[] {
  return favourites.filter(
    (favourite) =>
      favourite.sport === fixture.sport &&
      [fixture.homeTeam, fixture.awayTeam].some((team) =>
        sameTeam(team, favourite.name, fixture.sport, reference),
      ),
  );
}

/** The derby's name when the two teams make one, in either order; null otherwise. */
export function findDerby(
  home: string,
  away: string,
  sport: Sport,
  reference: SportsReference,
): string | null {
  if (!home.trim() || !away.trim()) return null;
  for (const h of namesOf(home, sport, reference)) {
    for (const a of namesOf(away, sport, reference)) {
      const derby = reference.derby(h, a, sport) ?? reference.derby(a, h, sport);
      if (derby) return derby.name;
    }
  }
  return null;
}

/**
 * True when the pub's address names the home town or the county of one of the teams (whole words,
 * any case). A county matches inside a longer one, so a pub in "West Yorkshire" is local to
 * Yorkshire CCC, but a team whose county is "West Yorkshire" is not local to "North Yorkshire".
 * Teams the reference does not know are never local: guessing from a team's name misfires.
 */
export function isLocalTeam(
  teamNames: readonly string[],
  sport: Sport,
  pub: { address?: string | null } | null,
  reference: SportsReference,
): boolean {
  const address = normaliseName(pub?.address ?? "");
  if (!address) return false;
  const padded = ` ${address} `;
  return teamNames.some((name) => {
    const team = name.trim() ? reference.team(name, sport) : undefined;
    if (!team) return false;
    return [team.town, team.county].some((place) => {
      const wanted = normaliseName(place ?? "");
      return wanted !== "" && padded.includes(` ${wanted} `);
    });
  });
}
