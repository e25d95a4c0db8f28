import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quizGenerationRequestSchema } from "~/lib/contract/quiz";
import { buildRoundPlan } from "~/lib/quiz/round-plan";
import { createAppContext } from "~/server/context.server";
import { accounts, drafts, jobs, usageLedger } from "~/server/db/schema.server";
import { SUPERSEDED_MESSAGE } from "~/server/jobs/jobs.server";
import type { FixturesProvider } from "~/server/providers/fixtures/types";
import {
  QUIZ_GENERATION_JOB,
  QUIZ_IN_PROGRESS,
  quizAllowed,
  quizGenerationJob,
} from "~/server/quiz/generate.server";
import { refreshFixtures } from "~/server/sports/fixture-store.server";
import { call, db, eventually, type Json, signedInAccount } from "./helpers";

const TODAY = new Date().toISOString().slice(0, 10);
const app = () => createAppContext(env, () => {});

async function waitForJob(cookie: string, jobId: string) {
  return eventually(async () => {
    const status = await (await call(`/api/jobs/${jobId}`, { cookie })).json<Json>();
    return status.status === "succeeded" || status.status === "failed" ? status : undefined;
  }, 15_000);
}

async function generate(cookie: string, body: Record<string, unknown>) {
  const started = await call("/api/quiz/generate", { method: "POST", cookie, json: body });
  expect(started.status, await started.clone().text()).toBe(202);
  const { jobId } = await started.json<Json>();
  const job = await waitForJob(cookie, jobId);
  expect(job.error).toBeUndefined();
  return { jobId: jobId as string, quiz: job.result as Json };
}

const countBy = (quiz: Json) => {
  const counts: Record<string, number> = {};
  for (const q of quiz.questions) counts[q.category] = (counts[q.category] ?? 0) + 1;
  return counts;
};

describe("the content mix the page sends", () => {
  it("gives each category its share by the sliders, in rounds of five or more, each round one category", async () => {
    const { cookie } = await signedInAccount("pro");
    // Exactly the page's default body (sliders, picture round, localContentWeight = local / 100), with
    // the pub's area filled in.
    const mix = {
      local: 80,
      sports: 60,
      currentEvents: 40,
      entertainment: 50,
      music: 60,
      generalKnowledge: 70,
    };
    const body = {
      title: "Quiz Night - Thursday 26 November",
      quizDate: TODAY,
      expectedCrowd: 45,
      difficulty: 5,
      totalQuestions: 40,
      localArea: "Leeds",
      categories: { ...mix, pictureRound: true },
      customRounds: [],
      excludeTopics: [],
      includeTeamNames: true,
      createSocialTeasers: true,
      generateTiebreakers: false,
      tiebreakerCount: 5,
      pubProfileId: 1,
      localContentWeight: 0.8,
    };
    const { quiz } = await generate(cookie, body);
    const counts = countBy(quiz);
    // The plan every source shares: 8 pictures, and the 32 mix questions by weight with Current
    // Events' 3.6 too small for a round, so its share goes to the others.
    const planned = buildRoundPlan(quizGenerationRequestSchema.parse(body));
    for (const category of [...Object.keys(mix), "picture"]) {
      const expected = planned
        .filter((r) => r.category === category)
        .reduce((sum, r) => sum + r.questionCount, 0);
      expect(counts[category] ?? 0, category).toBe(expected);
    }
    expect(counts.picture).toBe(8);
    expect(counts.local).toBe(8);
    const rounds = new Map<string, Json[]>();
    for (const q of quiz.questions) rounds.set(q.roundName, [...(rounds.get(q.roundName) ?? []), q]);
    for (const [name, questions] of rounds) {
      expect(questions.length, name).toBeGreaterThanOrEqual(5);
      expect(new Set(questions.map((q) => q.category)).size, name).toBe(1);
    }
    expect([...rounds.keys()]).toContain("Local: Leeds & West Yorkshire");
    expect(quiz.questions).toHaveLength(40);
  });
});

describe("who the page and the API let generate", () => {
  it("uses one rule: a paid plan that is active or past due (in grace), admins by role", async () => {
    const cases: Array<[Partial<Parameters<typeof quizAllowed>[0]>, boolean]> = [
      [{ currentPlan: "starter", subscriptionStatus: "active" }, true],
      [{ currentPlan: "pro", subscriptionStatus: "past_due" }, true],
      [{ currentPlan: "pro", subscriptionStatus: "cancelled" }, false],
      [{ currentPlan: "trial", subscriptionStatus: "active" }, false],
      [{ currentPlan: "trial", subscriptionStatus: "cancelled", role: "admin" }, true],
    ];
    for (const [account, allowed] of cases) {
      expect(
        quizAllowed({ role: "user", ...account } as Parameters<typeof quizAllowed>[0]),
        JSON.stringify(account),
      ).toBe(allowed);
    }
    // The page's loader asks quizAllowed too; a past-due account is let through by the API.
    const { cookie, account } = await signedInAccount("pro");
    await db.update(accounts).set({ subscriptionStatus: "past_due" }).where(eq(accounts.id, account.id));
    const started = await call("/api/quiz/generate", {
      method: "POST",
      cookie,
      json: { title: "Grace", quizDate: TODAY },
    });
    expect(started.status).toBe(202);
    await waitForJob(cookie, (await started.json<Json>()).jobId);
  });
});

describe("one quiz generation at a time per account", () => {
  it("refuses a second generation while one is queued or running, and allows it after", async () => {
    const { cookie, account } = await signedInAccount("pro");
    const now = new Date();
    const busyId = crypto.randomUUID();
    await db.insert(jobs).values({
      id: busyId,
      accountId: account.id,
      kind: QUIZ_GENERATION_JOB,
      status: "running",
      input: {},
      createdAt: now,
      updatedAt: now,
    });
    const refused = await call("/api/quiz/generate", {
      method: "POST",
      cookie,
      json: { title: "Second quiz", quizDate: TODAY },
    });
    expect(refused.status).toBe(409);
    expect((await refused.json<Json>()).error).toEqual({
      code: "conflict",
      message:
        "A quiz is already being generated for your pub. Wait for it to finish, then start the next one.",
    });

    await db.update(jobs).set({ status: "succeeded" }).where(eq(jobs.id, busyId));
    const { quiz } = await generate(cookie, { title: "Second quiz", quizDate: TODAY });
    expect(quiz.totalQuestions).toBe(40);
  });
});

describe("a quiz job that died in a crash", () => {
  it("does not block the next quiz: the new one starts and the dead one is closed and refunded", async () => {
    const { cookie, account } = await signedInAccount("pro");
    const longAgo = new Date(Date.now() - 2 * 60_000);
    const deadId = crypto.randomUUID();
    const lostId = crypto.randomUUID();
    // One died mid-run (its lease ran out), one never got its queue message (a restart lost it).
    await db.insert(jobs).values([
      {
        id: deadId,
        accountId: account.id,
        kind: QUIZ_GENERATION_JOB,
        status: "running",
        progress: 15,
        attempts: 1,
        leaseUntil: new Date(Date.now() - 1000),
        input: {},
        createdAt: longAgo,
        updatedAt: longAgo,
      },
      {
        id: lostId,
        accountId: account.id,
        kind: QUIZ_GENERATION_JOB,
        input: {},
        createdAt: longAgo,
        updatedAt: longAgo,
      },
    ]);

    const { quiz } = await generate(cookie, { title: "After the crash", quizDate: TODAY });
    expect(quiz.totalQuestions).toBe(40);
    const dead = await db.select().from(jobs).where(eq(jobs.accountId, account.id));
    for (const id of [deadId, lostId]) {
      expect(dead.find((job) => job.id === id)).toMatchObject({
        status: "failed",
        error: SUPERSEDED_MESSAGE,
      });
    }
  });
});

describe("starts that race each other", () => {
  // The guard refuses a start only while the account's quiz job is queued or running; the built-in job
  // can finish in ~300 ms, so a request that lands after it finished is rightly accepted. What must
  // hold whatever the timing: no two quiz jobs of the account ever run at once, every accepted start
  // gets exactly one quiz, every refusal is the "wait" conflict, and no fact check is charged twice.
  it("never runs two quizzes at once when six arrive together; the others are told to wait", async () => {
    const { cookie, account } = await signedInAccount("pro");
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call("/api/quiz/generate", {
          method: "POST",
          cookie,
          json: { title: `Race ${i}`, quizDate: TODAY },
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 202);
    const refused = answers.filter((answer) => answer.status !== 202);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect((await answer.json<Json>()).error.message).toBe(QUIZ_IN_PROGRESS);
    }
    const jobIds = await Promise.all(
      accepted.map(async (answer) => (await answer.json<Json>()).jobId as string),
    );
    const results = [];
    for (const jobId of jobIds) results.push(await waitForJob(cookie, jobId));
    for (const result of results) expect(result.status).toBe("succeeded");
    // One quiz per accepted start, each its own.
    const quizIds = results.map((result) => result.result.id);
    expect(new Set(quizIds).size).toBe(jobIds.length);

    const quizJobs = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.accountId, account.id), eq(jobs.kind, QUIZ_GENERATION_JOB)))
      .orderBy(jobs.createdAt);
    expect(quizJobs.map((job) => job.id).sort()).toEqual([...jobIds].sort());
    // Each later job was created only after the one before it had finished (updatedAt of a finished
    // job is its finishing instant): never two at once.
    for (let i = 1; i < quizJobs.length; i++) {
      expect(quizJobs[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(quizJobs[i - 1]!.updatedAt.getTime());
    }
    // Fact checks are charged under the job's own refs, once each (refunds would show a failure).
    const ledger = await db.select().from(usageLedger).where(eq(usageLedger.accountId, account.id));
    const spends = ledger.filter((row) => row.meter === "fact_checks" && row.kind === "spend");
    expect(new Set(spends.map((row) => row.ref)).size).toBe(spends.length);
    for (const row of spends) expect(jobIds.some((jobId) => row.ref.startsWith(`${jobId}:`))).toBe(true);
    expect(ledger.filter((row) => row.kind === "refund")).toEqual([]);
  });
});

describe("a redelivered generation job", () => {
  it("writes the teaser drafts once, even when the first delivery stopped after the quiz insert", async () => {
    const { cookie, account } = await signedInAccount("pro");
    const { jobId, quiz } = await generate(cookie, { title: "Teaser night", quizDate: TODAY });
    const teasersOf = () =>
      db
        .select()
        .from(drafts)
        .where(and(eq(drafts.accountId, account.id), eq(drafts.contentType, "quiz")));
    expect(await teasersOf()).toHaveLength(quiz.socialTeasers.length);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    const rerun = () =>
      quizGenerationJob.run(app(), {
        id: jobId,
        accountId: account.id,
        input: quizGenerationJob.input.parse(row?.input),
        progress: async () => {},
      });

    const again = await rerun();
    expect(again.id).toBe(quiz.id);
    expect(await teasersOf()).toHaveLength(quiz.socialTeasers.length);

    // The first delivery wrote the quiz and stopped before the teasers.
    await db.delete(drafts).where(and(eq(drafts.accountId, account.id), eq(drafts.contentType, "quiz")));
    await rerun();
    const teasers = await teasersOf();
    expect(teasers.map((t) => t.content).sort()).toEqual([...quiz.socialTeasers].sort());
  });
});

describe("match rounds", () => {
  it("builds each match round on its own fixture, and keeps working after the fixtures have gone", async () => {
    expect((await refreshFixtures(app())).ok).toBe(true);
    const { cookie, account } = await signedInAccount("pro");
    const listed = await (
      await call("/api/sports/upcoming-fixtures?filter=all&sport=football", { cookie })
    ).json<Json>();
    const [first, second] = listed.fixtures.filter(
      (f: Json, i: number, all: Json[]) =>
        all.findIndex((o: Json) =>
          [o.homeTeam, o.awayTeam].some((t) => [f.homeTeam, f.awayTeam].includes(t)),
        ) === i,
    );
    expect(first && second).toBeTruthy();

    const { jobId, quiz } = await generate(cookie, {
      title: "Super Sunday",
      quizDate: TODAY,
      totalQuestions: 30,
      customRounds: [
        { name: "First match", category: "sports", questionCount: 6, fixtureId: first.id },
        {
          name: "Second match",
          category: "sports",
          questionCount: 6,
          fixtureId: second.id,
          // A client cannot choose the match a round is about: the server resolves the fixture.
          match: {
            homeTeam: "Nobody FC",
            awayTeam: "Nowhere",
            sport: "football",
            competition: "X",
            kickOff: "",
          },
        },
      ],
    });
    const about = (fixture: Json, q: Json) =>
      [fixture.homeTeam, fixture.awayTeam].some((team: string) => `${q.question} ${q.answer}`.includes(team));
    const roundOf = (name: string) => quiz.questions.filter((q: Json) => q.roundName === name);
    expect(roundOf("First match").filter((q: Json) => about(first, q)).length).toBeGreaterThanOrEqual(2);
    expect(roundOf("Second match").filter((q: Json) => about(second, q)).length).toBeGreaterThanOrEqual(2);
    expect(roundOf("First match").some((q: Json) => about(second, q) && !about(first, q))).toBe(false);
    expect(JSON.stringify(quiz.questions)).not.toContain("Nobody FC");

    // Kick-off passes and the fixture list moves on: both fixtures leave it.
    const empty: FixturesProvider = { kind: "live", label: "Empty feed", fetchFixtures: async () => [] };
    const ctx = app();
    expect((await refreshFixtures({ ...ctx, providers: { ...ctx.providers, fixtures: empty } })).ok).toBe(
      true,
    );
    const gone = await call("/api/sports/upcoming-fixtures?filter=all", { cookie });
    expect((await gone.json<Json>()).fixtures.some((f: Json) => f.id === second.id)).toBe(false);

    const target = roundOf("Second match")[0];
    const regenerated = await call(`/api/quiz/${quiz.id}/regenerate-question/${target.id}`, {
      method: "POST",
      cookie,
    });
    expect(regenerated.status, await regenerated.clone().text()).toBe(200);
    const { question } = await regenerated.json<Json>();
    expect(question.roundName).toBe("Second match");
    expect(question.category).toBe("sports");

    // A redelivered job rebuilds the same quiz from the stored request, without the fixture list.
    const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    const again = await quizGenerationJob.run(app(), {
      id: jobId,
      accountId: account.id,
      input: quizGenerationJob.input.parse(row?.input),
      progress: async () => {},
    });
    expect(again.id).toBe(quiz.id);

    // …and a fresh quiz asking for a fixture that has gone is a clear 404.
    const stale = await call("/api/quiz/generate", {
      method: "POST",
      cookie,
      json: {
        title: "Too late",
        quizDate: TODAY,
        customRounds: [{ name: "Gone", category: "sports", questionCount: 6, fixtureId: first.id }],
      },
    });
    expect(stale.status).toBe(404);
    expect((await stale.json<Json>()).error.message).toBe("That match is no longer in the fixture list.");
    expect((await refreshFixtures(app())).ok).toBe(true);
  });
});
