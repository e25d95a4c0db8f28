import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, localSecrets } from "~/server/db/schema.server";
import { localSecret } from "~/server/dev/local-secrets.server";
import { signStripePayload } from "~/server/providers/payments/stripe-signature.server";
import { deliver, subscriptionEvent, subscriptionFor, T0 } from "./billing-events";
import { call, db, signedInAccount } from "./helpers";

// The signing secret the repository used to carry: anyone could read it, so nothing may accept it.
const FORMER_REPO_SECRET = "whsec_full_house_local_test_payments";

describe("local secrets", () => {
  it("draws the payment simulator's webhook secret once per install and keeps it in the local database", async () => {
    const firstUses = await Promise.all([1, 2, 3, 4].map(() => localSecret(db, "payments-webhook")));
    expect(new Set(firstUses).size).toBe(1);
    const secret = firstUses[0]!;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(await localSecret(db, "payments-webhook")).toBe(secret);
    const rows = await db.select().from(localSecrets);
    expect(rows.map((row) => [row.name, row.value])).toEqual([["payments-webhook", secret]]);
  });

  it("is made by the first seed, as `npm start` runs it", async () => {
    await db.delete(localSecrets);
    const response = await call("/dev/seed", { method: "POST" });
    expect(response.status).toBe(200);
    // Every secret an install makes for itself: the payment simulator's and the publishing token key.
    expect((await db.select().from(localSecrets)).map((row) => row.name).sort()).toEqual([
      "payments-webhook",
      "token-encryption",
    ]);
  }, 90_000);

  it("turns away an event signed with the secret the repository used to carry", async () => {
    const { account } = await signedInAccount("trial");
    const payload = subscriptionEvent("created", subscriptionFor(account.id), T0);
    const forged = await deliver(payload, await signStripePayload(payload, FORMER_REPO_SECRET));
    expect(forged.status).toBe(400);
    const [unchanged] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(unchanged!.currentPlan).toBe("trial");

    // Signed with this install's own secret, the same event goes through.
    expect((await deliver(payload)).status).toBe(200);
  });
});
