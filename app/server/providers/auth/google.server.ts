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
  email: string;
  emailVerified: boolean;
}

export interface GoogleSignIn {
  authorizationUrl(state: string, codeVerifier: string, redirectUri: string): URL;
  /** Exchanges the callback's code (with the PKCE verifier) and reads the verified e-mail address. */
  profileFromCode(code: string, codeVerifier: string, redirectUri: string): Promise<GoogleProfile>;
}

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
        const tokens = await client(redirectUri).validateAuthorizationCode(
          config.tokenUrl,
          code,
          codeVerifier,
        );
        accessToken = tokens.accessToken();
      } catch (cause) {
        console.error("Google token exchange failed", cause);
        throw errors.invalid("Google sign-in failed or expired. Please try again.");
      }
      const response = await fetch(config.userInfoUrl, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      if (!response.ok) {
        throw errors.providerUnavailable("Google did not share your e-mail address. Please try again.");
      }
      const info = (await response.json()) as { email?: string; email_verified?: boolean };
      if (!info.email) throw errors.invalid("Your Google account has no e-mail address.");
      return { email: info.email.toLowerCase(), emailVerified: info.email_verified === true };
    },
  };
}
