import { z } from "zod";

/**
 * The live quiz night's wire protocol (docs/quiz-night-protocol.md): what phones and the host screen
 * send over the night's WebSocket, and the views the night sends back. Shared by the Durable Object
 * (which validates every message with these schemas) and the pages.
 */

/** Room codes: no 0/O, 1/I/L or 5/S to misread on a TV across the room. */
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKMNPQRTUVWXYZ2346789";
export const ROOM_CODE_LENGTH = 6;
export const roomCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`), "That is not a room code.");

/**
 * The host's remote (a phone paired by a code on the TV): eight characters of the room-code alphabet
 * (29^8, about 500 billion), valid for five minutes and for one phone, and void after a handful of
 * wrong tries; each try is a new socket, rate limited per address like room lookups.
 */
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_TTL_MS = 5 * 60_000;
export const PAIRING_MAX_FAILURES = 5;
export const MAX_REMOTES = 3;
export const pairingCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((code) => code.replace(/[\s-]+/g, ""))
  .pipe(z.string().regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`)));

/** A message larger than this closes its socket: nothing a phone or the host sends needs more. */
export const MAX_MESSAGE_BYTES = 2048;

export const NIGHT_LIMITS = {
  teams: 60,
  teamName: 40,
  tableSize: { min: 1, max: 20 },
  seconds: { min: 10, max: 180, fallback: 30 },
} as const;

export const teamNameSchema = z
  .string()
  .trim()
  .min(1, "Pick a team name")
  .max(NIGHT_LIMITS.teamName, `A team name has at most ${NIGHT_LIMITS.teamName} letters`);

const tableSize = z.number().int().min(NIGHT_LIMITS.tableSize.min).max(NIGHT_LIMITS.tableSize.max);
const id = z.string().min(1).max(80);

/** The phases of a night, in the order a question goes through them. */
export const NIGHT_PHASES = ["lobby", "open", "locked", "revealed", "leaderboard", "ended"] as const;
export type NightPhase = (typeof NIGHT_PHASES)[number];

/** Per round: phones show the four options, or a text box the night marks with tolerance. */
export const ANSWER_MODES = ["options", "typed"] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** Everything a phone may send. */
export const playerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("join"), name: teamNameSchema, tableSize }),
  z.object({ type: z.literal("rejoin"), teamId: id, token: z.string().min(16).max(80) }),
  z.object({ type: z.literal("answer"), questionId: id, answer: z.string().trim().min(1).max(120) }),
  z.object({ type: z.literal("ping") }),
]);
export type PlayerMessage = z.infer<typeof playerMessageSchema>;

/** Everything the host screen (or the host's remote) may send. */
export const hostMessageSchema = z.discriminatedUnion("type", [
  /** Show the next question (or the tiebreaker after the last), open for `seconds`. */
  z.object({
    type: z.literal("open"),
    seconds: z.number().int().min(NIGHT_LIMITS.seconds.min).max(NIGHT_LIMITS.seconds.max).optional(),
  }),
  z.object({ type: z.literal("lock") }),
  z.object({ type: z.literal("reveal") }),
  z.object({ type: z.literal("leaderboard") }),
  z.object({ type: z.literal("end") }),
  z.object({ type: z.literal("undo") }),
  z.object({ type: z.literal("override"), teamId: id, questionId: id, correct: z.boolean() }),
  z.object({ type: z.literal("rename"), teamId: id, name: teamNameSchema }),
  z.object({ type: z.literal("remove"), teamId: id }),
  z.object({ type: z.literal("lockJoining"), locked: z.boolean() }),
  z.object({ type: z.literal("paperTeam"), name: teamNameSchema, tableSize }),
  z.object({
    type: z.literal("paperScore"),
    teamId: id,
    round: z.number().int().min(1).max(50),
    score: z.number().int().min(0).max(100),
  }),
  z.object({
    type: z.literal("roundMode"),
    round: z.number().int().min(1).max(50),
    mode: z.enum(ANSWER_MODES),
  }),
  /** Show a fresh pairing code for a remote; cancel it; unpair a remote (the TV only). */
  z.object({ type: z.literal("pairRemote") }),
  z.object({ type: z.literal("cancelPairing") }),
  z.object({ type: z.literal("revokeRemote"), remoteId: id }),
  z.object({ type: z.literal("ping") }),
]);
export type HostMessage = z.infer<typeof hostMessageSchema>;

/** Moves that manage remotes: the TV's alone, never a remote's (a remote cannot pair another). */
export const TV_ONLY_MOVES = ["pairRemote", "cancelPairing", "revokeRemote"] as const;
export type RemoteManagement = Extract<HostMessage, { type: (typeof TV_ONLY_MOVES)[number] }>;

/** What a remote's socket may send before it is paired: the code from the TV, or its saved token. */
export const remoteHelloSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pair"), code: z.string().max(20) }),
  z.object({ type: z.literal("rejoin"), remoteId: id, token: z.string().min(16).max(80) }),
  z.object({ type: z.literal("ping") }),
]);
export type RemoteHello = z.infer<typeof remoteHelloSchema>;

/** A question as a phone sees it: never its answer, until the reveal says so. */
export interface PlayerQuestion {
  id: string;
  /** 1-based, and the tiebreaker after the last question. */
  number: number;
  total: number;
  roundName: string;
  text: string;
  mode: AnswerMode | "number";
  /** Only when the round shows options. */
  options?: string[];
  /** Scoped to the night and this question: answers only while it is the current one. */
  imageUrl?: string;
}

export interface LeaderboardRow {
  teamId: string;
  name: string;
  score: number;
  rank: number;
  /** Places gained (positive) or lost since the last leaderboard. */
  moved: number;
  paper: boolean;
}

export interface PlayerView {
  role: "player";
  code: string;
  title: string;
  pubName: string;
  phase: NightPhase;
  joiningOpen: boolean;
  teamCount: number;
  team: { id: string; name: string; score: number } | null;
  question: PlayerQuestion | null;
  /** Server clock (ms) at send, and when answers stop counting: the countdown corrects for drift. */
  serverNow: number;
  closesAt: number | null;
  /** This team's answer to the current question, as it stands. */
  myAnswer: string | null;
  /** After the reveal: the right answer and whether this team had it. */
  reveal: { answer: string; correct: boolean | null } | null;
  leaderboard: LeaderboardRow[] | null;
}

export interface HostTeam {
  id: string;
  name: string;
  tableSize: number;
  paper: boolean;
  connected: number;
  score: number;
  paperScores: Record<string, number>;
}

export interface HostAnswer {
  teamId: string;
  answer: string;
  correct: boolean;
  overridden: boolean;
}

export interface HostView {
  role: "host";
  code: string;
  quizId: string;
  title: string;
  pubName: string;
  phase: NightPhase;
  joiningOpen: boolean;
  teams: HostTeam[];
  question: (PlayerQuestion & { answer: string }) | null;
  serverNow: number;
  closesAt: number | null;
  answers: HostAnswer[];
  leaderboard: LeaderboardRow[];
  rounds: { round: number; name: string; mode: AnswerMode; questions: number }[];
  canUndo: boolean;
  /** Questions still to open, the tiebreaker included; and whether the next one is the tiebreaker. */
  remaining: number;
  nextIsTiebreaker: boolean;
  /** Set once the night's results are recorded with the quiz. */
  resultsSaved: boolean;
  /** The code a phone enters at /remote to become the host's remote (only on the TV's own view). */
  pairing: { code: string; expiresAt: number } | null;
  remotes: { id: string; pairedAt: number; connected: boolean }[];
  /** True on a paired remote's view: it runs the night but cannot pair or unpair remotes. */
  remote: boolean;
}

export type ServerMessage =
  | { type: "joined"; teamId: string; token: string }
  | { type: "paired"; remoteId: string; token: string }
  | { type: "state"; view: PlayerView | HostView }
  | { type: "ack"; questionId: string; answer: string }
  | { type: "error"; code: string; message: string }
  | { type: "pong" };

/** GET /api/nights/{code}: what a phone needs before joining, and nothing of the questions. */
export interface NightLookup {
  code: string;
  title: string;
  pubName: string;
  phase: NightPhase;
  teamCount: number;
  joiningOpen: boolean;
}

export interface OpenedNight {
  code: string;
  hostUrl: string;
  joinUrl: string;
}
