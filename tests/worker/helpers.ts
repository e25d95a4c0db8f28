import { env, SELF } from "cloudflare:test";
import type { PlanId } from "~/lib/plans";
import { createAccount } from "~/server/auth/accounts.server";
import { createDb } from "~/server/db/client.server";

/** The origin tests pretend to be on; mutating calls send it as Origin, as our pages do. */
export const ORIGIN = env.APP_ENV === "production" ? "https://fullhouse.example" : "http://localhost";

export const db = createDb(env.DB);
export const services = { db, now: () => new Date() };

interface CallOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
  /** Leave out the Origin header (to test the cross-site guard). */
  noOrigin?: boolean;
}

/** Calls the real Worker through its own fetch handler. */
export function call(
  path: string,
  { method = "GET", json, body, cookie, headers = {}, noOrigin }: CallOptions = {},
) {
  // Each call comes from its own address unless a test says otherwise, as real visitors would.
  const all: Record<string, string> = { "CF-Connecting-IP": randomAddress(), ...headers };
  if (cookie) all.Cookie = cookie;
  if (json !== undefined) all["Content-Type"] = "application/json";
  if (!noOrigin && method !== "GET" && method !== "HEAD" && !all.Origin) all.Origin = ORIGIN;
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: all,
    body: json !== undefined ? JSON.stringify(json) : body,
    redirect: "manual",
  });
}

/**
 * Local mode answers only this machine (all of 127.0.0.0/8 is loopback), so its visitors come from
 * there; production's come from anywhere.
 */
function randomAddress() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return env.APP_ENV === "production" ? `203.0.${octet()}.${octet()}` : `127.0.${octet()}.${octet()}`;
}

/** The `name=value` part of every Set-Cookie on a response, ready to send back as a Cookie header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

export function uniqueEmail(label = "landlord") {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@test.pub`;
}

/** Creates an account on `plan` and signs it in through Quick Access (local mode). */
export async function signedInAccount(plan: PlanId = "trial", role?: "admin") {
  const email = uniqueEmail(plan);
  const account = await createAccount(services, { email, plan, role });
  const response = await call("/api/temp-access", { method: "POST", json: { email } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return { account, email, cookie: cookiesFrom(response) };
}

/** Polls until `check` passes or the time runs out (queue deliveries take about a second). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Test code reads answers loosely and asserts their shape with expect(). */
// biome-ignore lint/suspicious/noExplicitAny: answers are checked by assertions, not by the compiler.
export type Json = any;
