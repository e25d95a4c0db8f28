import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { errors } from "~/server/http/errors.server";

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface GoogleProfile {
  /** Google's stable, never-reused id for the account: the only key to find a person by. */
  sub: string;
  email: string;
  emailVerified: boolean;
}

export interface GoogleSignIn {
  authorizationUrl(state: string, codeVerifier: string, redirectUri: string): URL;
  /** Exchanges the callback's code (with the PKCE verifier) and reads the verified e-mail address. */
  profileFromCode(code: string, codeVerifier: string, redirectUri: string): Promise<GoogleProfile>;
}

/** Google answers in well under a second; a hung call must not hold the sign-in open. */
const TIMEOUT_MS = 10_000;

/** Google sign-in through arctic's OAuth 2.0 client (authorisation code + PKCE + state). */
export function createGoogleSignIn(config: GoogleConfig): GoogleSignIn {
  const client = (redirectUri: string) => new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return {
    authorizationUrl(state, codeVerifier, redirectUri) {
      return client(redirectUri).createAuthorizationURLWithPKCE(
        config.authUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ["openid", "email"],
      );
    },
    async profileFromCode(code, codeVerifier, redirectUri) {
      let accessToken: string;
      try {
        // arctic takes no AbortSignal, so the exchange races a timer instead.
        const tokens = await withTimeout(
          client(redirectUri).validateAuthorizationCode(config.tokenUrl, code, codeVerifier),
          TIMEOUT_MS,
        );
        accessToken = tokens.accessToken();
      } catch (cause) {
        if (cause instanceof Error && cause.name === "TimeoutError") {
          throw errors.providerUnavailable("Google took too long to answer. Please try again.");
        }
        console.error("Google token exchange failed", cause);
        throw errors.invalid("Google sign-in failed or expired. Please try again.");
      }
      let response: Response;
      try {
        response = await fetchUserInfo(config.userInfoUrl, accessToken);
      } catch (cause) {
        console.error("Google userinfo unreachable", cause);
        throw errors.providerUnavailable("Google could not be reached. Please try again.");
      }
      if (!response.ok) {
        throw errors.providerUnavailable("Google did not share your e-mail address. Please try again.");
      }
      const info = (await response.json()) as { sub?: string; email?: string; email_verified?: boolean };
      if (!info.email) throw errors.invalid("Your Google account has no e-mail address.");
      if (!info.sub) throw errors.providerUnavailable("Google did not say who you are. Please try again.");
      return { sub: info.sub, email: info.email.toLowerCase(), emailVerified: info.email_verified === true };
    },
  };
}

/**
 * GET userinfo with a timeout, tried once more on a network failure or 5xx (reading it changes
 * nothing at Google, so a second try is safe). The code exchange before it is never repeated:
 * an authorisation code works once.
 */
async function fetchUserInfo(url: string, accessToken: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status < 500 || attempt === 2) return response;
    } catch (cause) {
      if (attempt === 2) throw cause;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException("Google did not answer in time", "TimeoutError")), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
