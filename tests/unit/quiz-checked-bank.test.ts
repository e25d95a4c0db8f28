import { describe, expect, it } from "vitest";
import { computeCheckedBankFile, questionBank, removedByChecker } from "~/server/quiz/bank/bank.server";
import { CHECKED_BANK_COMMAND, type CheckedBankFile } from "~/server/quiz/bank/checked-bank.server";
import checked from "~/server/quiz/bank/data/checked.json";

// The Worker trusts data/checked.json instead of running the checker at load, so the file must say
// exactly what the checker says about the data as it stands now.
describe("the bank's precomputed checker verdicts", () => {
  const file = checked as CheckedBankFile;
  const fresh = computeCheckedBankFile();

  it(`match the data and the checker (if not, run: ${CHECKED_BANK_COMMAND})`, () => {
    const changed = Object.keys(fresh.fingerprints).filter(
      (key) => file.fingerprints[key] !== fresh.fingerprints[key],
    );
    const gone = Object.keys(file.fingerprints).filter((key) => !(key in fresh.fingerprints));
    expect({ changed: changed.slice(0, 20), gone: gone.slice(0, 20) }, CHECKED_BANK_COMMAND).toEqual({
      changed: [],
      gone: [],
    });
    expect(file.removed, CHECKED_BANK_COMMAND).toEqual(fresh.removed);
    expect(file.aliases, CHECKED_BANK_COMMAND).toEqual(fresh.aliases);
  }, 120_000);

  it("give the bank the questions and aliases a full check would", () => {
    const kept = new Set(Object.keys(fresh.fingerprints).filter((key) => !(key in fresh.removed)));
    expect(new Set(questionBank().all.map((q) => q.key))).toEqual(kept);
    expect(new Set(removedByChecker().map((r) => r.key))).toEqual(new Set(Object.keys(fresh.removed)));
    for (const [key, aliases] of Object.entries(fresh.aliases))
      expect(questionBank().byKey.get(key)?.aliases, key).toEqual(aliases);
  });
});
