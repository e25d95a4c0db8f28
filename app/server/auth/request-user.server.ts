import { createContext, type RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "~/server/context.server";
import { errors } from "~/server/http/errors.server";
import type { Account } from "./accounts.server";
import { readSession } from "./session.server";

/** Per-request auth state: the session is read at most once, and cookie refreshes ride on the response. */
export interface RequestAuth {
  account: Promise<Account | null>;
  setCookies: string[];
}

export const requestAuthContext = createContext<RequestAuth>();

export function createRequestAuth(ctx: AppContext, request: Request): RequestAuth {
  const auth: RequestAuth = { setCookies: [], account: Promise.resolve(null) };
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

export function getApp({ context }: Args): AppContext {
  return context.get(appContext);
}
