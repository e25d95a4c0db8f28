import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { getBalance, spend } from "~/server/billing/metering.server";
import { createAppContext } from "~/server/context.server";
import { jobs } from "~/server/db/schema.server";
import { DEAD_LETTER_MESSAGE, startJob } from "~/server/jobs/jobs.server";
import worker from "../../workers/app";
import { call, db, eventually, type Json, services, signedInAccount, uniqueEmail } from "./helpers";

async function deliver(queue: string, jobId: string, attempts = 1) {
  const batch = createMessageBatch(queue, [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts, body: { jobId } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

async function insertJob(accountId: string, fields: Partial<typeof jobs.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await db
    .insert(jobs)
    .values({ id, accountId, kind: "account-data-export", input: {}, updatedAt: new Date(), ...fields });
  return id;
}

describe("jobs on the queue", () => {
  it("runs a data export from 202 to a downloadable file, with progress", async () => {
    const { cookie, email } = await signedInAccount();
    const started = await call("/api/account/exports", { method: "POST", cookie });
    expect(started.status).toBe(202);
    const { jobId } = await started.json<Json>();

    const first = await (await call(`/api/jobs/${jobId}`, { cookie })).json<Json>();
    expect(["queued", "running", "succeeded"]).toContain(first.status);

    const done = await eventually(async () => {
      const job = await (await call(`/api/jobs/${jobId}`, { cookie })).json<Json>();
      return job.status === "succeeded" ? job : undefined;
    });
    expect(done).toEqual({
      status: "succeeded",
      progress: 100,
      result: { downloadUrl: `/api/account/exports/${jobId}` },
    });

    const file = await call(done.result.downloadUrl, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toContain("attachment");
    const data = await file.json<Json>();
    expect(data.account.email).toBe(email);
    expect(data.usage).toEqual([expect.objectContaining({ meter: "credits", used: 0, limitAmount: 10 })]);
  });

  it("shows a job and its file to its owner only", async () => {
    const owner = await signedInAccount();
    const stranger = await signedInAccount();
    const { jobId } = await (
      await call("/api/account/exports", { method: "POST", cookie: owner.cookie })
    ).json<Json>();
    await eventually(async () => {
      const job = await (await call(`/api/jobs/${jobId}`, { cookie: owner.cookie })).json<Json>();
      return job.status === "succeeded" ? job : undefined;
    });
    expect((await call(`/api/jobs/${jobId}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/account/exports/${jobId}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/jobs/${jobId}`)).status).toBe(401);
    expect((await call("/api/jobs/not-a-real-id", { cookie: owner.cookie })).status).toBe(404);
  });

  it("does not repeat finished work when a message is delivered again", async () => {
    const account = await createAccount(services, { email: uniqueEmail("redeliver") });
    const jobId = await insertJob(account.id);
    expect((await deliver("full-house-jobs", jobId)).explicitAcks).toHaveLength(1);
    const [afterFirst] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(afterFirst).toMatchObject({ status: "succeeded", attempts: 1, progress: 100 });

    const again = await deliver("full-house-jobs", jobId, 2);
    expect(again.explicitAcks).toHaveLength(1);
    const [afterSecond] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(afterSecond).toMatchObject({ status: "succeeded", attempts: 1, updatedAt: afterFirst!.updatedAt });
  });

  it("asks the queue to retry while another delivery holds the job", async () => {
    const account = await createAccount(services, { email: uniqueEmail("busy") });
    const jobId = await insertJob(account.id, {
      status: "running",
      leaseUntil: new Date(Date.now() + 60_000),
    });
    const result = await deliver("full-house-jobs", jobId);
    expect(result.retryMessages).toHaveLength(1);
    expect(result.explicitAcks).toHaveLength(0);
  });

  it("takes over a job whose holder died (its lease ran out)", async () => {
    const account = await createAccount(services, { email: uniqueEmail("stale") });
    const jobId = await insertJob(account.id, { status: "running", leaseUntil: new Date(Date.now() - 1000) });
    await deliver("full-house-jobs", jobId);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.status).toBe("succeeded");
  });

  it("fails a job of an unknown kind at once, with a clear message", async () => {
    const account = await createAccount(services, { email: uniqueEmail("unknown") });
    const jobId = await insertJob(account.id, { kind: "no-such-kind" });
    expect((await deliver("full-house-jobs", jobId)).explicitAcks).toHaveLength(1);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: "failed", error: "Unknown kind of job: no-such-kind." });
  });

  it("marks a dead-lettered job failed and refunds what it charged", async () => {
    const account = await createAccount(services, { email: uniqueEmail("dlq"), plan: "pro" });
    const jobId = crypto.randomUUID();
    await spend({ db, env }, { accountId: account.id, meter: "images", amount: 2, ref: jobId });
    await insertJob(account.id, { id: jobId, status: "running", chargeMeter: "images", chargeAmount: 2 });
    expect((await getBalance(services, account.id, "images"))?.used).toBe(2);

    const result = await deliver("full-house-jobs-dlq", jobId);
    expect(result.explicitAcks).toHaveLength(1);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: "failed", error: DEAD_LETTER_MESSAGE });
    expect((await getBalance(services, account.id, "images"))?.used).toBe(0);

    // A second dead letter for the same job neither changes it nor refunds twice.
    await deliver("full-house-jobs-dlq", jobId);
    expect((await getBalance(services, account.id, "images"))?.used).toBe(0);
  });
});

describe("a kind of job that runs one at a time per account", () => {
  it("starts one of three racing starts, refuses the rest with 409 and gives their charges back", async () => {
    const { account, cookie } = await signedInAccount("pro");
    const app = createAppContext(env, () => {});
    const before = (await getBalance(services, account.id, "fact_checks"))?.used ?? 0;
    const start = () =>
      startJob(app, {
        accountId: account.id,
        kind: "account-data-export",
        input: {},
        charge: { meter: "fact_checks", amount: 3 },
        oneAtATime: { staleAfterMs: 60_000, conflict: "One at a time, please." },
      });
    const outcomes = await Promise.allSettled([start(), start(), start()]);
    const started = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(started).toHaveLength(1);
    expect(refused.map((outcome) => (outcome.reason as { status: number }).status)).toEqual([409, 409]);
    const live = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.accountId, account.id));
    expect(live.map((job) => job.id)).toEqual([started[0]!.value]);
    const done = await eventually(async () => {
      const job = await (await call(`/api/jobs/${started[0]!.value}`, { cookie })).json<Json>();
      return job.status === "succeeded" ? job : undefined;
    });
    expect(done.status).toBe("succeeded");
    // Only the started job's charge stays spent.
    expect((await getBalance(services, account.id, "fact_checks"))?.used).toBe(before + 3);
  });
});
