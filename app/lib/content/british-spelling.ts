/**
 * American spellings a British pub's post should not have, each with the British form. Stems
 * catch the usual endings ("color", "colors", "colorful"); words that are right in both (a
 * "program" on a computer, a "meter" for parking) are left out rather than flagged wrongly.
 */
const STEMS: Array<[RegExp, (american: string) => string]> = [
  [
    /\b(col|flav|hon|hum|lab|harb|neighb|sav|behavi|fav|rum|vap|arm|endeav|rig|val|vig|clam|glam|splend|od|arb)or(s|ed|ing|ful|ite|ites|ful|y|hood|hoods|ies|able)?\b/gi,
    (w) => w.replace(/or(?=s|ed|ing|ful|ite|y|hood|ies|able|$)/i, "our"),
  ],
  [
    /\b(cent|theat|lit|fib|somb|spect|calib|sab|meag|lust|manoeuv)er(s|ed)?\b/gi,
    (w) => w.replace(/er(s|ed)?$/i, "re$1"),
  ],
  [
    /\b(organ|real|recogn|apolog|special|custom|priorit|memor|final|social|critic|emphas|summar|minim|maxim|optim|categor|util|visual|personal|standard|modern|revolution|authoriz|characteri|sympath|publici|familiar|capital|energ|symbol|patron|fantas|tantal|mesmer|jeopard)iz(e|es|ed|ing|ation|ations|er|ers)\b/gi,
    (w) => w.replace(/iz(?=e|ing|ation|er)/i, "is"),
  ],
  [/\banalyz(e|es|ed|ing)\b/gi, (w) => w.replace(/yz/i, "ys")],
  [
    /\b(travel|cancel|fuel|label|model|level|marvel|signal|total|quarrel|jewel|dial|duel|tunnel|shovel|counsel)(ed|ing|er|ers)\b/gi,
    (w) => w.replace(/(ed|ing|er|ers)$/i, (end) => `l${end}`),
  ],
];

const WORDS: Record<string, string> = {
  jewelry: "jewellery",
  gray: "grey",
  mom: "mum",
  moms: "mums",
  cozy: "cosy",
  cozier: "cosier",
  coziest: "cosiest",
  pajamas: "pyjamas",
  donut: "doughnut",
  donuts: "doughnuts",
  aluminum: "aluminium",
  defense: "defence",
  offense: "offence",
  plow: "plough",
  mustache: "moustache",
  skeptical: "sceptical",
  enrollment: "enrolment",
  fulfill: "fulfil",
  installment: "instalment",
  airplane: "aeroplane",
  catalog: "catalogue",
  dialog: "dialogue",
  soccer: "football",
  appetizer: "starter",
  appetizers: "starters",
  tidbit: "titbit",
  favorite: "favourite",
  favorites: "favourites",
};

/** Any of the words above, whole: one pass over the text instead of a look-up per word. */
const AMERICAN_WORD = new RegExp(`\\b(?:${Object.keys(WORDS).join("|")})\\b`, "gi");

/** The American words or spellings in a text, each with its British form. */
export function americanSpellings(text: string): Array<{ american: string; british: string }> {
  const found: Array<{ american: string; british: string }> = [];
  const seen = new Set<string>();
  const add = (american: string, british: string) => {
    const key = american.toLowerCase();
    if (british && !seen.has(key) && british.toLowerCase() !== key) {
      seen.add(key);
      found.push({ american, british });
    }
  };
  for (const [pattern, fix] of STEMS) {
    for (const match of text.matchAll(pattern)) add(match[0], fix(match[0]));
  }
  for (const match of text.matchAll(AMERICAN_WORD)) {
    const british = WORDS[match[0].toLowerCase()];
    if (british) add(match[0], british);
  }
  return found;
}
