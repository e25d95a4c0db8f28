#!/usr/bin/env node
/**
 * npm run smoke:live [-- --env-file production.vars]
 *
 * One cheap, read-only call per configured live service, with the production secrets, before
 * `wrangler deploy`: it proves each key works and each setting names something that exists today
 * (a model OpenAI still serves, a Stripe price in GBP, a verified sending domain). Nothing is sent,
 * charged or written. Services without their variables are listed as "not configured". Exits 1 if
 * any configured service fails. Not part of CI: it needs the network and real keys.
 */
import { readFileSync } from "node:fs";

const TIMEOUT_MS = 15_000;
const WARN_DAYS = 60;

function readEnvFile(path) {
  const vars = {};
  for (const line of readFileSync(path, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) vars[match[1]] = match[2].replace(/^(["'])(.*)\1$/, "$2");
  }
  return vars;
}

const fileFlag = process.argv.indexOf("--env-file");
const env = { ...process.env, ...(fileFlag > 0 ? readEnvFile(process.argv[fileFlag + 1]) : {}) };
const get = (name, fallback) => (env[name]?.trim() ? env[name].trim() : fallback);
const trim = (url) => url.replace(/\/$/, "");

async function getJson(url, headers = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  if (!response.ok) {
    const message = body?.error?.message ?? body?.message ?? body?.reason ?? String(text).slice(0, 120);
    throw new Error(`HTTP ${response.status}: ${message}`);
  }
  return body;
}

const isoDay = (date) => date.toISOString().slice(0, 10);

/** Each check answers a one-line detail, or throws with what went wrong. */
const checks = [
  {
    service: "OpenAI",
    needs: ["OPENAI_API_KEY"],
    check: "GET /v1/models",
    async run() {
      const base = trim(get("OPENAI_BASE_URL", "https://api.openai.com/v1"));
      const { data } = await getJson(`${base}/models`, { Authorization: `Bearer ${get("OPENAI_API_KEY")}` });
      const wanted = {
        OPENAI_IMAGE_MODEL: get("OPENAI_IMAGE_MODEL", "gpt-image-2.5-flare"),
        OPENAI_TRANSCRIBE_MODEL: get("OPENAI_TRANSCRIBE_MODEL", "gpt-transcribe"),
        ...(get("OPENAI_TEXT_BASE_URL")
          ? {}
          : get("OPENAI_TEXT_MODEL")
            ? { OPENAI_TEXT_MODEL: get("OPENAI_TEXT_MODEL") }
            : {
                OPENAI_WRITER_MODEL: get("OPENAI_WRITER_MODEL", "gpt-6-luna"),
                OPENAI_QUIZ_MODEL: get("OPENAI_QUIZ_MODEL", "gpt-6.1-sol"),
              }),
      };
      const byId = new Map(data.map((model) => [model.id, model]));
      const notes = [];
      const problems = [];
      for (const [variable, model] of Object.entries(wanted)) {
        const found = byId.get(model);
        if (!found) {
          problems.push(`${variable}=${model} is not offered`);
          continue;
        }
        const shutdown = found.shutdown_date?.slice(0, 10);
        if (!shutdown) continue;
        const days = Math.round((Date.parse(shutdown) - Date.now()) / 86_400_000);
        if (days <= 0) problems.push(`${variable}=${model} shut down on ${shutdown}`);
        else if (days <= WARN_DAYS) notes.push(`${model} shuts down ${shutdown} (${days} days)`);
      }
      if (problems.length) throw new Error(problems.join("; "));
      return `${Object.values(wanted).join(", ")} offered${notes.length ? `; WARNING ${notes.join("; ")}` : ""}`;
    },
  },
  {
    service: "Own text model",
    needs: ["OPENAI_TEXT_BASE_URL", "OPENAI_TEXT_MODEL"],
    check: "GET /models",
    async run() {
      const key = get("OPENAI_TEXT_API_KEY");
      const { data } = await getJson(
        `${trim(get("OPENAI_TEXT_BASE_URL"))}/models`,
        key ? { Authorization: `Bearer ${key}` } : {},
      );
      const model = get("OPENAI_TEXT_MODEL");
      if (!data?.some((entry) => entry.id === model)) throw new Error(`${model} is not served there`);
      return `${model} served`;
    },
  },
  {
    service: "Stripe",
    needs: [
      "STRIPE_SECRET_KEY",
      "STRIPE_PRICE_STARTER_MONTHLY",
      "STRIPE_PRICE_STARTER_ANNUAL",
      "STRIPE_PRICE_PRO_MONTHLY",
      "STRIPE_PRICE_PRO_ANNUAL",
    ],
    check: "GET /v1/prices/{id} ×4",
    async run() {
      const base = trim(get("STRIPE_API_URL", "https://api.stripe.com"));
      const headers = {
        Authorization: `Bearer ${get("STRIPE_SECRET_KEY")}`,
        "Stripe-Version": "2026-10-28.endive",
      };
      // The amounts app/lib/plans.ts charges, in pence, tax-exclusive.
      const expected = {
        STRIPE_PRICE_STARTER_MONTHLY: [1900, "month"],
        STRIPE_PRICE_STARTER_ANNUAL: [19000, "year"],
        STRIPE_PRICE_PRO_MONTHLY: [2900, "month"],
        STRIPE_PRICE_PRO_ANNUAL: [29000, "year"],
      };
      const problems = [];
      for (const [variable, [amount, interval]] of Object.entries(expected)) {
        const price = await getJson(`${base}/v1/prices/${encodeURIComponent(get(variable))}`, headers);
        if (!price.active) problems.push(`${variable} is archived`);
        if (
          price.currency !== "gbp" ||
          price.unit_amount !== amount ||
          price.recurring?.interval !== interval
        ) {
          problems.push(
            `${variable} is ${price.unit_amount} ${price.currency}/${price.recurring?.interval}, expected ${amount} gbp/${interval}`,
          );
        }
      }
      if (problems.length) throw new Error(problems.join("; "));
      const live = get("STRIPE_SECRET_KEY").startsWith("sk_live_") ? "live key" : "TEST key";
      return `4 prices match the plans (${live})`;
    },
  },
  {
    service: "E-mail (Resend)",
    needs: ["EMAIL_API_KEY", "EMAIL_FROM"],
    check: "GET /domains",
    async run() {
      const base = trim(get("EMAIL_API_URL", "https://api.resend.com"));
      const { data } = await getJson(`${base}/domains`, { Authorization: `Bearer ${get("EMAIL_API_KEY")}` });
      const domain = /@([^>\s]+)>?\s*$/.exec(get("EMAIL_FROM"))?.[1]?.toLowerCase();
      const found = data?.find((entry) => entry.name?.toLowerCase() === domain);
      if (!found) throw new Error(`EMAIL_FROM's domain ${domain} is not on this account`);
      if (found.status !== "verified") throw new Error(`${domain} is ${found.status}, not verified`);
      return `${domain} verified`;
    },
  },
  {
    service: "football-data.org",
    needs: ["FOOTBALL_DATA_TOKEN"],
    check: "GET /matches?competitions=PL",
    async run() {
      const base = trim(get("FOOTBALL_DATA_URL", "https://api.football-data.org/v4"));
      const from = new Date();
      const to = new Date(from.getTime() + 7 * 86_400_000);
      const answer = await getJson(
        `${base}/matches?competitions=PL&dateFrom=${isoDay(from)}&dateTo=${isoDay(to)}`,
        { "X-Auth-Token": get("FOOTBALL_DATA_TOKEN") },
      );
      return `${answer.matches?.length ?? 0} Premier League matches in the next 7 days`;
    },
  },
  {
    service: "TheSportsDB",
    needs: ["THESPORTSDB_KEY"],
    check: "GET eventsnextleague.php (Premiership Rugby)",
    async run() {
      const base = trim(get("THESPORTSDB_URL", "https://www.thesportsdb.com/api/v1/json"));
      const answer = await getJson(
        `${base}/${encodeURIComponent(get("THESPORTSDB_KEY"))}/eventsnextleague.php?id=4414`,
      );
      return `${answer.events?.length ?? 0} upcoming events`;
    },
  },
  {
    service: "Open-Meteo",
    needs: ["OPEN_METEO_API_KEY"],
    check: "GET /forecast (London, 1 day)",
    async run() {
      const base = trim(get("OPEN_METEO_URL", "https://customer-api.open-meteo.com/v1"));
      const answer = await getJson(
        `${base}/forecast?latitude=51.51&longitude=-0.13&daily=weather_code,temperature_2m_max&timezone=Europe%2FLondon&forecast_days=1&apikey=${encodeURIComponent(get("OPEN_METEO_API_KEY"))}`,
      );
      return `today's high ${answer.daily?.temperature_2m_max?.[0]}°C`;
    },
  },
  {
    service: "Meta (publishing)",
    needs: ["META_APP_ID", "META_APP_SECRET"],
    check: "GET /{app-id} with the app token",
    async run() {
      // Keep in step with GRAPH_API_VERSION in app/server/providers/publishing/meta.server.ts.
      const base = `${trim(get("META_GRAPH_URL", "https://graph.facebook.com"))}/v25.0`;
      const appToken = `${get("META_APP_ID")}|${get("META_APP_SECRET")}`;
      const app = await getJson(
        `${base}/${encodeURIComponent(get("META_APP_ID"))}?fields=id,name&access_token=${encodeURIComponent(appToken)}`,
      );
      return `app "${app.name}" (${app.id})`;
    },
  },
];

const rows = [];
let failed = 0;
for (const { service, needs, check, run } of checks) {
  const missing = needs.filter((name) => !get(name));
  if (missing.length === needs.length) {
    rows.push([service, check, "—", "not configured (built-in provider)"]);
    continue;
  }
  if (missing.length) {
    failed++;
    rows.push([service, check, "FAIL", `missing ${missing.join(", ")}`]);
    continue;
  }
  try {
    rows.push([service, check, "ok", await run()]);
  } catch (error) {
    failed++;
    rows.push([service, check, "FAIL", error.name === "TimeoutError" ? "no answer in 15 s" : error.message]);
  }
}

const header = ["Service", "Check", "Result", "Detail"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
);
const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join("  ");
console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of rows) console.log(line(row));
console.log(
  failed
    ? `\n${failed} service(s) failed: fix them before deploying.`
    : "\nEvery configured service answered.",
);
process.exitCode = failed ? 1 : 0;
