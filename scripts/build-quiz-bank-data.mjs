// Builds the quiz bank's generated data, by hand:
//   npx node scripts/build-quiz-bank-data.mjs && npx biome format --write app/server/quiz/bank/data
// 1. Country data and flag pictures from two registry packages: world-countries (ODbL) gives names,
//    capitals, currencies and regions; svg-country-flags (public domain) ships PNG renders of every flag.
// 2. data/checked.json: the one-right-answer checker's verdicts on every bank candidate, so a Worker
//    isolate does not run the checker over ~6,000 questions before its first quiz. Run this step alone
//    after any change to the bank's data or to the checker (tests/unit/quiz-checked-bank.test.ts fails
//    until you do):   npx node scripts/build-quiz-bank-data.mjs checked
// The outputs are committed, so the Worker never reads node_modules at run time and the bank is
// reviewable in the diff.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bank = join(root, "app/server/quiz/bank");

/** Names as a British pub quiz says them. */
const DISPLAY_NAMES = { TR: "Turkey" };
/** Capitals a quiz should not ask: disputed, split, or the country's own name. */
const SKIP_CAPITAL = new Set([
  "BO",
  "IL",
  "LK",
  "SZ",
  "NR",
  "ZA",
  "DJ",
  "LU",
  "MC",
  "SG",
  "VA",
  "KW",
  "GT",
  "PA",
  "MX",
  "SM",
  "AD",
]);
/** Flags whose official design is disputed at the UN or changed after the package's renders. */
const SKIP_FLAG = new Set(["AF"]);

if (process.argv[2] !== "checked") buildCountries();
await buildCheckedBank();

function buildCountries() {
  const countries = require("world-countries/countries.json");
  const flagsDir = join(dirname(require.resolve("svg-country-flags/package.json")), "png250px");
  const rows = countries
    .filter((c) => c.unMember)
    .map((c) => {
      const currencies = Object.entries(c.currencies ?? {});
      const [code, currency] = currencies.length === 1 ? currencies[0] : [null, null];
      return {
        code: c.cca2,
        name: DISPLAY_NAMES[c.cca2] ?? c.name.common,
        capital: c.capital.length === 1 && !SKIP_CAPITAL.has(c.cca2) ? c.capital[0] : null,
        region: c.region,
        subregion: c.subregion,
        currency: code ? { code, name: currency.name } : null,
        landlocked: c.landlocked,
        areaKm2: c.area,
        flag: !SKIP_FLAG.has(c.cca2),
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code));

  writeFileSync(join(bank, "data/countries.json"), `${JSON.stringify(rows, null, 1)}\n`);

  const pictures = join(bank, "pictures");
  rmSync(pictures, { recursive: true, force: true });
  mkdirSync(pictures, { recursive: true });
  for (const row of rows) {
    if (row.flag)
      copyFileSync(
        join(flagsDir, `${row.code.toLowerCase()}.png`),
        join(pictures, `flag-${row.code.toLowerCase()}.png`),
      );
  }
  console.log(`${rows.length} countries, ${rows.filter((r) => r.flag).length} flags`);
}

/** Loads the bank through Vite (its JSON globs and ~ paths) and writes the checker's verdicts. */
async function buildCheckedBank() {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport("/app/server/quiz/bank/bank.server.ts", {
    root,
    configFile: false,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
  });
  const file = module.computeCheckedBankFile();
  const out = join(bank, "data/checked.json");
  writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  // The house formatter's layout, so `npm run lint` stays clean (the test compares content, not text).
  execFileSync(join(root, "node_modules/.bin/biome"), ["format", "--write", out], { stdio: "ignore" });
  const kept = Object.keys(file.fingerprints).length - Object.keys(file.removed).length;
  console.log(`checked.json: ${Object.keys(file.fingerprints).length} candidates, ${kept} kept`);
}
