import { createContext, type RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "~/server/context.server";
import type { Db } from "~/server/db/client.server";
import { batchOf, parseReads, type Read, type ReadResults, readTogether } from "~/server/db/reads.server";
import { errors } from "~/server/http/errors.server";
import type { Account } from "./accounts.server";
import {
  claimedSession,
  readSession,
  SessionChanged,
  type SessionClaim,
  sessionStillMatches,
} from "./session.server";

/** Per-request auth state: the session is read at most once, and cookie refreshes ride on the response. */
export interface RequestAuth {
  account: Promise<Account | null>;
  /** The session as this isolate last verified it, without reading D1 (see `payingCaller`). */
  claim(): Promise<SessionClaim | null>;
  setCookies: string[];
}

export const requestAuthContext = createContext<RequestAuth>();

export function createRequestAuth(ctx: AppContext, request: Request): RequestAuth {
  const auth: RequestAuth = {
    setCookies: [],
    account: Promise.resolve(null),
    claim: () => claimedSession(ctx, request),
  };
  let loaded: Promise<Account | null> | null = null;
  Object.defineProperty(auth, "account", {
    get() {
      loaded ??= readSession(ctx, request).then((session) => {
        if (session?.refreshedCookie) auth.setCookies.push(session.refreshedCookie);
        return session?.account ?? null;
      });
      return loaded;
    },
  });
  return auth;
}

type Args = { context: Readonly<RouterContextProvider> };

/** The signed-in account, or null. */
export function getAccount({ context }: Args): Promise<Account | null> {
  return context.get(requestAuthContext).account;
}

/** The signed-in account; throws the 401 error otherwise. */
export async function requireAccount(args: Args): Promise<Account> {
  const account = await getAccount(args);
  if (!account) throw errors.unauthenticated();
  return account;
}

/** Who pays for charged work: `run` hands the work the account, and the claim if it is not yet confirmed. */
export interface PayingCaller {
  run<T>(work: (account: Account, session?: SessionClaim) => Promise<T>): Promise<T>;
}

/**
 * The caller of charged work. When this isolate verified the session lately, the session is not read
 * first: the work hands the claim to its charge, which confirms it in the charge's own batch, one D1
 * round trip instead of two. If the claim no longer holds, the work runs again from a fresh read of
 * the session (and a caller who has signed out gets the 401). Without a claim, the session is read at
 * once and nobody signed in gets the 401 here.
 */
export async function payingCaller(args: Args): Promise<PayingCaller> {
  const claim = await args.context.get(requestAuthContext).claim();
  if (!claim) {
    const account = await requireAccount(args);
    return { run: (work) => work(account) };
  }
  return {
    async run(work) {
      try {
        return await work(claim.account, claim);
      } catch (error) {
        if (!(error instanceof SessionChanged)) throw error;
        return work(await requireAccount(args));
      }
    },
  };
}

/**
 * The signed-in account and its own rows, in as few D1 round trips as the session allows. When this
 * isolate verified the session lately, the session check rides in the same batch as the reads: one
 * round trip instead of two, and the rows are answered only if the check found the session still
 * live with the same role, plan and status (as a charge confirms it, decision 010). Otherwise the
 * session is read first (a signed-out caller gets the 401) and the reads follow in one batch.
 */
export async function readAsCaller<const R extends readonly Read<unknown>[]>(
  args: Args,
  reads: (db: Db, accountId: string) => R,
): Promise<{ account: Account; rows: ReadResults<R> }> {
  const { db } = getApp(args);
  const claim = await args.context.get(requestAuthContext).claim();
  if (claim) {
    const own = reads(db, claim.account.id);
    const [check, ...results] = await db.batch(
      batchOf([sessionStillMatches(db, claim), ...own.map((item) => item.query)]),
    );
    if ((check as unknown[]).length > 0) return { account: claim.account, rows: parseReads(own, results) };
  }
  const account = await requireAccount(args);
  return { account, rows: await readTogether(db, reads(db, account.id)) };
}

export function getApp({ context }: Args): AppContext {
  return context.get(appContext);
}
