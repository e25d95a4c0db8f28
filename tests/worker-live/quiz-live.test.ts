import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { normaliseText as normalise } from "~/lib/quiz/question-rules";
import { createAccount } from "~/server/auth/accounts.server";
import { createSession } from "~/server/auth/session.server";
import { getBalance } from "~/server/billing/metering.server";
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
  return eventually(async () => {
    const status = await (await call(`/api/jobs/${jobId}`, { cookie })).json<Json>();
    return status.status === "succeeded" || status.status === "failed" ? status : undefined;
  }, 15_000);
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
    }
    expect(quiz.verifiedCount).toBe(10);

    const requests = await openAiRequests();
    const writes = requests.filter((r) => r.json.response_format?.json_schema?.name === "pub_quiz_questions");
    const checks = requests.filter((r) => r.json.response_format?.json_schema?.name === "quiz_fact_check");
    expect(writes.length).toBeGreaterThan(0);
    expect(checks.length).toBe(writes.length);
    expect(writes[0]!.headers.authorization).toBe("Bearer sk-test-key");
    expect(writes[0]!.json.messages[1].content).toContain("Excluded topics (never ask about them): football");
    // Every question sent to the checker was numbered with its stated answer.
    expect(checks[0]!.json.messages[1].content).toMatch(/^1\. .+\nOptions: .+\nStated answer: .+/);

    // One fact check per written question, from the plan's allowance.
    expect((await getBalance(services, account.id, "fact_checks"))?.used).toBe(10);
  });

  it("refuses a quiz the plan's fact checks cannot cover, and refunds a failed one", async () => {
    const { cookie } = await liveAccount("starter");
    const tooBig = await call("/api/quiz/generate", {
      method: "POST",
      cookie,
      json: { ...SMALL_QUIZ, totalQuestions: 80, categories: { ...SMALL_QUIZ.categories } },
    });
    expect(tooBig.status).toBe(202);
    // One quiz at a time: while the first is running, a second is refused outright.
    const meanwhile = await call("/api/quiz/generate", { method: "POST", cookie, json: SMALL_QUIZ });
    expect(meanwhile.status).toBe(409);
    await runJob(cookie, (await tooBig.json<Json>()).jobId);
    const second = await call("/api/quiz/generate", {
      method: "POST",
      cookie,
      json: { ...SMALL_QUIZ, totalQuestions: 10 },
    });
    expect(second.status).toBe(402);
    expect((await second.json<Json>()).error.code).toBe("allowance_exhausted");

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
    expect((await runJob(cookie, (await started.json<Json>()).jobId)).status).toBe("succeeded");
    expect((await getBalance(services, account.id, "fact_checks"))?.used).toBe(10);
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
