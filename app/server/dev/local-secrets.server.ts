import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { localSecrets } from "~/server/db/schema.server";

/**
 * Every secret a local install makes for itself, with the shape each one takes. A secret that sat in
 * the repository would be the same on every install: anyone who read it could sign a payment event
 * and make a local trial account Pro. These are drawn at random the first time an install needs them
 * (`npm start` asks on its first seed) and kept in the install's own database.
 */
const LOCAL_SECRETS = {
  /** Signs and verifies the 'Test payments' simulator's Stripe-shaped webhook events. */
  "payments-webhook": { prefix: "whsec_", encoding: "hex" },
  /** Encrypts publishing tokens at rest (AES-GCM, 256-bit), as TOKEN_ENCRYPTION_KEY does live. */
  "token-encryption": { prefix: "", encoding: "base64" },
} as const;

export type LocalSecretName = keyof typeof LOCAL_SECRETS;

function drawSecret(name: LocalSecretName) {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const { prefix, encoding } = LOCAL_SECRETS[name];
  const body =
    encoding === "hex"
      ? Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
      : btoa(String.fromCharCode(...bytes));
  return `${prefix}${body}`;
}

async function storedSecret(db: Db, name: LocalSecretName) {
  const [row] = await db
    .select({ value: localSecrets.value })
    .from(localSecrets)
    .where(eq(localSecrets.name, name))
    .limit(1);
  return row?.value ?? null;
}

/**
 * This install's secret `name`, drawn and stored on first use. Two first uses at once agree: the
 * insert keeps whichever row landed first, and both read that row back.
 */
export async function localSecret(db: Db, name: LocalSecretName): Promise<string> {
  const existing = await storedSecret(db, name);
  if (existing) return existing;
  await db
    .insert(localSecrets)
    .values({ name, value: drawSecret(name) })
    .onConflictDoNothing();
  const stored = await storedSecret(db, name);
  if (!stored) throw new Error(`The local secret "${name}" could not be stored.`);
  return stored;
}

/** Makes every local secret that does not exist yet (the first `npm start` of an install). */
export async function ensureLocalSecrets(db: Db): Promise<void> {
  for (const name of Object.keys(LOCAL_SECRETS) as LocalSecretName[]) await localSecret(db, name);
}
