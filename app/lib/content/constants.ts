/** The content creator's vocabulary (spec §9 Content). */

export const PLATFORMS = ["facebook", "instagram", "tiktok"] as const;
export type Platform = (typeof PLATFORMS)[number];

export const TONES = ["funnier", "cheekier", "warmer", "urgent", "banter"] as const;
export type Tone = (typeof TONES)[number];

export const FRAMEWORKS = ["aida", "pas", "fomo", "social_proof", "storytelling"] as const;
export type Framework = (typeof FRAMEWORKS)[number];

export const ANGLES = ["weather", "match_day", "local", "deals", "quiz"] as const;
export type Angle = (typeof ANGLES)[number];

export const OPTIMIZATIONS = ["punchier", "more_emojis", "questions", "tag_friendly", "meme_ready"] as const;
export type Optimization = (typeof OPTIMIZATIONS)[number];

export const CONTENT_TYPES = ["marketing", "quiz", "general", "event_announcement"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Magic Mix: the preset that makes a post bolder in one tap. */
export const MAGIC_MIX = {
  tone: "cheekier",
  framework: "fomo",
  optimization: "punchier",
  intensity: 4,
} as const;

export const TEXT_INPUT = { min: 10, max: 500, warnAbove: 450 } as const;

/**
 * What each platform allows, hashtags included: Instagram takes 2,200 characters and 30 hashtags,
 * TikTok 5 hashtags; Facebook has no hard hashtag cap, but more than five reads as spam.
 */
export const PLATFORM_LIMITS: Record<Platform, { maxChars: number; maxHashtags: number }> = {
  facebook: { maxChars: 2000, maxHashtags: 5 },
  instagram: { maxChars: 2200, maxHashtags: 30 },
  tiktok: { maxChars: 2200, maxHashtags: 5 },
};
