import { generateCodeVerifier, generateState } from "arctic";
import { parse, serialize } from "cookie-es";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  type ConnectionProviderId,
  type ConnectionsAnswer,
  type WaitingPosts,
  waitingPostsNote,
} from "~/lib/contract/publishing";
import type { AppContext } from "~/server/context.server";
import {
  publishingConnections,
  publishingSettings,
  publishingTargets,
  scheduledPosts,
} from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";
import { appTokenCipher } from "./token-crypto.server";

/**
 * Connecting Meta and Google for publishing: the OAuth round trip (state and PKCE verifier in a
 * short-lived cookie, as Google sign-in keeps them), the encrypted tokens, the chosen Page or
 * location per platform, and disconnecting. The same code runs for the Preview publisher and live.
 */

const FLOW_COOKIE = "fh_publish_oauth";
const FLOW_LIFETIME_SECONDS = 600;
const FLOW_PATH = "/api/connections";

/** Why a post is held when its connection is the problem: connecting again releases these. */
const CONNECTION_HOLD_REASONS = ["auth_expired", "not_connected"];

export const PLATFORMS_OF_PROVIDER: Record<
  ConnectionProviderId,
  Array<"facebook" | "instagram" | "google">
> = {
  meta: ["facebook", "instagram"],
  google: ["google"],
};

function callbackUrl(request: Request, provider: ConnectionProviderId) {
  return `${new URL(request.url).origin}${FLOW_PATH}/${provider}/callback`;
}

function flowCookie(ctx: Pick<AppContext, "config">, value: string, maxAge: number) {
  return serialize(FLOW_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: !ctx.config.isLocal,
    path: FLOW_PATH,
    maxAge,
  });
}

/** Where to send the owner to grant access, and the cookie that proves the answer is theirs. */
export function beginConnection(ctx: AppContext, request: Request, provider: ConnectionProviderId) {
  const state = generateState();
  const verifier = generateCodeVerifier();
  const flow = ctx.providers.publishing.connect[provider];
  return {
    location: flow
      .authorizationUrl({ state, codeVerifier: verifier, redirectUri: callbackUrl(request, provider) })
      .toString(),
    cookie: flowCookie(ctx, `${provider}.${state}.${verifier}`, FLOW_LIFETIME_SECONDS),
  };
}

/**
 * Finishes a connection: checks the state, exchanges the code, stores the encrypted tokens and the
 * places it can publish to (the first of each platform chosen), and releases posts that were held
 * for an expired connection of this provider.
 */
export async function completeConnection(
  ctx: AppContext,
  accountId: string,
  request: Request,
  provider: ConnectionProviderId,
) {
  const url = new URL(request.url);
  if (url.searchParams.get("error")) throw errors.invalid("The connection was cancelled.");
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const [expectedProvider, expectedState, verifier] = (
    parse(request.headers.get("Cookie") ?? "")[FLOW_COOKIE] ?? ""
  ).split(".");
  if (!code || !state || expectedProvider !== provider || state !== expectedState || !verifier) {
    throw errors.invalid("This connection expired or was started elsewhere. Please try again.");
  }
  const grant = await ctx.providers.publishing.connect[provider].exchange({
    code,
    codeVerifier: verifier,
    redirectUri: callbackUrl(request, provider),
  });
  const cipher = await appTokenCipher(ctx);
  const id = crypto.randomUUID();
  const values = {
    displayName: grant.displayName,
    accessTokenEncrypted: await cipher.encrypt(grant.accessToken),
    refreshTokenEncrypted: grant.refreshToken ? await cipher.encrypt(grant.refreshToken) : null,
    expiresAt: grant.expiresAt,
    status: "connected" as const,
  };
  // Reconnecting keeps the owner's choice of Page, Instagram account and location where the new
  // grant still offers it, rather than falling back to the first one listed.
  const chosenBefore = await ctx.db
    .select({ platform: publishingTargets.platform, targetId: publishingTargets.targetId })
    .from(publishingTargets)
    .innerJoin(publishingConnections, eq(publishingConnections.id, publishingTargets.connectionId))
    .where(
      and(
        eq(publishingTargets.accountId, accountId),
        eq(publishingConnections.provider, provider),
        eq(publishingTargets.selected, true),
      ),
    );
  const keep = new Set(
    chosenBefore
      .filter((before) =>
        grant.accounts.some(
          (target) => target.platform === before.platform && target.targetId === before.targetId,
        ),
      )
      .map((before) => `${before.platform}:${before.targetId}`),
  );
  const kept = new Set(
    chosenBefore
      .filter((before) => keep.has(`${before.platform}:${before.targetId}`))
      .map((before) => before.platform),
  );
  // One connection per provider: connecting again replaces the old grant (and its targets).
  await ctx.db
    .delete(publishingConnections)
    .where(and(eq(publishingConnections.accountId, accountId), eq(publishingConnections.provider, provider)));
  await ctx.db.insert(publishingConnections).values({ id, accountId, provider, ...values });
  const seen = new Set<string>();
  for (const target of grant.accounts) {
    await ctx.db.insert(publishingTargets).values({
      id: crypto.randomUUID(),
      accountId,
      connectionId: id,
      platform: target.platform,
      targetId: target.targetId,
      name: target.name,
      accessTokenEncrypted: target.accessToken ? await cipher.encrypt(target.accessToken) : null,
      selected: kept.has(target.platform)
        ? keep.has(`${target.platform}:${target.targetId}`)
        : !seen.has(target.platform),
    });
    seen.add(target.platform);
  }
  await ctx.db
    .update(scheduledPosts)
    .set({
      status: "scheduled",
      leaseUntil: null,
      lastErrorReason: null,
      lastErrorMessage: null,
      updatedAt: ctx.now(),
    })
    .where(
      and(
        eq(scheduledPosts.accountId, accountId),
        eq(scheduledPosts.status, "held"),
        inArray(scheduledPosts.platform, PLATFORMS_OF_PROVIDER[provider]),
        // Only holds a connection caused: a post that may already be live, of a called-off match,
        // or of an ended plan stays held for its own reason.
        inArray(scheduledPosts.lastErrorReason, CONNECTION_HOLD_REASONS),
      ),
    );
  return { clearFlowCookie: flowCookie(ctx, "", 0), displayName: grant.displayName };
}

/** Connections with names and status only: tokens never leave the server. */
export async function listConnections(ctx: AppContext, accountId: string): Promise<ConnectionsAnswer> {
  const connections = await ctx.db
    .select()
    .from(publishingConnections)
    .where(eq(publishingConnections.accountId, accountId));
  const targets = await ctx.db
    .select()
    .from(publishingTargets)
    .where(eq(publishingTargets.accountId, accountId));
  const publisher = ctx.providers.publishing;
  const waiting = await waitingPostsOf(ctx, accountId);
  return {
    publisher: { label: publisher.label, kind: publisher.kind },
    paused: await isPaused(ctx, accountId),
    connections: connections.map((connection) => ({
      id: connection.id,
      provider: connection.provider,
      displayName: connection.displayName,
      status: connection.status,
      createdAt: connection.createdAt.toISOString(),
      targets: targets
        .filter((target) => target.connectionId === connection.id)
        .map((target) => ({
          id: target.id,
          platform: target.platform,
          name: target.name,
          selected: target.selected,
        })),
      waitingPosts: waiting.filter((entry) =>
        PLATFORMS_OF_PROVIDER[connection.provider].includes(entry.platform),
      ),
    })),
  };
}

/** Posts still to go out (scheduled or held), counted per platform. */
async function waitingPostsOf(ctx: AppContext, accountId: string): Promise<WaitingPosts> {
  const rows = await ctx.db
    .select({ platform: scheduledPosts.platform, count: sql<number>`count(*)` })
    .from(scheduledPosts)
    .where(
      and(eq(scheduledPosts.accountId, accountId), inArray(scheduledPosts.status, ["scheduled", "held"])),
    )
    .groupBy(scheduledPosts.platform);
  return rows.flatMap((row) =>
    row.platform === "tiktok" ? [] : [{ platform: row.platform, count: row.count }],
  );
}

/** Makes one of a connection's targets the place its platform's posts go. */
export async function selectTarget(ctx: AppContext, accountId: string, targetRowId: string) {
  const [target] = await ctx.db
    .select()
    .from(publishingTargets)
    .where(and(eq(publishingTargets.id, targetRowId), eq(publishingTargets.accountId, accountId)));
  if (!target) throw errors.notFound("No such Page or location.");
  await ctx.db
    .update(publishingTargets)
    .set({ selected: false })
    .where(and(eq(publishingTargets.accountId, accountId), eq(publishingTargets.platform, target.platform)));
  await ctx.db.update(publishingTargets).set({ selected: true }).where(eq(publishingTargets.id, target.id));
}

/** Revokes the grant where the platform allows (a dead token is not an error) and deletes it. */
export async function disconnect(ctx: AppContext, accountId: string, connectionId: string) {
  const [connection] = await ctx.db
    .select()
    .from(publishingConnections)
    .where(and(eq(publishingConnections.id, connectionId), eq(publishingConnections.accountId, accountId)));
  if (!connection) throw errors.notFound("No such connection.");
  try {
    const cipher = await appTokenCipher(ctx);
    await ctx.providers.publishing.connect[connection.provider].revoke(
      await cipher.decrypt(connection.accessTokenEncrypted),
    );
  } catch (error) {
    // Deleting must not depend on the platform answering: the tokens go either way.
    console.error(`Revoking connection ${connection.id} failed`, error);
  }
  await ctx.db.delete(publishingConnections).where(eq(publishingConnections.id, connection.id));
  // The posts stay (connecting again releases them); the owner is told how many now wait.
  const waiting = (await waitingPostsOf(ctx, accountId)).filter((entry) =>
    PLATFORMS_OF_PROVIDER[connection.provider].includes(entry.platform),
  );
  return {
    id: connection.id,
    provider: connection.provider,
    waitingPosts: waiting,
    note: waitingPostsNote(waiting),
  };
}

/** Account deletion: every connection revoked and deleted (its posts go with the account's rows). */
export async function disconnectAll(ctx: AppContext, accountId: string) {
  const connections = await ctx.db
    .select({ id: publishingConnections.id })
    .from(publishingConnections)
    .where(eq(publishingConnections.accountId, accountId));
  for (const connection of connections) await disconnect(ctx, accountId, connection.id);
}

export async function isPaused(ctx: Pick<AppContext, "db">, accountId: string) {
  const [row] = await ctx.db
    .select({ paused: publishingSettings.paused })
    .from(publishingSettings)
    .where(eq(publishingSettings.accountId, accountId));
  return row?.paused ?? false;
}

/** Whether the Monday weekly plan's drafts are scheduled without waiting for the owner's OK. */
export async function isAutoApproving(ctx: Pick<AppContext, "db">, accountId: string) {
  const [row] = await ctx.db
    .select({ on: publishingSettings.autoApproveWeeklyPlan })
    .from(publishingSettings)
    .where(eq(publishingSettings.accountId, accountId));
  return row?.on ?? false;
}

export async function setAutoApprove(ctx: AppContext, accountId: string, autoApprove: boolean) {
  await ctx.db
    .insert(publishingSettings)
    .values({ accountId, autoApproveWeeklyPlan: autoApprove, updatedAt: ctx.now() })
    .onConflictDoUpdate({
      target: publishingSettings.accountId,
      set: { autoApproveWeeklyPlan: autoApprove, updatedAt: ctx.now() },
    });
  return { autoApprove };
}

export async function setPaused(ctx: AppContext, accountId: string, paused: boolean) {
  await ctx.db
    .insert(publishingSettings)
    .values({ accountId, paused, updatedAt: ctx.now() })
    .onConflictDoUpdate({ target: publishingSettings.accountId, set: { paused, updatedAt: ctx.now() } });
  return { paused };
}

/**
 * The selected target for a platform with its decrypted token, or why there is none: "missing"
 * (never connected) or "needs_reconnecting".
 */
export async function publishingTargetFor(
  ctx: AppContext,
  accountId: string,
  platform: "facebook" | "instagram" | "google",
) {
  const [row] = await ctx.db
    .select({ target: publishingTargets, connection: publishingConnections })
    .from(publishingTargets)
    .innerJoin(publishingConnections, eq(publishingConnections.id, publishingTargets.connectionId))
    .where(
      and(
        eq(publishingTargets.accountId, accountId),
        eq(publishingTargets.platform, platform),
        eq(publishingTargets.selected, true),
      ),
    );
  if (!row) return { state: "missing" as const };
  if (row.connection.status !== "connected")
    return { state: "needs_reconnecting" as const, connection: row.connection };
  const cipher = await appTokenCipher(ctx);
  const token = row.target.accessTokenEncrypted
    ? await cipher.decrypt(row.target.accessTokenEncrypted)
    : await currentConnectionToken(ctx, row.connection);
  return {
    state: "ready" as const,
    connection: row.connection,
    targetId: row.target.targetId,
    targetName: row.target.name,
    accessToken: token,
  };
}

/** REFRESH_MARGIN_MS before it expires, a token with a refresh token (Google) is renewed first. */
const REFRESH_MARGIN_MS = 120_000;

async function currentConnectionToken(
  ctx: AppContext,
  connection: typeof publishingConnections.$inferSelect,
) {
  const cipher = await appTokenCipher(ctx);
  const flow = ctx.providers.publishing.connect[connection.provider];
  const expiring =
    connection.expiresAt !== null && connection.expiresAt.getTime() - REFRESH_MARGIN_MS < ctx.now().getTime();
  if (!expiring || !connection.refreshTokenEncrypted || !flow.refresh) {
    return cipher.decrypt(connection.accessTokenEncrypted);
  }
  const renewed = await flow.refresh(await cipher.decrypt(connection.refreshTokenEncrypted));
  await ctx.db
    .update(publishingConnections)
    .set({ accessTokenEncrypted: await cipher.encrypt(renewed.accessToken), expiresAt: renewed.expiresAt })
    .where(eq(publishingConnections.id, connection.id));
  return renewed.accessToken;
}
