import { COUNTDOWN_LEAD, ON_TV } from "~/lib/content/brief-words";
import { capitalise, type SportKind } from "./analysis.server";
import type { Scene, Slots } from "./scene.server";

/** How each sport is talked about in a pub: the moment, the start, the game, the big finish. */
const WORDS: Record<SportKind | "any", [string, string, string, string, string, string]> = {
  // moment, start, game, big moment, the tense bit, the atmosphere
  football: ["kick", "kick-off", "match", "that last-minute winner", "the last few minutes", "match-day"],
  rugby: ["tackle", "kick-off", "match", "that match-winning try", "the last play", "match-day"],
  cricket: ["ball", "the first ball", "match", "the winning runs", "the final over", "match-day"],
  formula1: ["overtake", "lights out", "race", "the chequered flag", "the last lap", "race-day"],
  darts: ["arrow", "the first dart", "match", "that winning double", "the deciding leg", "oche-side"],
  boxing: ["punch", "the first bell", "fight", "the final bell", "the last round", "fight-night"],
  horse_racing: ["stride", "the off", "race", "the final furlong", "the final furlong", "race-day"],
  tennis: ["point", "the first serve", "match", "match point", "the final set", "Centre Court"],
  golf: ["shot", "the first tee shot", "round", "the winning putt", "the final hole", "final-round"],
  snooker: ["pot", "the first break", "match", "the final black", "the deciding frame", "hushed"],
  athletics: ["stride", "the gun", "race", "the finish line", "the final lap", "race-day"],
  any: ["moment", "kick-off", "match", "the final whistle", "the final minutes", "match-day"],
};

const HOME_NATIONS =
  /^(?:england|scotland|wales|ireland|northern ireland|great britain|team gb|gb|(?:british (?:and|&) irish )?lions)$/i;

/** Slots for sport copy: the match, the teams, the kick-off and channel, and the sport's words. */
export function sportSlots(scene: Scene): Slots {
  const { brief, main, fixture } = scene;
  if (main.kind !== "sport") return {};
  const sport = brief.sport ?? fixture?.sport;
  const [moment, start, game, bigMoment, tense, atmosphere] = WORDS[sport ?? "any"];
  // The teams are the post's match only when the main thing is that match: "f1 sun 1pm, then leeds
  // v villa at 4.30" leads with the Grand Prix at 1pm, never "Leeds v Villa at 1pm".
  const isMatch =
    brief.teams.length >= 2 &&
    `${main.name} ${main.title}`.toLowerCase().includes(brief.teams[0]!.toLowerCase());
  const match = isMatch ? `${brief.teams[0]} v ${brief.teams[1]}` : scene.slots.thing;
  // A side's fans are called on only when the post is about their match, and the side is the pub's:
  // its favourite, a home nation, or the town's own ("Leeds fans" in Leeds, never "Leinster fans").
  const first = brief.teams[0];
  const local =
    first !== undefined &&
    (HOME_NATIONS.test(first) ||
      (scene.town !== undefined &&
        first.toLowerCase().split(" ")[0] === scene.town.toLowerCase().split(" ")[0]));
  const team = !isMatch
    ? undefined
    : fixture?.team && brief.teams.includes(fixture.team)
      ? fixture.team
      : local
        ? first
        : undefined;

  const channel = brief.channel ?? fixture?.channel;
  const stage = COUNTDOWN_LEAD.exec(brief.text)?.[1];
  return {
    // "Two hours to go: …", "Match day: …": a campaign stage opens with where the countdown is.
    // Never "Fight night: the fight night".
    countdown:
      match && stage && !match.toLowerCase().includes(stage.toLowerCase())
        ? `${/\b(?:day|night)$/i.test(stage) ? "📺" : "⏳"} ${capitalise(stage.toLowerCase())}`
        : undefined,
    match,
    ifMatchup: isMatch ? "" : undefined,
    ifNoMatchup: isMatch ? undefined : "",
    team,
    opponent: team ? brief.teams.find((other) => other !== team) : undefined,
    competition: brief.competition ?? fixture?.competition,
    channel,
    // Kick-off and channel from the TV list, when the brief did not give them.
    fixtureDetail:
      fixture && (!main.time || !brief.channel) && (fixture.kickoff || fixture.channel)
        ? [
            fixture.kickoff && !main.time
              ? `${start.charAt(0).toUpperCase()}${start.slice(1)} ${fixture.kickoff}`
              : "",
            fixture.channel && !brief.channel ? `live on ${fixture.channel}` : "",
          ]
            .filter(Boolean)
            .join(", ") || undefined
        : undefined,
    // "Big fight, better with a pint: the big fight" says it twice.
    ifNamedBeyondGame: match && !match.toLowerCase().includes(game.toLowerCase()) ? "" : undefined,
    moment,
    start,
    game,
    bigMoment,
    tense,
    atmosphere,
    // Shirts and scarves: a football or rugby crowd, not a day at the cricket.
    ifTeamSport: !sport || ["football", "rugby"].includes(sport) ? "" : undefined,
    ifRacing: sport === "horse_racing" ? "" : undefined,
    // Darts, snooker and boxing may be played here or shown: the telly only when a source says so.
    ifOnTv:
      !sport ||
      !["darts", "snooker", "boxing"].includes(sport) ||
      channel ||
      fixture ||
      ON_TV.test(brief.text)
        ? ""
        : undefined,
  };
}
