import { type Analysis, capitalise, lowerFirst, titleCase } from "./analysis.server";
import type { SportKind } from "./lexicon.server";

const RELATIVE_DAY = /\b(tonight|today|tomorrow(?: night)?|this weekend|all weekend|next weekend)\b/i;

const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, "")
    .trim();

/** The headline subject for an analysed brief. */
export function subjectFor(a: Analysis, text: string): string {
  const occasion = a.occasion && a.occasion !== "Bank Holiday" ? a.occasion : undefined;
  switch (a.intent) {
    case "quiz":
      if (/music bingo/i.test(text)) return "Music Bingo";
      if (/bingo/i.test(text)) return "Bingo Night";
      return occasion && !/Day$|Eve$/.test(occasion) ? `${occasion} Quiz` : "Quiz Night";
    case "live_music":
      if (/karaoke/i.test(text)) return "Karaoke Night";
      if (/open mic/i.test(text)) return "Open Mic Night";
      return a.act ? `Live Music: ${a.act}` : "Live Music";
    case "match":
      if (a.teams.length >= 2) return `${a.teams[0]} v ${a.teams[1]}`;
      if (a.teams.length === 1) return `${a.teams[0]} Match Day`;
      if (a.competition) return titleCase(a.competition.replace(/^the /, "The "));
      return a.sport ? (SPORT_SUBJECTS[a.sport] ?? "Live Sport") : "Live Sport";
    case "food": {
      const night = /\b(steak|curry|pie|burger|pizza|wing|fish) nights?\b/i.exec(text);
      if (night) return `${capitalise(night[1]!.toLowerCase())} Night`;
      return a.food[0] ? titleCase(a.food[0]) : "On the Menu";
    }
    case "drinks":
      return a.drinks[0] ? titleCase(a.drinks[0]) : "New on the Bar";
    case "opening_hours": {
      const when = a.day
        ? /^(?:every|tonight|today|tomorrow|this|next)/i.test(a.day)
          ? a.day
          : `on ${a.day}`
        : "";
      if (/\bclos(?:ed|ing)\b/i.test(text)) return when ? `Closed ${when}` : "Opening Hours Update";
      return when ? `Open ${when}` : "Opening Hours";
    }
    case "event": {
      const noun =
        /\b(party|celebration|bash|disco|ceilidh|fundraiser|comedy night|race night|murder mystery|charity night|(?:darts|pool|poker|crib|dominoes|bingo) (?:tournament|competition|night)|tournament|competition)\b/i.exec(
          text,
        )?.[1];
      const named = noun ? titleCase(noun.toLowerCase()) : "Night";
      if (occasion) return `${occasion} ${named === "Night" && /Night$/.test(occasion) ? "Party" : named}`;
      return noun ? named : "Special Event";
    }
    case "general": {
      let first = text.split(/[.!?,;\n]/)[0] ?? "";
      for (const said of [a.day, a.time]) {
        if (said)
          first = first.replace(new RegExp(`\\b${said.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i"), " ");
      }
      first = tidy(first.replace(RELATIVE_DAY, " "));
      return first
        ? capitalise(lowerFirst(first.length > 48 ? `${first.slice(0, 45).trim()}…` : first))
        : "News";
    }
  }
}

const SPORT_SUBJECTS: Partial<Record<SportKind, string>> = {
  football: "Live Football",
  rugby: "Live Rugby",
  cricket: "Live Cricket",
  formula1: "Grand Prix Day",
  darts: "Darts Night",
  boxing: "Fight Night",
  horse_racing: "Race Day",
  tennis: "Live Tennis",
  golf: "Live Golf",
};
