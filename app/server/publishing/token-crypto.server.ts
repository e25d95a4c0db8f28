import type { AppContext } from "~/server/context.server";
import { localSecret } from "~/server/dev/local-secrets.server";
import { errors } from "~/server/http/errors.server";

/**
 * Publishing tokens at rest: AES-256-GCM with a fresh 96-bit IV per value, stored as
 * `v1.<iv base64>.<ciphertext base64>`. The key is TOKEN_ENCRYPTION_KEY (32 bytes, base64); a local
 * install without one draws its own on first use and keeps it in `local_secrets`, so no key ever
 * sits in the repository. The version prefix leaves room to rotate keys later.
 */
const VERSION = "v1";

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface TokenCipher {
  encrypt(plaintext: string): Promise<string>;
  decrypt(stored: string): Promise<string>;
}

/** A cipher over raw key material (32 bytes, base64); throws when the key is not 256 bits. */
export async function tokenCipher(base64Key: string): Promise<TokenCipher> {
  const raw = fromBase64(base64Key.trim());
  if (raw.length !== 32) throw new Error("TOKEN_ENCRYPTION_KEY must be 32 bytes, base64-encoded.");
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
  return {
    async encrypt(plaintext) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt(
        { name: "AES-GCM", iv },
        key,
        new TextEncoder().encode(plaintext),
      );
      return `${VERSION}.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
    },
    async decrypt(stored) {
      const [version, iv, sealed] = stored.split(".");
      if (version !== VERSION || !iv || !sealed) throw new Error("Not an encrypted token.");
      const opened = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: fromBase64(iv) },
        key,
        fromBase64(sealed),
      );
      return new TextDecoder().decode(opened);
    },
  };
}

/** The app's token cipher: the configured key, or the local install's own. */
export async function appTokenCipher(ctx: Pick<AppContext, "config" | "db">): Promise<TokenCipher> {
  if (ctx.config.TOKEN_ENCRYPTION_KEY) return tokenCipher(ctx.config.TOKEN_ENCRYPTION_KEY);
  if (ctx.config.isLocal) return tokenCipher(await localSecret(ctx.db, "token-encryption"));
  throw errors.providerUnavailable(
    "Publishing is not set up on this server yet (TOKEN_ENCRYPTION_KEY is missing).",
  );
}
