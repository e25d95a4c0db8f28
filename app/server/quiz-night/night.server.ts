import { DurableObject } from "cloudflare:workers";
import {
  type HostMessage,
  hostMessageSchema,
  MAX_MESSAGE_BYTES,
  type NightLookup,
  playerMessageSchema,
  type RemoteManagement,
  remoteHelloSchema,
  type ServerMessage,
  TV_ONLY_MOVES,
} from "~/lib/contract/quiz-night";
import { createDb } from "~/server/db/client.server";
import { recordResults } from "~/server/quiz/quiz-store.server";
import { cancelPairing, findRemote, pairRemote, revokeRemote, startPairing } from "./pairing.server";
import { hostMove, joinTeam, lockIfDue, type Refusal, submitAnswer } from "./rules.server";
import { NIGHT_ACCOUNT_HEADER, NIGHT_ROLE_HEADER } from "./socket-headers.server";
import { currentQuestion, type NightState, newNight, type TeamAnswer } from "./state.server";
import { hostView, lookupView, nightResults, playerView } from "./views.server";

/**
 * Who is on the other end of a socket; kept on the socket itself so it survives hibernation. A
 * remote is a phone at /remote: nothing until it pairs, then the host's moves (bar managing remotes).
 */
type Attachment =
  | { role: "host" }
  | { role: "remote"; remoteId: string | null }
  | { role: "player"; teamId: string | null };

/** The close code a remote gets when the TV unpairs it: the page then stops reconnecting. */
export const REMOTE_UNPAIRED = 4001;

export type NightInit = Omit<Parameters<typeof newNight>[0], "now">;

const CORE_KEY = "night";
const ANSWERS_PREFIX = "answers:";

function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const newIds = () => ({ id: crypto.randomUUID(), token: newToken() });

const isRemoteManagement = (move: HostMessage): move is RemoteManagement =>
  (TV_ONLY_MOVES as readonly string[]).includes(move.type);

/**
 * One running quiz night (DESIGN.md): the TV, the host's remote and every phone hold a WebSocket to
 * this object, accepted with the Hibernation API so an idle night costs nothing. Its storage holds the
 * whole night — the core record under one key, each question's answers under their own — and the
 * state is read back in the constructor, so an evicted object wakes with nothing lost. The question
 * timer is an alarm; the lock itself is decided by the clock here, whatever the alarm's timing.
 */
export class QuizNight extends DurableObject<Env> {
  private night: NightState | null = null;
  /** What was last written, per key: a save writes only what changed. */
  private written = new Map<string, string>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      const core = await ctx.storage.get<
        Omit<NightState, "answers" | "pairing" | "remotes"> & Partial<Pick<NightState, "pairing" | "remotes">>
      >(CORE_KEY);
      if (!core) return;
      const answers: NightState["answers"] = {};
      for (const [key, value] of await ctx.storage.list<Record<string, TeamAnswer>>({
        prefix: ANSWERS_PREFIX,
      })) {
        answers[key.slice(ANSWERS_PREFIX.length)] = value;
        this.written.set(key, JSON.stringify(value));
      }
      this.written.set(CORE_KEY, JSON.stringify(core));
      // Nights stored before remotes existed have neither field.
      this.night = { pairing: null, remotes: [], ...core, answers };
    });
    // Keep-alive pings are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'));
  }

  /** Starts the night; false when this code already holds one (the caller picks another code). */
  async start(init: NightInit): Promise<boolean> {
    if (this.night) return false;
    this.night = newNight({ ...init, now: Date.now() });
    await this.save();
    return true;
  }

  async lookup(): Promise<(NightLookup & { accountId: string; quizId: string }) | null> {
    if (!this.night) return null;
    return { ...lookupView(this.night), accountId: this.night.accountId, quizId: this.night.quizId };
  }

  /** The stored picture of `questionId`, only while it is the question on screen. */
  async currentPicture(questionId: string): Promise<string | null> {
    const night = this.night;
    if (!night || night.phase === "lobby" || night.phase === "ended") return null;
    const question = currentQuestion(night);
    return question?.id === questionId ? (question.picture ?? null) : null;
  }

  /** A WebSocket upgrade the Worker's route has checked (and, for the host, authenticated). */
  override async fetch(request: Request): Promise<Response> {
    const night = this.night;
    if (!night)
      return Response.json({ error: { code: "not_found", message: "No such quiz night." } }, { status: 404 });
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade.", { status: 426 });
    }
    const header = request.headers.get(NIGHT_ROLE_HEADER);
    const role = header === "host" || header === "remote" ? header : "player";
    if (role === "host" && request.headers.get(NIGHT_ACCOUNT_HEADER) !== night.accountId) {
      return Response.json(
        { error: { code: "forbidden", message: "This is not your quiz night." } },
        { status: 403 },
      );
    }
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [role]);
    const attachment: Attachment =
      role === "host" ? { role } : role === "remote" ? { role, remoteId: null } : { role, teamId: null };
    server.serializeAttachment(attachment);
    // A remote sees nothing until it has paired.
    if (role !== "remote") this.send(server, { type: "state", view: this.viewFor(attachment) });
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer) {
    const size = typeof message === "string" ? new TextEncoder().encode(message).length : message.byteLength;
    if (size > MAX_MESSAGE_BYTES) return ws.close(1009, "Message too large");
    if (typeof message !== "string") return ws.close(1003, "Messages are JSON text");
    let raw: unknown;
    try {
      raw = JSON.parse(message);
    } catch {
      return ws.close(1007, "Message is not JSON");
    }
    const attachment = ws.deserializeAttachment() as Attachment;
    const night = this.night;
    if (!night) return ws.close(1011, "This quiz night is over");
    if (attachment.role === "remote" && attachment.remoteId === null) return this.remoteHello(ws, raw);
    if (attachment.role === "host" || attachment.role === "remote") {
      const parsed = hostMessageSchema.safeParse(raw);
      if (!parsed.success) return ws.close(1008, "Message does not follow the protocol");
      const move = parsed.data;
      if (move.type === "ping") return this.send(ws, { type: "pong" });
      if (attachment.role === "remote") {
        // Unpaired by the TV since this socket paired: it holds no powers any more.
        if (!night.remotes.some((r) => r.id === attachment.remoteId))
          return ws.close(REMOTE_UNPAIRED, "Unpaired by the host");
        if (isRemoteManagement(move))
          return this.refuse(ws, { code: "not_now", message: "Pair and unpair remotes on the TV." });
      }
      if (isRemoteManagement(move)) return this.manageRemotes(ws, move);
      return this.afterHostMove(ws, move.type, hostMove(night, move, Date.now(), newIds));
    }
    const parsed = playerMessageSchema.safeParse(raw);
    if (!parsed.success) return ws.close(1008, "Message does not follow the protocol");
    const move = parsed.data;
    const now = Date.now();
    switch (move.type) {
      case "ping":
        return this.send(ws, { type: "pong" });
      case "join": {
        if (attachment.teamId)
          return this.refuse(ws, { code: "not_now", message: "This phone has joined a team." });
        const team = joinTeam(night, { ...move, ...newIds() }, now);
        if ("code" in team) return this.refuse(ws, team);
        await this.save();
        return this.welcome(ws, team.id, team.token);
      }
      case "rejoin": {
        const team = night.teams.find((t) => t.id === move.teamId && t.token === move.token);
        if (!team)
          return this.refuse(ws, { code: "not_found", message: "Your team is no longer in this quiz." });
        return this.welcome(ws, team.id, team.token);
      }
      case "answer": {
        if (!attachment.teamId) return this.refuse(ws, { code: "not_found", message: "Join a team first." });
        const outcome = submitAnswer(night, { ...move, teamId: attachment.teamId }, now);
        if ("code" in outcome) return this.refuse(ws, outcome);
        await this.save();
        this.send(ws, { type: "ack", questionId: move.questionId, answer: outcome.answer });
        // Every phone of the team shows the answer that now stands.
        this.broadcastTeam(attachment.teamId);
        return this.broadcastHosts();
      }
    }
  }

  override async webSocketClose(ws: WebSocket, code: number) {
    // The other end closed: finish the close handshake (1005/1006 carry no code to echo).
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "Goodbye");
    } catch {
      // Already closed.
    }
    if ((ws.deserializeAttachment() as Attachment | null)?.role !== "host") this.broadcastHosts();
  }

  /**
   * A remote's first message: the pairing code on the TV, or the token it was given. A wrong code
   * closes the socket, so every try costs a new connection (rate limited per address by the route).
   */
  private async remoteHello(ws: WebSocket, raw: unknown) {
    const night = this.night!;
    const parsed = remoteHelloSchema.safeParse(raw);
    if (!parsed.success) return ws.close(1008, "Pair this remote first");
    const hello = parsed.data;
    if (hello.type === "ping") return this.send(ws, { type: "pong" });
    if (hello.type === "rejoin") {
      const remote = findRemote(night, hello.remoteId, hello.token);
      if (!remote) {
        this.refuse(ws, { code: "not_found", message: "This phone is no longer paired: pair it again." });
        return ws.close(REMOTE_UNPAIRED, "Not paired");
      }
      return this.welcomeRemote(ws, remote.id);
    }
    const paired = pairRemote(night, hello.code, Date.now(), newIds);
    await this.save();
    if ("code" in paired) {
      this.refuse(ws, paired);
      ws.close(1008, "Wrong or expired pairing code");
      // The TV's code may have just been voided by too many wrong tries.
      return this.broadcastHosts();
    }
    this.send(ws, { type: "paired", remoteId: paired.id, token: paired.token });
    return this.welcomeRemote(ws, paired.id);
  }

  private welcomeRemote(ws: WebSocket, remoteId: string) {
    const attachment: Attachment = { role: "remote", remoteId };
    ws.serializeAttachment(attachment);
    this.send(ws, { type: "state", view: this.viewFor(attachment) });
    this.broadcastHosts();
  }

  /** The TV shows or cancels a pairing code, or unpairs a remote (whose sockets are closed at once). */
  private async manageRemotes(ws: WebSocket, move: RemoteManagement) {
    const night = this.night!;
    const now = Date.now();
    let refusal: Refusal | null = null;
    if (move.type === "pairRemote") refusal = startPairing(night, now);
    else if (move.type === "cancelPairing") cancelPairing(night);
    else {
      refusal = revokeRemote(night, move.remoteId);
      for (const socket of this.ctx.getWebSockets("remote")) {
        const attachment = socket.deserializeAttachment() as Attachment | null;
        if (attachment?.role === "remote" && attachment.remoteId === move.remoteId) {
          socket.close(REMOTE_UNPAIRED, "Unpaired by the host");
        }
      }
    }
    if (refusal) return this.refuse(ws, refusal);
    await this.save();
    this.broadcastHosts();
  }

  /** The question's time is up: lock it for everyone. */
  override async alarm() {
    const night = this.night;
    if (!night || !lockIfDue(night, Date.now())) return;
    await this.save();
    this.broadcastAll();
  }

  private async afterHostMove(ws: WebSocket, type: string, refusal: Refusal | null) {
    const night = this.night!;
    if (refusal) return this.refuse(ws, refusal);
    if (night.phase === "open" && night.closesAt !== null) await this.ctx.storage.setAlarm(night.closesAt);
    if (type === "end") await this.saveResults(night);
    await this.save();
    this.broadcastAll();
  }

  /**
   * The night's teams, scores and attendance become the quiz's results, through the same service as
   * PUT /api/quiz/{id}/results: history, the high-performer star and analytics count the night.
   */
  private async saveResults(night: NightState) {
    try {
      await recordResults(
        { db: createDb(this.env.DB), now: () => new Date() },
        night.accountId,
        night.quizId,
        nightResults(night),
      );
      night.resultsSaved = true;
    } catch (error) {
      console.error("Quiz night results were not saved", error);
      night.resultsSaved = false;
    }
  }

  private welcome(ws: WebSocket, teamId: string, token: string) {
    const attachment: Attachment = { role: "player", teamId };
    ws.serializeAttachment(attachment);
    this.send(ws, { type: "joined", teamId, token });
    // In the lobby every phone shows how many teams are in; later only the host needs to know.
    if (this.night?.phase === "lobby") return this.broadcastAll();
    this.send(ws, { type: "state", view: this.viewFor(attachment) });
    this.broadcastHosts();
  }

  private refuse(ws: WebSocket, refusal: Refusal) {
    this.send(ws, { type: "error", code: refusal.code, message: refusal.message });
  }

  private send(ws: WebSocket, message: ServerMessage) {
    try {
      ws.send(JSON.stringify(message));
    } catch {
      // The socket closed under us; its close event tidies up.
    }
  }

  private viewFor(attachment: Attachment) {
    const night = this.night!;
    if (attachment.role === "player") return playerView(night, attachment.teamId, Date.now());
    const remote = attachment.role === "remote";
    return hostView(night, Date.now(), this.connectedTeams(), this.connectedRemotes(), remote);
  }

  private connectedRemotes() {
    const ids = new Set<string>();
    for (const ws of this.ctx.getWebSockets("remote")) {
      const attachment = ws.deserializeAttachment() as Attachment | null;
      if (attachment?.role === "remote" && attachment.remoteId) ids.add(attachment.remoteId);
    }
    return ids;
  }

  private connectedTeams() {
    const counts = new Map<string, number>();
    for (const ws of this.ctx.getWebSockets("player")) {
      const attachment = ws.deserializeAttachment() as Attachment | null;
      if (attachment?.role === "player" && attachment.teamId) {
        counts.set(attachment.teamId, (counts.get(attachment.teamId) ?? 0) + 1);
      }
    }
    return counts;
  }

  /** The TV's view to the TV, and (without the pairing code) to every paired remote still paired. */
  private broadcastHosts() {
    const hosts = this.ctx.getWebSockets("host");
    const paired = new Set(this.night?.remotes.map((r) => r.id));
    const remotes = this.ctx.getWebSockets("remote").filter((ws) => {
      const attachment = ws.deserializeAttachment() as Attachment | null;
      return attachment?.role === "remote" && attachment.remoteId !== null && paired.has(attachment.remoteId);
    });
    if (hosts.length > 0) {
      const message = JSON.stringify({
        type: "state",
        view: this.viewFor({ role: "host" }),
      } satisfies ServerMessage);
      for (const ws of hosts) this.sendRaw(ws, message);
    }
    if (remotes.length > 0) {
      const message = JSON.stringify({
        type: "state",
        view: this.viewFor({ role: "remote", remoteId: "any" }),
      } satisfies ServerMessage);
      for (const ws of remotes) this.sendRaw(ws, message);
    }
  }

  /** Every socket gets the new state; phones of one team share one rendering of their view. */
  private broadcastAll() {
    const byTeam = new Map<string, string>();
    for (const ws of this.ctx.getWebSockets("player")) {
      const attachment = (ws.deserializeAttachment() as Attachment | null) ?? {
        role: "player",
        teamId: null,
      };
      const key = attachment.role === "player" ? (attachment.teamId ?? "") : "";
      let message = byTeam.get(key);
      if (!message) {
        message = JSON.stringify({ type: "state", view: this.viewFor(attachment) } satisfies ServerMessage);
        byTeam.set(key, message);
      }
      this.sendRaw(ws, message);
    }
    this.broadcastHosts();
  }

  private broadcastTeam(teamId: string) {
    const message = JSON.stringify({
      type: "state",
      view: this.viewFor({ role: "player", teamId }),
    } satisfies ServerMessage);
    for (const ws of this.ctx.getWebSockets("player")) {
      const attachment = ws.deserializeAttachment() as Attachment | null;
      if (attachment?.role === "player" && attachment.teamId === teamId) this.sendRaw(ws, message);
    }
  }

  private sendRaw(ws: WebSocket, message: string) {
    try {
      ws.send(message);
    } catch {
      // Closed; see send().
    }
  }

  /** Writes the keys whose contents changed since the last write (and drops answers undone). */
  private async save() {
    const night = this.night!;
    const { answers, ...core } = night;
    const entries: Record<string, unknown> = {};
    const wanted = new Map<string, string>([[CORE_KEY, JSON.stringify(core)]]);
    for (const [questionId, byTeam] of Object.entries(answers)) {
      wanted.set(`${ANSWERS_PREFIX}${questionId}`, JSON.stringify(byTeam));
    }
    for (const [key, json] of wanted) {
      if (this.written.get(key) !== json)
        entries[key] = key === CORE_KEY ? core : answers[key.slice(ANSWERS_PREFIX.length)];
    }
    const gone = [...this.written.keys()].filter((key) => !wanted.has(key));
    if (Object.keys(entries).length > 0) await this.ctx.storage.put(entries);
    if (gone.length > 0) await this.ctx.storage.delete(gone);
    this.written = wanted;
  }
}
