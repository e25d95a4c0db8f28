/**
 * Film, book and music questions built from tables written for the bank (data/culture.json):
 * each row is one checked fact, and wrong options are other rows' answers, so no option is ever
 * accidentally right.
 */

import { ordinal } from "~/lib/time";
import { type BankQuestion, pickWrong, slug } from "./bank-question.server";
import culture from "./data/culture.json";
import { academyAwardsCeremony, academyAwardsSources, personSource } from "./sources.server";

interface Film {
  title: string;
  year: number;
  director: string;
  difficulty: number;
}
interface BestPicture {
  ceremony: number;
  film: string;
}
interface Book {
  title: string;
  author: string;
  difficulty: number;
}
interface Recording {
  title: string;
  artist: string;
  year: number;
  difficulty: number;
}
interface LeadSinger {
  band: string;
  singer: string;
  difficulty: number;
}

const FILMS = culture.films as Film[];
const BEST_PICTURE = culture.bestPicture as BestPicture[];
const BOOKS = culture.books as Book[];
const SONGS = culture.songs as Recording[];
const ALBUMS = culture.albums as Recording[];
const SINGERS = culture.leadSingers as LeadSinger[];

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Acts that are one another's members or solo careers: never a "wrong" option for each other. */
const RELATED_ACTS: string[][] = [
  ["Wham!", "George Michael"],
  ["Take That", "Robbie Williams"],
  ["The Beatles", "Wings"],
  ["Joy Division", "New Order"],
  ["Spice Girls", "Geri Halliwell", "Victoria Beckham"],
];

/** Artists an option must not be for `artist`: related acts and credits sharing a name ("Beyoncé featuring Jay-Z"). */
function relatedTo(artist: string, all: string[]): string[] {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9é]+/)
      .filter((w) => w.length >= 4 && w !== "featuring");
  const mine = new Set(words(artist));
  const related = RELATED_ACTS.filter((group) => group.includes(artist)).flat();
  return [...related, ...all.filter((other) => words(other).some((w) => mine.has(w)))];
}

/** Every act's recording years: an act belongs to an era when one of its recordings does. */
const ACT_YEARS = new Map<string, number[]>();
for (const recording of [...SONGS, ...ALBUMS])
  ACT_YEARS.set(recording.artist, [...(ACT_YEARS.get(recording.artist) ?? []), recording.year]);

/**
 * Acts with a recording within `window` years of `year`. A 1995 song's wrong options come from the
 * mid-1990s, never from the 1980s or 2020s, whose names would give the answer away.
 */
function actsOfEra(year: number, window: number): string[] {
  return [...ACT_YEARS]
    .filter(([, years]) => years.some((y) => Math.abs(y - year) <= window))
    .map(([a]) => a);
}

/** Three other years within three of `year`, spread either side, chosen per question key. */
function nearbyYears(key: string, year: number): [string, string, string] {
  const offsets = [-3, -2, -1, 1, 2, 3].filter((offset) => year + offset <= 2026);
  const picked = pickWrong(
    key,
    String(year),
    offsets.map((offset) => String(year + offset)),
  );
  return picked ?? [String(year - 1), String(year - 2), String(year - 3)];
}

/**
 * The exact year of a work, among four years within three of each other, is hard for most of a pub:
 * 8 for a work everyone knows (row difficulty 1-4), 9 for the rest.
 */
function yearDifficulty(workDifficulty: number): number {
  return workDifficulty <= 4 ? 8 : 9;
}

/**
 * Directors who made a film in the bank within 12 years of `year` (or the six nearest when fewer than
 * three did): "Brief Encounter (1945)" beside Christopher Nolan and Danny Boyle answers itself.
 */
function directorsOfEra(year: number): string[] {
  const distance = new Map<string, number>();
  for (const f of FILMS) {
    const gap = Math.abs(f.year - year);
    distance.set(f.director, Math.min(distance.get(f.director) ?? gap, gap));
  }
  const byDistance = [...distance].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  const near = byDistance.filter(([, gap]) => gap <= 12).map(([director]) => director);
  return near.length >= 4 ? near : byDistance.slice(0, 7).map(([director]) => director);
}

export function cultureQuestions(): BankQuestion[] {
  const out: BankQuestion[] = [];
  for (const film of FILMS) {
    const key = `film-director-${slug(film.title)}`;
    const wrong = pickWrong(key, film.director, directorsOfEra(film.year));
    if (!wrong) continue;
    out.push({
      key,
      category: "entertainment",
      kind: "film-director",
      fact: `film-${slug(film.title)}`,
      question: `Who directed the film ${film.title} (${film.year})?`,
      answer: film.director,
      wrong,
      explanation: `${film.title} (${film.year}) was directed by ${film.director}.`,
      difficulty: film.difficulty,
      sources: [personSource(film.director)],
      tags: ["film", "films", "movie", "cinema"],
    });
  }
  for (const film of FILMS) {
    const key = `film-year-${slug(film.title)}`;
    out.push({
      key,
      category: "entertainment",
      kind: "film-year",
      fact: `film-${slug(film.title)}`,
      question: `In which year was ${film.director}'s film ${film.title} first released?`,
      answer: String(film.year),
      wrong: nearbyYears(key, film.year),
      explanation: `${film.title} came out in ${film.year}.`,
      difficulty: yearDifficulty(film.difficulty),
      sources: [personSource(film.director)],
      tags: ["film", "films", "movie", "cinema"],
    });
  }
  for (const award of BEST_PICTURE) {
    const key = `oscar-best-picture-${award.ceremony}`;
    // "The 2015 Academy Awards" reads as the films of 2015 to half the room: name the ceremony by its
    // number and the year it was held, and never offer the winner of the ceremony either side.
    const gap = (b: BestPicture) => Math.abs(b.ceremony - award.ceremony);
    const near = BEST_PICTURE.filter((b) => gap(b) >= 2 && gap(b) <= 6).map((b) => b.film);
    const far = BEST_PICTURE.filter((b) => gap(b) > 6).map((b) => b.film);
    const wrong = pickWrong(key, award.film, near, far);
    if (!wrong) continue;
    const number = ordinal(academyAwardsCeremony(award.ceremony));
    out.push({
      key,
      category: "entertainment",
      kind: "best-picture",
      question: `Which film won Best Picture at the ${number} Academy Awards, the ceremony held in ${award.ceremony}?`,
      answer: award.film,
      wrong,
      explanation: `${award.film} took Best Picture at the ${number} Academy Awards, held in ${award.ceremony}; the others won at other ceremonies.`,
      difficulty: award.ceremony >= 2020 ? 6 : 8,
      sources: academyAwardsSources(award.ceremony),
      tags: ["film", "films", "oscars", "cinema"],
    });
  }
  const authors = unique(BOOKS.map((b) => b.author));
  for (const book of BOOKS) {
    const key = `book-author-${slug(book.title)}`;
    const wrong = pickWrong(key, book.author, authors);
    if (!wrong) continue;
    out.push({
      key,
      category: "generalKnowledge",
      kind: "book-author",
      fact: `work-${slug(book.title)}`,
      question: `Who wrote "${book.title}"?`,
      answer: book.author,
      wrong,
      explanation: `"${book.title}" is by ${book.author}.`,
      difficulty: book.difficulty,
      sources: [personSource(book.author)],
      tags: ["literature", "books"],
    });
  }
  const artists = unique([...SONGS, ...ALBUMS].map((s) => s.artist));
  for (const song of SONGS) {
    const key = `song-artist-${slug(song.title)}`;
    const wrong = pickWrong(
      key,
      song.artist,
      actsOfEra(song.year, 3),
      actsOfEra(song.year, 6),
      relatedTo(song.artist, artists),
    );
    if (!wrong) continue;
    out.push({
      key,
      category: "music",
      kind: "song-artist",
      fact: `work-${slug(song.title)}`,
      question: `Who had a hit with "${song.title}" in ${song.year}?`,
      answer: song.artist,
      wrong,
      explanation: `"${song.title}" was released by ${song.artist} in ${song.year}.`,
      difficulty: song.difficulty,
      sources: [personSource(song.artist)],
      tags: ["music", "pop-music", "singer", "band"],
    });
    const yearKey = `song-year-${slug(song.title)}`;
    out.push({
      key: yearKey,
      category: "music",
      kind: "song-year",
      fact: `work-${slug(song.title)}`,
      question: `In which year did ${song.artist} release "${song.title}"?`,
      answer: String(song.year),
      wrong: nearbyYears(yearKey, song.year),
      explanation: `${song.artist} released "${song.title}" in ${song.year}.`,
      difficulty: yearDifficulty(song.difficulty),
      sources: [personSource(song.artist)],
      tags: ["music", "pop-music", "singer", "band"],
    });
  }
  for (const album of ALBUMS) {
    const key = `album-artist-${slug(album.title)}`;
    const wrong = pickWrong(
      key,
      album.artist,
      actsOfEra(album.year, 3),
      actsOfEra(album.year, 6),
      relatedTo(album.artist, artists),
    );
    if (!wrong) continue;
    out.push({
      key,
      category: "music",
      kind: "album-artist",
      fact: `work-${slug(album.title)}`,
      question: `Which artist released the album "${album.title}" in ${album.year}?`,
      answer: album.artist,
      wrong,
      explanation: `"${album.title}" is ${album.artist}'s album from ${album.year}.`,
      difficulty: album.difficulty,
      sources: [personSource(album.artist)],
      tags: ["music", "album", "band"],
    });
  }
  const singers = SINGERS.map((s) => s.singer);
  for (const band of SINGERS) {
    const key = `lead-singer-${slug(band.band)}`;
    const wrong = pickWrong(key, band.singer, singers);
    if (!wrong) continue;
    out.push({
      key,
      category: "music",
      kind: "lead-singer",
      question: `Who was the lead singer of ${band.band}?`,
      answer: band.singer,
      wrong,
      explanation: `${band.singer} fronted ${band.band}.`,
      difficulty: band.difficulty,
      sources: [personSource(band.band)],
      tags: ["music", "band", "singer"],
    });
  }
  return out;
}
