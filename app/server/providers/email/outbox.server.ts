import type { EmailProvider, OutgoingEmail } from "./types";

export interface StoredEmail extends OutgoingEmail {
  id: string;
  sentAt: string;
}

const PREFIX = "outbox/";

/** Local mode's e-mail: each message is stored in R2 and listed at /dev/outbox, so links can be opened. */
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
      return { id };
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
