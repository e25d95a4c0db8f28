import { z } from "zod";
import {
  ANGLES,
  CONTENT_TYPES,
  FRAMEWORKS,
  OPTIMIZATIONS,
  PLATFORMS,
  TEXT_INPUT,
  TONES,
} from "../content/constants";
import { pubDetailsSchema } from "./pub";
import { nextMatchSchema } from "./sports";

export const generatedPostSchema = z.object({
  id: z.string(),
  platform: z.enum(PLATFORMS),
  headline: z.string(),
  content: z.string(),
  hashtags: z.array(z.string()),
  callToAction: z.string(),
  needsImage: z.boolean(),
  imageDescription: z.string(),
  videoIdea: z.string(),
});
export type GeneratedPost = z.infer<typeof generatedPostSchema>;

/**
 * What the writing check found in a post (app/lib/content/writing-check.ts): passed, or the
 * problems in a landlord's words, each with a stable code ("missing_price", "unasked_sport"…).
 */
export const postQualitySchema = z.object({
  passed: z.boolean(),
  problems: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type PostQualityAnswer = z.infer<typeof postQualitySchema>;

/** A post as the API answers it: the writer's post and the writing check's findings. */
export const checkedPostSchema = generatedPostSchema.extend({ quality: postQualitySchema });
export type CheckedPost = z.infer<typeof checkedPostSchema>;

export const contentResultSchema = z.object({
  posts: z.array(checkedPostSchema).min(1),
  transcript: z.string().optional(),
  /** "Built-in writer" in local mode, the model's name in live mode. */
  writer: z.string().optional(),
  /** The landlord's brief the posts were written from: a refine is checked against the same facts. */
  brief: z.string().max(2000).optional(),
});
export type ContentResult = z.infer<typeof contentResultSchema>;

/** A result sent back to be refined: the check's findings are worked out again, so they may be absent. */
export const submittedResultSchema = contentResultSchema.extend({
  posts: z.array(generatedPostSchema.extend({ quality: postQualitySchema.optional() })).min(1),
});
export type SubmittedResult = z.infer<typeof submittedResultSchema>;

export const refinementsSchema = z.object({
  tone: z.enum(TONES).optional(),
  framework: z.enum(FRAMEWORKS).optional(),
  angle: z.enum(ANGLES).optional(),
  optimization: z.enum(OPTIMIZATIONS).optional(),
  intensity: z.number().int().min(1).max(5).optional(),
});
export type Refinements = z.infer<typeof refinementsSchema>;

export const generateContentRequestSchema = z.object({
  inputType: z.literal("text").default("text"),
  content: z
    .string({ error: "Please enter at least 10 characters to generate content" })
    .trim()
    .min(TEXT_INPUT.min, "Please enter at least 10 characters to generate content")
    .max(TEXT_INPUT.max, `Keep it under ${TEXT_INPUT.max} characters`),
  pubDetails: pubDetailsSchema.partial().nullable().optional(),
  /** Another variant of the same request ('regenerate'). */
  variant: z.number().int().min(0).max(1000).optional(),
});

export const refineContentRequestSchema = z.object({
  originalContent: submittedResultSchema,
  refinements: refinementsSchema.refine(
    (value) => Object.values(value).some((option) => option !== undefined),
    "Choose at least one refinement",
  ),
});

export const draftSchema = z.object({
  title: z.string({ error: "Please enter a title" }).trim().min(1, "Please enter a title").max(120),
  content: z
    .string({ error: "Please enter some content" })
    .trim()
    .min(1, "Please enter some content")
    .max(10_000),
  contentType: z.enum(CONTENT_TYPES).default("marketing"),
  isAutoSave: z.boolean().optional(),
  metadata: z
    .object({
      wordCount: z.number().int().min(0).optional(),
      tags: z.array(z.string().max(40)).max(20).optional(),
      platform: z.string().max(40).optional(),
    })
    .optional(),
});

export const weatherSchema = z.object({
  summary: z.string(),
  temperatureC: z.number(),
  /** e.g. "sunny", "rain", "cold", "mild" — what the writer keys its cues on. */
  condition: z.enum(["sunny", "cloudy", "rain", "cold", "hot", "snow", "windy"]),
  /** True when the forecast says beer-garden weather. */
  beerGarden: z.boolean(),
  /** "Open-Meteo forecast" in live mode, "Built-in UK climate averages" otherwise. */
  source: z.string(),
  /**
   * True only for a real forecast. Climate averages say what a month is usually like, never what
   * today is like: no writer may state them as today's weather. Set by the content context.
   */
  isForecast: z.boolean().optional(),
});
export type Weather = z.infer<typeof weatherSchema>;

export const contextSchema = z.object({
  nextFavoriteMatch: nextMatchSchema.nullable(),
  upcomingSports: z.array(
    z.object({
      id: z.string(),
      sport: z.string(),
      matchText: z.string(),
      competition: z.string(),
      date: z.string(),
      kickOffTime: z.string(),
      tvChannels: z.array(z.string()),
    }),
  ),
  localEvents: z.array(z.object({ name: z.string(), date: z.string(), detail: z.string().optional() })),
  seasonalContext: z.object({
    season: z.enum(["spring", "summer", "autumn", "winter"]),
    /** Bank holidays and pub trading dates within the next few weeks. */
    occasions: z.array(z.object({ name: z.string(), date: z.string(), daysAway: z.number().int() })),
    summary: z.string(),
  }),
  weather: weatherSchema.nullable(),
  pubFeatures: z.array(z.string()),
});
export type ContentContext = z.infer<typeof contextSchema>;
