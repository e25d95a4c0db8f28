/**
 * Film, book and music questions built from tables written for the bank (data/culture.json):
 * each row is one checked fact, and wrong options are other rows' answers, so no option is ever
 * accidentally right.
 */

import { type BankQuestion, pickWrong, slug } from "./bank-question.server";
import culture from "./data/culture.json";

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

const FILM_SOURCES = ["British Film Institute (BFI) film database", "American Film Institute catalog"];
const OSCAR_SOURCES = ["Academy of Motion Picture Arts and Sciences awards database"];
const BOOK_SOURCES = ["British Library catalogue", "Encyclopaedia Britannica"];
const MUSIC_SOURCES = ["Official Charts Company", "AllMusic discography"];

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

export function cultureQuestions(): BankQuestion[] {
  const out: BankQuestion[] = [];
  const directors = unique(FILMS.map((f) => f.director));
  for (const film of FILMS) {
    const key = `film-director-${slug(film.title)}`;
    const wrong = pickWrong(key, film.director, directors);
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
      sources: FILM_SOURCES,
      tags: ["film", "films", "movie", "cinema"],
    });
  }
  const winners = BEST_PICTURE.map((b) => b.film);
  for (const award of BEST_PICTURE) {
    const key = `oscar-best-picture-${award.ceremony}`;
    const wrong = pickWrong(key, award.film, winners);
    if (!wrong) continue;
    out.push({
      key,
      category: "entertainment",
      kind: "best-picture",
      question: `Which film won Best Picture at the ${award.ceremony} Academy Awards?`,
      answer: award.film,
      wrong,
      explanation: `${award.film} took Best Picture at the ${award.ceremony} Oscars; the others won in other years.`,
      difficulty: award.ceremony >= 2020 ? 5 : 7,
      sources: OSCAR_SOURCES,
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
      sources: BOOK_SOURCES,
      tags: ["literature", "books"],
    });
  }
  const artists = unique([...SONGS, ...ALBUMS].map((s) => s.artist));
  for (const song of SONGS) {
    const key = `song-artist-${slug(song.title)}`;
    const sameEra = unique(SONGS.filter((s) => Math.abs(s.year - song.year) <= 8).map((s) => s.artist));
    const wrong = pickWrong(key, song.artist, sameEra, artists, relatedTo(song.artist, artists));
    if (!wrong) continue;
    out.push({
      key,
      category: "music",
      kind: "song-artist",
      fact: `work-${slug(song.title)}`,
      question: `Who had a hit with "${song.title}"?`,
      answer: song.artist,
      wrong,
      explanation: `"${song.title}" was released by ${song.artist} in ${song.year}.`,
      difficulty: song.difficulty,
      sources: MUSIC_SOURCES,
      tags: ["music", "pop-music", "singer", "band"],
    });
  }
  for (const album of ALBUMS) {
    const key = `album-artist-${slug(album.title)}`;
    const wrong = pickWrong(key, album.artist, artists, [], relatedTo(album.artist, artists));
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
      sources: MUSIC_SOURCES,
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
      sources: MUSIC_SOURCES,
      tags: ["music", "band", "singer"],
    });
  }
  return out;
}
