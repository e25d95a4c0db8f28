// Builds the quiz bank's country data and flag pictures from two registry packages, once, by hand:
//   npx node scripts/build-quiz-bank-data.mjs && npx biome format --write app/server/quiz/bank/data
// world-countries (ODbL) gives names, capitals, currencies and regions; svg-country-flags (public
// domain) ships PNG renders of every flag. The outputs are committed, so the Worker never reads
// node_modules at run time and the bank is reviewable in the diff.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bank = join(root, "app/server/quiz/bank");
const countries = require("world-countries/countries.json");
const flagsDir = join(dirname(require.resolve("svg-country-flags/package.json")), "png250px");

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
