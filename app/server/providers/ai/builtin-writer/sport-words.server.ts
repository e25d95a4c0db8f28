import type { FixtureCue } from "./calendar.server";
import type { SportKind } from "./lexicon.server";
import type { Scene, Slots } from "./scene.server";

/** How each sport is talked about in a pub: the moment, the start, the big finish. */
const WORDS: Record<SportKind | "any", [string, string, string, string, string, string]> = {
  // moment, start, game, big moment, the tense bit, the atmosphere
  football: ["kick", "kick-off", "match", "that last-minute winner", "the 89th minute", "match-day"],
  rugby: ["tackle", "kick-off", "match", "that match-winning try", "the last play", "match-day"],
  cricket: ["ball", "the first ball", "match", "the winning runs", "the final over", "match-day"],
  formula1: ["overtake", "lights out", "race", "the chequered flag", "the last lap", "race-day"],
  darts: ["arrow", "the first dart", "match", "that winning double", "the deciding leg", "oche-side"],
  boxing: ["punch", "the first bell", "fight", "the final bell", "the last round", "fight-night"],
  horse_racing: ["stride", "the off", "race", "the final furlong", "the final furlong", "race-day"],
  tennis: ["point", "the first serve", "match", "match point", "the final set", "Centre Court"],
  golf: ["shot", "the first tee shot", "round", "the winning putt", "the final hole", "final-round"],
  any: ["moment", "kick-off", "match", "the final whistle", "the final minutes", "match-day"],
};

/** Slots for match copy: the match, the teams, the kick-off and channel, and the sport's words. */
export function sportSlots(scene: Scene, fixture: FixtureCue | undefined): Slots {
  const a = scene.a;
  const [moment, start, game, bigMoment, tense, atmosphere] = WORDS[a.sport ?? "any"];
  const match =
    a.teams.length >= 2
      ? `${a.teams[0]} v ${a.teams[1]}`
      : (fixture?.text ?? a.competition ?? (a.teams[0] ? `the ${a.teams[0]} game` : undefined));
  const favourite = fixture?.team && a.teams.includes(fixture.team) ? fixture.team : undefined;
  const team = favourite ?? a.teams[0];
  const channel = a.extras.find((extra) => extra.startsWith("Live on "))?.slice(8) ?? fixture?.channel;
  const tie = scene.tieIn;
  return {
    match: a.intent === "match" ? match : undefined,
    team,
    opponent: team ? a.teams.find((other) => other !== team) : undefined,
    competition: a.competition ?? fixture?.competition,
    channel,
    onChannel: channel ? `, live on ${channel}` : "",
    kickoff: a.time ?? fixture?.kickoff,
    // Kick-off and channel from the fixtures, when the brief did not give them.
    fixtureDetail:
      fixture && (!a.time || !channel) && (fixture.kickoff || fixture.channel)
        ? [
            fixture.kickoff && !a.time ? `${start} ${fixture.kickoff}` : "",
            fixture.channel && !channel ? `live on ${fixture.channel}` : "",
          ]
            .filter(Boolean)
            .join(", ")
        : undefined,
    moment,
    start,
    game,
    bigMoment,
    tense,
    atmosphere,
    ifFootball: a.sport === "football" ? "" : undefined,
    ifTeamSport: !a.sport || ["football", "rugby", "cricket"].includes(a.sport) ? "" : undefined,
    ifRacing: a.sport === "horse_racing" ? "" : undefined,
    tieMatch: tie?.text,
    tieWhen: tie?.when,
    tieTeam: tie?.team,
    tieDetail: tie
      ? [tie.kickoff ? `${tie.kickoff}` : "", tie.channel ? `on ${tie.channel}` : ""]
          .filter(Boolean)
          .join(" ") || undefined
      : undefined,
  };
}
