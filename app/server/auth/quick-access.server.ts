import type { TempAccessResponse } from "~/lib/contract/auth";
import type { AppContext } from "~/server/context.server";
import { findAccountByEmail } from "./accounts.server";
import { createSession } from "./session.server";
import { createSignInLink } from "./sign-in-links.server";

export const LINK_SENT_MESSAGE =
  "If that address has a Full House account, we've e-mailed it a sign-in link. It works once, for 15 minutes.";

interface QuickAccessResult {
  body: TempAccessResponse;
  /** Set when the caller was signed straight in (local mode only). */
  sessionCookie: string | null;
}

/**
 * Quick Access never creates accounts. Local mode signs an existing account straight in; live mode
 * e-mails a single-use link and answers the same whether or not the address has an account.
 */
export async function quickAccess(
  ctx: AppContext,
  email: string,
  origin: string,
): Promise<QuickAccessResult> {
  const account = await findAccountByEmail(ctx, email);
  if (ctx.config.isLocal) {
    if (!account) {
      return {
        body: { success: false, message: "User not found. Please contact support." },
        sessionCookie: null,
      };
    }
    return {
      body: { success: true, message: "Welcome back!", user: { email: account.email } },
      sessionCookie: await createSession(ctx, account.id),
    };
  }
  if (account) {
    const link = await createSignInLink(ctx, account.id, origin);
    // Sent after the answer, so a known address takes no longer to answer than an unknown one.
    const sending = ctx.providers.email.send({
      to: account.email,
      tag: "sign-in-link",
      subject: "Your Full House sign-in link",
      text: [
        "Here's your sign-in link for Full House:",
        "",
        link,
        "",
        "It works once, for the next 15 minutes. If you didn't ask for it, you can ignore this e-mail.",
      ].join("\n"),
    });
    ctx.waitUntil(sending.catch((error) => console.error("Sign-in link e-mail failed", error)));
  }
  return { body: { success: true, message: LINK_SENT_MESSAGE }, sessionCookie: null };
}
