// The fake "model"'s quiz knowledge, used by the chat completions fake (openai-fake.ts).

// The fake "model" knows a small almanac of facts. It writes quiz questions from it, always
// including one with a planted wrong answer, and its fact checker checks every stated answer
// against the same almanac — so a test sees the verification pass reject the wrong one.
const ALMANAC: { question: string; answer: string; wrong: string[]; tags: string[]; aliases?: string[] }[] = [
  {
    question: "Which river flows through Leeds?",
    answer: "River Aire",
    wrong: ["River Ouse", "River Don", "River Calder"],
    tags: ["geography", "rivers", "leeds"],
  },
  {
    question: "What is the capital of Australia?",
    answer: "Canberra",
    wrong: ["Sydney", "Melbourne", "Perth"],
    tags: ["geography", "capitals"],
  },
  {
    question: "How many players are on the pitch for one side in a rugby union match?",
    answer: "15",
    wrong: ["13", "11", "12"],
    tags: ["rugby", "sport"],
  },
  {
    question: "Which planet is known as the Red Planet?",
    answer: "Mars",
    wrong: ["Venus", "Jupiter", "Mercury"],
    tags: ["science", "space"],
  },
  {
    question: "Who wrote the novel Wuthering Heights?",
    answer: "Emily Bronte",
    wrong: ["Charlotte Bronte", "Jane Austen", "George Eliot"],
    tags: ["books", "yorkshire"],
  },
  {
    question: "What is the chemical symbol for gold?",
    answer: "Au",
    wrong: ["Ag", "Gd", "Go"],
    tags: ["science", "chemistry"],
  },
  {
    question: "In which year did the Berlin Wall fall?",
    answer: "1989",
    wrong: ["1991", "1987", "1985"],
    tags: ["history", "1980s"],
  },
  {
    question: "Which band released the album Definitely Maybe in 1994?",
    answer: "Oasis",
    wrong: ["Blur", "Pulp", "Suede"],
    tags: ["music", "britpop", "1990s"],
  },
  {
    question: "What is the longest river in the United Kingdom?",
    answer: "River Severn",
    wrong: ["River Thames", "River Trent", "River Wye"],
    tags: ["geography", "rivers"],
  },
  {
    question: "Which football club plays home games at Elland Road?",
    answer: "Leeds United",
    wrong: ["Sheffield United", "Huddersfield Town", "Bradford City"],
    tags: ["football", "leeds"],
  },
  {
    question: "How many sides does a hexagon have?",
    answer: "6",
    wrong: ["5", "7", "8"],
    tags: ["maths"],
    // A careless model offers a wrong option as an accepted spelling: the code must drop "7".
    aliases: ["Six", "7"],
  },
  {
    // Year-ambiguous wording (the 2015 ceremony, or the films of 2015?): the code's checker rejects it
    // before any fact check is spent on it.
    question: "Which film won Best Picture at the 2015 Academy Awards?",
    answer: "Birdman",
    wrong: ["Spotlight", "Boyhood", "Whiplash"],
    tags: ["film", "oscars"],
  },
  {
    question: "Which British monarch reigned for just over 70 years until 2022?",
    answer: "Elizabeth II",
    wrong: ["Victoria", "George VI", "George III"],
    tags: ["history", "royalty"],
  },
  {
    question: "What is the largest ocean on Earth?",
    answer: "Pacific Ocean",
    wrong: ["Atlantic Ocean", "Indian Ocean", "Arctic Ocean"],
    tags: ["geography", "oceans"],
  },
  {
    question: "Which snooker player is nicknamed The Rocket?",
    answer: "Ronnie O'Sullivan",
    wrong: ["Judd Trump", "Mark Selby", "John Higgins"],
    tags: ["snooker", "sport"],
  },
  {
    question: "Who painted The Hay Wain?",
    answer: "John Constable",
    wrong: ["J. M. W. Turner", "Thomas Gainsborough", "David Hockney"],
    tags: ["art", "painting"],
  },
  {
    question: "What is the hardest natural substance?",
    answer: "Diamond",
    wrong: ["Quartz", "Topaz", "Granite"],
    tags: ["science", "geology"],
  },
];
const PLANTED_WRONG = {
  question: "Which city is the capital of Canada?",
  answer: "Toronto",
  right: "Ottawa",
  wrong: ["Ottawa", "Vancouver", "Montreal"],
  tags: ["geography", "capitals"],
};
let almanacCursor = 0;
/** A strict checker (set by a test): confirms at most this many questions per call, the rest "unsure". */
let checkerConfirmLimit: number | null = null;

/** {"confirmAtMost": n | null}: the fact checker confirms at most n questions per call. */
export function setCheckerConfirmLimit(limit: number | null) {
  checkerConfirmLimit = limit;
}

export function fakeQuizQuestions(user: string) {
  const count = Number(/Write (\d+) questions/.exec(user)?.[1] ?? 5);
  const excluded = (/Excluded topics \(never ask about them\): ([^\n.]+)/.exec(user)?.[1] ?? "")
    .split(",")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const questions = [
    { ...PLANTED_WRONG, wrongOptions: PLANTED_WRONG.wrong },
    ...Array.from({ length: Math.max(0, count - 1) }, () => {
      const fact = ALMANAC[almanacCursor++ % ALMANAC.length]!;
      return { ...fact, wrongOptions: fact.wrong };
    }),
  ];
  return {
    questions: questions.map((q) => ({
      question: q.question,
      answer: q.answer,
      wrongOptions: q.wrongOptions,
      explanation: `The answer is ${"right" in q ? q.right : q.answer}.`,
      difficulty: 4,
      localRelevance: q.tags.includes("leeds") ? 8 : 0,
      aliases: "aliases" in q && Array.isArray(q.aliases) ? q.aliases : [],
      // What the writer is asked for: a reference about the fact with the address of a page.
      sources: [
        {
          title: `Encyclopaedia Britannica: ${"right" in q ? q.right : q.answer}`,
          url: `https://www.britannica.com/search?query=${encodeURIComponent(String("right" in q ? q.right : q.answer))}`,
        },
      ],
      // A careless model ignores exclusions sometimes: the code must filter by tags.
      tags: excluded.length && q.tags.includes("rivers") ? [...q.tags, excluded[0]!] : q.tags,
    })),
  };
}

export function fakeFactCheck(user: string) {
  const blocks = user.split(/\n\n/).filter((block) => /^\d+\. /.test(block));
  let confirmed = 0;
  return {
    checks: blocks.map((block) => {
      const number = Number(block.split(".")[0]);
      const question = block.slice(block.indexOf(" ") + 1, block.indexOf("\n"));
      const stated = /Stated answer: (.*)$/m.exec(block)?.[1] ?? "";
      const known = ALMANAC.find((fact) => fact.question === question);
      if (question === PLANTED_WRONG.question) {
        return {
          number,
          verdict: "wrong",
          correctAnswer: PLANTED_WRONG.right,
          note: "Ottawa is the capital.",
        };
      }
      if (!known) return { number, verdict: "unsure", correctAnswer: "", note: "Not in my almanac." };
      if (known.answer !== stated) return { number, verdict: "wrong", correctAnswer: known.answer, note: "" };
      if (checkerConfirmLimit !== null && confirmed >= checkerConfirmLimit) {
        return { number, verdict: "unsure", correctAnswer: "", note: "Cannot confirm this one." };
      }
      confirmed += 1;
      return { number, verdict: "confirmed", correctAnswer: known.answer, note: "" };
    }),
  };
}
