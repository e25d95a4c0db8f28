import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { getBalance, spend } from "~/server/billing/metering.server";
import { createAppContext } from "~/server/context.server";
import { images, jobs, usageLedger } from "~/server/db/schema.server";
import { IMAGE_JOB_KIND } from "~/server/images/generate.server";
import { DEAD_LETTER_MESSAGE, deliverJob, startJob } from "~/server/jobs/jobs.server";
import { LEASE_MS, MAX_DELIVERIES, QUEUE_GRACE_MS } from "~/server/jobs/liveness.server";
import { ABANDONED_MESSAGE, recoverOrphanedJobs } from "~/server/jobs/recovery.server";
import type { JobHandler } from "~/server/jobs/types.server";
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

  it("lets a copy of the message go while another delivery holds the job, and leaves the job to it", async () => {
    const account = await createAccount(services, { email: uniqueEmail("busy") });
    const leaseUntil = new Date(Date.now() + 60_000);
    const jobId = await insertJob(account.id, { status: "running", attempts: 1, leaseUntil });
    // Retrying the copy would walk it to the dead-letter queue while the job still runs; if the
    // holder dies, its lease runs out and the housekeeping sweep hands the job back to the queue.
    const result = await deliver("full-house-jobs", jobId, 2);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toHaveLength(0);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: "running", attempts: 1, leaseUntil });
  });

  it("never fails a job from the dead-letter queue while a delivery still holds it", async () => {
    const account = await createAccount(services, { email: uniqueEmail("dlq-held"), plan: "pro" });
    const jobId = crypto.randomUUID();
    await spend({ db, env }, { accountId: account.id, meter: "images", amount: 2, ref: jobId });
    await insertJob(account.id, {
      id: jobId,
      status: "running",
      attempts: 1,
      leaseUntil: new Date(Date.now() + 60_000),
      chargeMeter: "images",
      chargeAmount: 2,
    });
    await deliver("full-house-jobs-dlq", jobId);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.status).toBe("running");
    expect((await getBalance(services, account.id, "images"))?.used).toBe(2);
  });

  it("gives back what a job charged while it ran (a quiz's fact checks) when it is failed", async () => {
    const account = await createAccount(services, { email: uniqueEmail("dlq-checks"), plan: "pro" });
    const before = (await getBalance(services, account.id, "fact_checks"))?.used ?? 0;
    const jobId = await insertJob(account.id, { kind: "quiz-generation", status: "running", attempts: 4 });
    for (const [ref, amount] of [
      ["batch-1", 12],
      ["batch-2", 8],
    ] as const) {
      await spend(
        { db, env },
        { accountId: account.id, meter: "fact_checks", amount, ref: `${jobId}:${ref}` },
      );
    }
    // Another job's charge with a ref that merely looks alike is not touched.
    await spend(
      { db, env },
      { accountId: account.id, meter: "fact_checks", amount: 3, ref: `x${jobId}:batch-1` },
    );
    expect((await getBalance(services, account.id, "fact_checks"))?.used).toBe(before + 23);

    await deliver("full-house-jobs-dlq", jobId);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: "failed", error: DEAD_LETTER_MESSAGE });
    expect((await getBalance(services, account.id, "fact_checks"))?.used).toBe(before + 3);

    // Failing it again gives nothing back twice.
    await deliver("full-house-jobs-dlq", jobId);
    expect((await getBalance(services, account.id, "fact_checks"))?.used).toBe(before + 3);
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
        oneAtATime: { conflict: "One at a time, please." },
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

/** Runs the every-minute Cron Trigger as Cloudflare (or `npm start`) would. */
async function runRecoveryCron() {
  const controller = createScheduledController({ scheduledTime: new Date(), cron: "* * * * *" });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

async function jobRow(jobId: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return row!;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("a crash never strands a job", () => {
  it("delivers a queued job whose queue message was lost (a restart empties the local queue)", async () => {
    const account = await createAccount(services, { email: uniqueEmail("lost-message") });
    const jobId = await insertJob(account.id, { createdAt: minutesAgo(2), updatedAt: minutesAgo(2) });

    await runRecoveryCron();
    const done = await eventually(async () => {
      const row = await jobRow(jobId);
      return row.status === "succeeded" ? row : undefined;
    });
    expect(done).toMatchObject({ progress: 100, result: { downloadUrl: `/api/account/exports/${jobId}` } });
  });

  it("finishes an image job whose consumer died mid-run, and charges it once", async () => {
    const { account, cookie } = await signedInAccount("pro");
    const jobId = crypto.randomUUID();
    // What a SIGKILL a second after `POST /api/generate-images` leaves: charged, running at 5 %, the
    // lease of the dead delivery left to run out.
    await spend({ db, env }, { accountId: account.id, meter: "images", amount: 2, ref: jobId });
    await insertJob(account.id, {
      id: jobId,
      kind: IMAGE_JOB_KIND,
      input: {
        request: {
          userInput: "Quiz night this Thursday at 8pm",
          contentType: "quiz",
          platform: "facebook",
          style: "vintage",
          imageSize: "poster",
          textOverlay: null,
          generateMultiple: true,
        },
        pubName: "The Crown",
      },
      status: "running",
      progress: 5,
      attempts: 1,
      leaseUntil: new Date(Date.now() - 1000),
      chargeMeter: "images",
      chargeAmount: 2,
      createdAt: minutesAgo(2),
      updatedAt: minutesAgo(2),
    });

    await runRecoveryCron();
    const done = await eventually(async () => {
      const job = await (await call(`/api/jobs/${jobId}`, { cookie })).json<Json>();
      return job.status === "succeeded" || job.status === "failed" ? job : undefined;
    }, 45_000);
    expect(done.status, done.error).toBe("succeeded");
    expect(done.result.images).toHaveLength(2);
    expect(await db.select().from(images).where(eq(images.jobId, jobId))).toHaveLength(2);
    expect((await getBalance(services, account.id, "images"))?.used).toBe(2);
    const ledger = await db.select().from(usageLedger).where(eq(usageLedger.ref, jobId));
    expect(ledger.map((entry) => entry.amount)).toEqual([2]);
    expect((await jobRow(jobId)).attempts).toBe(2);
    // Two posters rendered in workerd (satori + resvg): on a busy shared machine that alone can take
    // most of the default 20 s.
  }, 60_000);

  it("fails a job that has used its deliveries, with a clear message and one refund", async () => {
    const account = await createAccount(services, { email: uniqueEmail("worn-out"), plan: "pro" });
    const jobId = crypto.randomUUID();
    await spend({ db, env }, { accountId: account.id, meter: "images", amount: 1, ref: jobId });
    await insertJob(account.id, {
      id: jobId,
      status: "running",
      attempts: MAX_DELIVERIES,
      leaseUntil: new Date(Date.now() - 1000),
      chargeMeter: "images",
      chargeAmount: 1,
    });

    await runRecoveryCron();
    expect(await jobRow(jobId)).toMatchObject({ status: "failed", error: ABANDONED_MESSAGE });
    expect((await getBalance(services, account.id, "images"))?.used).toBe(0);
    await runRecoveryCron();
    expect((await getBalance(services, account.id, "images"))?.used).toBe(0);
  });

  it("counts lost messages as deliveries, so a job that can never be delivered ends refunded", async () => {
    const account = await createAccount(services, { email: uniqueEmail("never-delivered") });
    const jobId = await insertJob(account.id, {
      attempts: MAX_DELIVERIES - 1,
      updatedAt: new Date(Date.now() - QUEUE_GRACE_MS - 1000),
    });
    const app = createAppContext(env, () => {});
    expect((await recoverOrphanedJobs(app)).failed).toBeGreaterThanOrEqual(1);
    expect(await jobRow(jobId)).toMatchObject({ status: "failed", error: ABANDONED_MESSAGE });
  });

  it("leaves alone what is still alive: a fresh queued job, a held lease, a retry on its way", async () => {
    const account = await createAccount(services, { email: uniqueEmail("alive") });
    const queued = await insertJob(account.id, { updatedAt: new Date() });
    const held = await insertJob(account.id, {
      status: "running",
      attempts: 1,
      leaseUntil: new Date(Date.now() + LEASE_MS),
      updatedAt: minutesAgo(3),
    });
    const retrying = await insertJob(account.id, { status: "running", attempts: 1, updatedAt: new Date() });
    const before = await Promise.all([queued, held, retrying].map(jobRow));

    await recoverOrphanedJobs(createAppContext(env, () => {}));
    expect(await Promise.all([queued, held, retrying].map(jobRow))).toEqual(before);
  });

  it("renews the lease while slow work runs, so the sweep never takes a live job", async () => {
    const account = await createAccount(services, { email: uniqueEmail("slow") });
    const jobId = await insertJob(account.id, { kind: "slow-work" });
    const app = createAppContext(env, () => {});
    let leaseSeenMidway: Date | null = null;
    const slow: JobHandler = {
      kind: "slow-work",
      input: { safeParse: (value: unknown) => ({ success: true, data: value }) } as JobHandler["input"],
      async run() {
        // Four lease lengths: without renewal the lease would have run out three times over.
        await new Promise((resolve) => setTimeout(resolve, 800));
        expect((await recoverOrphanedJobs(app)).requeued).toBe(0);
        leaseSeenMidway = (await jobRow(jobId)).leaseUntil;
        return { ok: true };
      },
    };
    const outcome = await deliverJob(app, new Map([["slow-work", slow]]), jobId, {
      leaseMs: 200,
      renewEveryMs: 50,
    });
    expect(outcome).toBe("done");
    expect(leaseSeenMidway!.getTime()).toBeGreaterThan(Date.now() - 200);
    expect(await jobRow(jobId)).toMatchObject({ status: "succeeded", attempts: 1, leaseUntil: null });
  });

  it("lets only the delivery that holds the job record its result", async () => {
    const account = await createAccount(services, { email: uniqueEmail("overtaken") });
    const jobId = await insertJob(account.id, { kind: "overtaken-work" });
    const app = createAppContext(env, () => {});
    const overtaken: JobHandler = {
      kind: "overtaken-work",
      input: { safeParse: (value: unknown) => ({ success: true, data: value }) } as JobHandler["input"],
      async run() {
        // Meanwhile this delivery was taken for dead and a second one claimed the job.
        await db
          .update(jobs)
          .set({ attempts: 2, leaseUntil: new Date(Date.now() + LEASE_MS) })
          .where(eq(jobs.id, jobId));
        return { from: "the first delivery" };
      },
    };
    expect(await deliverJob(app, new Map([["overtaken-work", overtaken]]), jobId)).toBe("done");
    expect(await jobRow(jobId)).toMatchObject({ status: "running", attempts: 2, result: null });
  });
});
