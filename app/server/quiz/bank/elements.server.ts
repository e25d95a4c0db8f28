/** Chemistry questions from the periodic table (data/elements.json): symbols and atomic numbers. */

import { type BankQuestion, clampDifficulty, pickWrong } from "./bank-question.server";
import elementsData from "./data/elements.json";
import { elementSources } from "./sources.server";

interface Element {
  number: number;
  symbol: string;
  name: string;
}

export const ELEMENTS = elementsData as Element[];

const TAGS = ["science", "chemistry", "elements"];

/** Symbols from Latin or German names that don't start like the English name. */
const ODD_SYMBOLS = new Set(["Na", "K", "Fe", "Cu", "Ag", "Sn", "Sb", "W", "Au", "Hg", "Pb"]);
/** Elements everyone meets at school or in the kitchen. */
const EVERYDAY = new Set([1, 2, 6, 7, 8, 11, 13, 17, 20, 26, 29, 47, 50, 78, 79, 80, 82, 92]);

function neighbours(element: Element, pick: (e: Element) => string): { near: string[]; far: string[] } {
  const near = ELEMENTS.filter((e) => e !== element && Math.abs(e.number - element.number) <= 4).map(pick);
  const far = ELEMENTS.filter((e) => Math.abs(e.number - element.number) > 4 && e.number <= 94).map(pick);
  return { near, far };
}

function difficultyOf(element: Element): number {
  if (EVERYDAY.has(element.number)) return ODD_SYMBOLS.has(element.symbol) ? 4 : 2;
  if (element.number <= 30) return 4;
  if (ODD_SYMBOLS.has(element.symbol)) return 5;
  if (element.number <= 56) return 6;
  return element.number <= 92 ? 8 : 10;
}

export function elementQuestions(): BankQuestion[] {
  const out: BankQuestion[] = [];
  for (const element of ELEMENTS) {
    const symbolKey = `element-symbol-${element.number}`;
    const names = neighbours(element, (e) => e.name);
    const nameWrong = pickWrong(symbolKey, element.name, names.near, names.far);
    if (nameWrong && element.number <= 100) {
      out.push({
        key: symbolKey,
        category: "generalKnowledge",
        kind: "element-symbol",
        fact: `element-${element.number}`,
        question: `Which chemical element has the symbol ${element.symbol}?`,
        answer: element.name,
        wrong: nameWrong,
        explanation: `${element.symbol} is ${element.name}, atomic number ${element.number}.`,
        difficulty: clampDifficulty(difficultyOf(element)),
        sources: elementSources(element),
        tags: TAGS,
      });
    }
    // The reverse (name → symbol) is worth asking where the symbol is not just the name's first letters.
    if (ODD_SYMBOLS.has(element.symbol) || (element.number <= 56 && element.symbol.length === 2)) {
      const key = `element-name-${element.number}`;
      const symbols = neighbours(element, (e) => e.symbol);
      const wrong = pickWrong(key, element.symbol, symbols.near, symbols.far);
      if (wrong) {
        out.push({
          key,
          category: "generalKnowledge",
          kind: "element-name",
          fact: `element-${element.number}`,
          question: `What is the chemical symbol for ${element.name.toLowerCase()}?`,
          answer: element.symbol,
          wrong,
          explanation: `${element.name}'s symbol is ${element.symbol}${ODD_SYMBOLS.has(element.symbol) ? ", from its Latin or German name" : ""}.`,
          difficulty: clampDifficulty(difficultyOf(element) + 1),
          sources: elementSources(element),
          tags: TAGS,
        });
      }
    }
    if (element.number <= 30 || EVERYDAY.has(element.number)) {
      const key = `element-number-${element.number}`;
      const numbers = [-3, -2, -1, 1, 2, 3].map((d) => element.number + d).filter((n) => n >= 1);
      const wrong = pickWrong(key, String(element.number), numbers.map(String));
      if (wrong) {
        out.push({
          key,
          category: "generalKnowledge",
          kind: "element-number",
          question: `What is the atomic number of ${element.name.toLowerCase()}?`,
          answer: String(element.number),
          wrong,
          explanation: `${element.name} has ${element.number} proton${element.number === 1 ? "" : "s"} in its nucleus.`,
          difficulty: clampDifficulty(element.number <= 8 ? 4 : 7),
          sources: elementSources(element),
          tags: TAGS,
        });
      }
    }
  }
  return out;
}
