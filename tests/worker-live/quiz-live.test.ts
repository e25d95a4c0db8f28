import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { normaliseText as normalise } from "~/lib/quiz/question-rules";
import { createAccount } from "~/server/auth/accounts.server";
import { createSession } from "~/server/auth/session.server";
import { getBalance, spend } from "~/server/billing/metering.server";
import { createAppContext } from "~/server/context.server";
import { call, eventually, type Json, services, uniqueEmail } from "../worker/helpers";

const fake = env.FAKE_URL!;
const TODAY = new Date().toISOString().slice(0, 10);

async function liveAccount(plan: "trial" | "starter" | "pro") {
  const account = await createAccount(services, { email: uniqueEmail(plan), plan });
  const ctx = createAppContext(env, () => {});
  const setCookie = await createSession(ctx, account.id);
  return { account, cookie: setCookie.split(";")[0]! };
}

async function openAiRequests() {
  const all = await (await fetch(`${fake}/__control/requests?service=openai`)).json<Json[]>();
  return all.map((request) => ({ ...request, json: JSON.parse(request.body || "{}") }));
}

// A ten-question general-knowledge quiz: one round the fake "model" writes and then fact-checks.
const SMALL_QUIZ = {
  title: "Live quiz",
  quizDate: TODAY,
  totalQuestions: 10,
  categories: {
    local: 0,
    sports: 0,
    currentEvents: 0,
    entertainment: 0,
    music: 0,
    generalKnowledge: 100,
    pictureRound: false,
  },
  excludeTopics: ["football"],
};

async function runJob(cookie: string, jobId: string) {
  // The first job in a fresh test pool also compiles the question bank and its town data.
  return eventually(async () => {
    const status = await (await call(`/api/jobs/${jobId}`, { cookie })).json<Json>();
    return status.status === "succeeded" || status.status === "failed" ? status : undefined;
  }, 40_000);
}

describe("quiz generation in live mode (OpenAI writer + fact-check pass through the fake)", () => {
  it("writes questions with sources, fact-checks each one and rejects the wrong answer", async () => {
    const { cookie, account } = await liveAccount("pro");
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
    const started = await call("/api/quiz/generate", { method: "POST", cookie, json: SMALL_QUIZ });
    expect(started.status).toBe(202);
    const { jobId } = await started.json<Json>();
    const job = await runJob(cookie, jobId);
    expect(job.status).toBe("succeeded");
    const quiz = job.result;

    expect(quiz.generator).toMatch(/^OpenAI .* with fact checks$/);
    expect(quiz.totalQuestions).toBe(10);
    // The planted wrong answer (Toronto as Canada's capital) never reaches the quiz.
    expect(quiz.questions.map((q: Json) => q.question)).not.toContain("Which city is the capital of Canada?");
    expect(quiz.questions.flatMap((q: Json) => q.options)).not.toContain("Toronto");
    // Exclusions are filtered in code by tags, even when the model ignores them.
    for (const question of quiz.questions) expect(question.tags).not.toContain("football");
    expect(quiz.questions.map((q: Json) => q.question)).not.toContain("Which river flows through Leeds?");
    for (const question of quiz.questions) {
      expect(question.options.filter((o: string) => o === question.answer)).toHaveLength(1);
      expect(question.sources.length).toBeGreaterThan(0);
      // Sources a person can open, and "verified" only for what a check run for this quiz confirmed.
      for (const source of question.sources) expect(source.url).toMatch(/^https:\/\//);
      expect(question.provenance, `${question.question} ${JSON.stringify(quiz.factChecks)}`).toBe(
        "fact-checked",
      );
    }
    expect(quiz.verifiedCount).toBe(10);
    expect(quiz.factChecks).toMatchObject({ mode: "live", passed: 10, allowanceExhausted: false });
    // The model's aliases reach the quiz, less any that would accept a wrong option.
    const hexagon = quiz.questions.find((q: Json) => q.question === "How many sides does a hexagon have?");
    if (hexagon) expect(hexagon.aliases).toEqual(["Six"]);
    // Year-ambiguous wording never reaches the quiz, nor costs a fact check.
    expect(quiz.questions.map((q: Json) => q.question)).not.toContain(
      "Which film won Best Picture at the 2015 Academy Awards?",
    );

    const requests = await openAiRequests();
    const writes = requests.filter((r) => r.json.response_format?.json_schema?.name === "pub_quiz_questions");
    const checks = requests.filter((r) => r.json.response_format?.json_schema?.name === "quiz_fact_check");
    expect(writes.length).toBeGreaterThan(0);
    expect(checks.length).toBe(writes.length);
    expect(writes[0]!.headers.authorization).toBe("Bearer sk-test-key");
    expect(writes[0]!.json.messages[1].content).toContain("Excluded topics (never ask about them): football");
    // Every question sent to the checker was numbered with its stated answer.
    expect(checks[0]!.json.messages[1].content).toMatch(/^1\. .+\nOptions: .+\nStated answer: .+/);
    for (const check of checks) expect(check.json.messages[1].content).not.toContain("2015 Academy Awards");
    // The writer is asked for aliases and sources with addresses.
    expect(JSON.stringify(writes[0]!.json.response_format.json_schema.schema)).toContain("aliases");

    // Metered as it ran: one fact check per question sent to the checker, the planted wrong one too.
    expect(quiz.factChecks.ran).toBeGreaterThanOrEqual(10);
    expect((await getBalance(services, account.id, "fact_checks"))?.used).toBe(quiz.factChecks.ran);
  }, 60_000);

  it("takes the rest from the curated bank when the plan's fact checks run out, and says so", async () => {
    const { cookie, account } = await liveAccount("starter");
    // Most of Starter's 85 checks already used this month: 10 left, one round's worth.
    await spend(
      { ...services, env },
      { accountId: account.id, meter: "fact_checks", amount: 75, ref: "earlier-quizzes" },
    );
    const big = await call("/api/quiz/generate", {
      method: "POST",
      cookie,
      json: { ...SMALL_QUIZ, totalQuestions: 40, categories: { ...SMALL_QUIZ.categories } },
    });
    expect(big.status).toBe(202);
    // One quiz at a time: while the first is running, a second is refused outright.
    const meanwhile = await call("/api/quiz/generate", { method: "POST", cookie, json: SMALL_QUIZ });
    expect(meanwhile.status).toBe(409);
    const first = await runJob(cookie, (await big.json<Json>()).jobId);
    expect(first.status, first.error).toBe("succeeded");
    const quiz = first.result;
    expect(quiz.totalQuestions).toBe(40);
    expect(quiz.factChecks).toMatchObject({ mode: "live", allowanceExhausted: true });
    // Starter's 85 fact checks are never overspent; each checked question says so, the rest say bank.
    const used = (await getBalance(services, account.id, "fact_checks"))?.used ?? 0;
    expect(used).toBe(75 + quiz.factChecks.ran);
    expect(used).toBeLessThanOrEqual(85);
    const checked = quiz.questions.filter((q: Json) => q.provenance === "fact-checked");
    expect(quiz.verifiedCount).toBe(checked.length);
    expect(checked.length).toBeGreaterThan(0);
    expect(quiz.questions.filter((q: Json) => q.provenance === "curated-bank").length).toBe(
      40 - checked.length,
    );

    // With nothing left to check, the next quiz still comes, from the curated bank, and says so.
    const second = await call("/api/quiz/generate", {
      method: "POST",
      cookie,
      json: { ...SMALL_QUIZ, title: "No checks left" },
    });
    expect(second.status).toBe(202);
    const next = await runJob(cookie, (await second.json<Json>()).jobId);
    expect(next.status, next.error).toBe("succeeded");
    expect(next.result.verifiedCount).toBe(0);
    expect(next.result.factChecks.allowanceExhausted).toBe(true);
    for (const q of next.result.questions) expect(q.provenance).toBe("curated-bank");
  });

  it("refunds the checks of a quiz that fails", async () => {
    const { cookie: proCookie, account: pro } = await liveAccount("pro");
    // The SDK tries twice (one retry); both attempts meet the API's own 500.
    for (let i = 0; i < 2; i++) {
      await fetch(`${fake}/__control/openai/next-answer`, {
        method: "POST",
        body: JSON.stringify({ endpoint: "chat", answer: "server_error" }),
      });
    }
    const failing = await call("/api/quiz/generate", { method: "POST", cookie: proCookie, json: SMALL_QUIZ });
    const failed = await runJob(proCookie, (await failing.json<Json>()).jobId);
    await fetch(`${fake}/__control/openai/next-answer`, { method: "DELETE" });
    expect(failed.status).toBe("failed");
    expect(failed.error).toContain("nothing was charged");
    expect((await getBalance(services, pro.id, "fact_checks"))?.used).toBe(0);
  });

  it("charges the fact checks of one quiz when four starts race, and refunds none twice", async () => {
    const { cookie, account } = await liveAccount("pro");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call("/api/quiz/generate", { method: "POST", cookie, json: SMALL_QUIZ }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409, 409, 409]);
    const started = answers.find((answer) => answer.status === 202)!;
    const job = await runJob(cookie, (await started.json<Json>()).jobId);
    expect(job.status).toBe("succeeded");
    expect((await getBalance(services, account.id, "fact_checks"))?.used).toBe(job.result.factChecks.ran);
  });

  it("never repeats a question of the pub's earlier quizzes, even when the model does", async () => {
    const { cookie } = await liveAccount("pro");
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
    const first = await runJob(
      cookie,
      (await (await call("/api/quiz/generate", { method: "POST", cookie, json: SMALL_QUIZ })).json<Json>())
        .jobId,
    );
    expect(first.status).toBe("succeeded");
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
    // The fake model only knows a small almanac and repeats itself: the code must catch it.
    const second = await runJob(
      cookie,
      (
        await (
          await call("/api/quiz/generate", {
            method: "POST",
            cookie,
            json: { ...SMALL_QUIZ, title: "Week two" },
          })
        ).json<Json>()
      ).jobId,
    );
    expect(second.status).toBe("succeeded");
    const before = new Set(first.result.questions.map((q: Json) => normalise(q.question)));
    expect(second.result.questions).toHaveLength(10);
    for (const question of second.result.questions) {
      expect(before.has(normalise(question.question)), question.question).toBe(false);
    }
    // The writer was told what to avoid: last week's questions are in its prompt.
    const writes = (await openAiRequests()).filter(
      (r) => r.json.response_format?.json_schema?.name === "pub_quiz_questions",
    );
    const prompt = writes[0]!.json.messages[1].content as string;
    expect(prompt).toContain("Do not repeat these questions:");
    // (in their normalised wording, the form the pub's memory keeps)
    expect(first.result.questions.some((q: Json) => prompt.includes(normalise(q.question)))).toBe(true);
  });

  it("fills what the fact checker will not confirm from the bank, exactly to each round's size", async () => {
    const { cookie } = await liveAccount("pro");
    await fetch(`${fake}/__control/openai/quiz-checker`, {
      method: "POST",
      body: JSON.stringify({ confirmAtMost: 1 }),
    });
    try {
      const started = await call("/api/quiz/generate", {
        method: "POST",
        cookie,
        json: {
          ...SMALL_QUIZ,
          title: "Strict checker",
          totalQuestions: 24,
          categories: { ...SMALL_QUIZ.categories, generalKnowledge: 50, music: 50, pictureRound: true },
        },
      });
      const job = await runJob(cookie, (await started.json<Json>()).jobId);
      expect(job.status, job.error).toBe("succeeded");
      const quiz = job.result;
      expect(quiz.totalQuestions).toBe(24);
      const perRound = new Map<string, number>();
      for (const q of quiz.questions) perRound.set(q.roundName, (perRound.get(q.roundName) ?? 0) + 1);
      // Picture round 5, then the 19 left split 50:50 (the odd one to music, listed first on the form).
      expect(Object.fromEntries(perRound)).toEqual({ "General Knowledge": 9, "Picture Round": 5, Music: 10 });
      // Mostly from the bank now, and nothing twice: not a bank key, not a wording.
      const keys = quiz.questions.map((q: Json) => q.sourceKey).filter((k: string) => k !== "ai");
      expect(keys.length).toBeGreaterThan(12);
      expect(new Set(keys).size).toBe(keys.length);
      const worded = quiz.questions
        .filter((q: Json) => q.category !== "picture")
        .map((q: Json) => q.question);
      expect(new Set(worded).size).toBe(worded.length);
      expect(new Set(quiz.questions.map((q: Json) => q.id)).size).toBe(24);
    } finally {
      await fetch(`${fake}/__control/openai/quiz-checker`, {
        method: "POST",
        body: JSON.stringify({ confirmAtMost: null }),
      });
    }
  });
});
