/** The pub quiz's vocabulary and defaults (spec §9 Quiz, §5 quiz validation). */

/** The six content-mix sliders, in the order the form shows them. */
export const MIX_CATEGORIES = [
  "local",
  "sports",
  "currentEvents",
  "entertainment",
  "music",
  "generalKnowledge",
] as const;
export type MixCategory = (typeof MIX_CATEGORIES)[number];

/** Every category a question can carry: the mix plus the picture round. */
export const QUESTION_CATEGORIES = [...MIX_CATEGORIES, "picture"] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<QuestionCategory, string> = {
  local: "Local",
  sports: "Sports",
  currentEvents: "Current Events",
  entertainment: "Entertainment",
  music: "Music",
  generalKnowledge: "General Knowledge",
  picture: "Picture Round",
};

export const CATEGORY_ICONS: Record<QuestionCategory, string> = {
  local: "📍",
  sports: "⚽",
  currentEvents: "📰",
  entertainment: "🎬",
  music: "🎵",
  generalKnowledge: "🧠",
  picture: "🖼️",
};

export const QUIZ_LIMITS = {
  totalQuestions: { min: 10, max: 80 },
  crowd: { min: 10, max: 100, step: 5 },
  difficulty: { min: 1, max: 10 },
  mix: { min: 0, max: 100, step: 10 },
  customRoundQuestions: { min: 5, max: 20, fallback: 10 },
  tiebreakers: { min: 3, max: 10 },
  /** A pub's last N quizzes are never repeated ("fresh content"). */
  freshnessWindow: 12,
} as const;

export const QUIZ_DEFAULTS = {
  totalQuestions: 40,
  expectedCrowd: 45,
  difficulty: 5,
  categories: {
    local: 80,
    sports: 60,
    currentEvents: 40,
    entertainment: 50,
    music: 60,
    generalKnowledge: 70,
  } satisfies Record<MixCategory, number>,
  pictureRound: true,
  includeTeamNames: true,
  createSocialTeasers: true,
  generateTiebreakers: false,
  tiebreakerCount: 5,
} as const;

export type DifficultyBand = "easy" | "medium" | "hard";

/** 1-3 Easy, 4-7 Medium, 8-10 Hard. */
export function difficultyBand(level: number): DifficultyBand {
  if (level <= 3) return "easy";
  if (level <= 7) return "medium";
  return "hard";
}

export function difficultyLabel(level: number): "Easy" | "Medium" | "Hard" {
  const band = difficultyBand(level);
  return band === "easy" ? "Easy" : band === "medium" ? "Medium" : "Hard";
}

/** Up to 25 Intimate, up to 50 Regular, up to 75 Busy, above that Packed. */
export function crowdLabel(crowd: number): "Intimate" | "Regular" | "Busy" | "Packed" {
  if (crowd <= 25) return "Intimate";
  if (crowd <= 50) return "Regular";
  if (crowd <= 75) return "Busy";
  return "Packed";
}

/**
 * History performance score out of 10: round((attendance/100 × 0.6 + averageScore/10 × 0.4) × 10);
 * 8+ is a high performer. The spec's literal bracketing tops out near 5, so the star could never show
 * (docs/decisions/006-quiz-spec-readings.md). Attendance above 100 counts as a full house.
 */
export function performanceScore(attendance: number, averageScore: number): number {
  const crowd = Math.min(1, Math.max(0, attendance / 100));
  const score = Math.min(1, Math.max(0, averageScore / 10));
  return Math.round((crowd * 0.6 + score * 0.4) * 10);
}
export const HIGH_PERFORMER_SCORE = 8;
