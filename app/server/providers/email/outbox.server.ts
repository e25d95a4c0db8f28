import { sha256 } from "~/server/crypto.server";
import type { EmailProvider, OutgoingEmail } from "./types";

export interface StoredEmail extends OutgoingEmail {
  id: string;
  sentAt: string;
}

const PREFIX = "outbox/";
/** Which message each idempotency key sent, outside PREFIX so the outbox page never lists them. */
const KEY_PREFIX = "outbox-keys/";
/** How long a key names its message: the live e-mail API keeps its keys for 24 hours, then it names the next. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface SentUnderKey {
  id: string;
  sentAt: string;
}

/**
 * Local mode's e-mail: each message is stored in R2 and listed at /dev/outbox, so links can be opened.
 * It honours idempotency keys as the live e-mail API does (http-api.server.ts sends them as the
 * `Idempotency-Key` header): a second send with a key used in the last 24 hours keeps nothing and
 * answers the first message's id, so the outbox shows what an inbox would get.
 *
 * A send is two writes, the message and then its key, taken only if no message holds it yet
 * (`etagDoesNotMatch: "*"`, R2's create-only write). Two sends racing with one key cannot both keep
 * their message, and a crash between the writes can repeat a message but never lose one.
 */
export function createOutboxEmail(bucket: R2Bucket, now: () => Date): EmailProvider {
  return {
    kind: "builtin",
    async send(email) {
      const id = crypto.randomUUID();
      const sentAt = now().toISOString();
      const stored: StoredEmail = { ...email, id, sentAt };
      // Keys sort newest first: the outbox page lists them in key order.
      const key = `${PREFIX}${String(9e15 - now().getTime()).padStart(16, "0")}-${id}.json`;
      await bucket.put(key, JSON.stringify(stored), { httpMetadata: { contentType: "application/json" } });
      if (!email.idempotencyKey) return { id };
      // Hashed: a key may hold any character and up to 256 of them.
      const keyName = `${KEY_PREFIX}${await sha256(email.idempotencyKey)}`;
      const record = JSON.stringify({ id, sentAt } satisfies SentUnderKey);
      let holder: R2ObjectBody | null = null;
      for (;;) {
        // Create-only, or replace exactly the expired record just read: a racing send cannot also win.
        const onlyIf = holder ? { etagMatches: holder.etag } : { etagDoesNotMatch: "*" };
        if (await bucket.put(keyName, record, { onlyIf })) return { id };
        holder = await bucket.get(keyName);
        const sent = holder ? ((await holder.json()) as SentUnderKey) : null;
        if (sent && now().getTime() - Date.parse(sent.sentAt) < KEY_LIFETIME_MS) {
          await bucket.delete(key);
          return { id: sent.id };
        }
      }
    },
  };
}

/** The newest messages in the local outbox. */
export async function listOutbox(bucket: R2Bucket, limit = 50): Promise<StoredEmail[]> {
  const listing = await bucket.list({ prefix: PREFIX, limit });
  const messages = await Promise.all(
    listing.objects.map(async (object) => {
      const body = await bucket.get(object.key);
      return body ? ((await body.json()) as StoredEmail) : null;
    }),
  );
  return messages.filter((message): message is StoredEmail => message !== null);
}
