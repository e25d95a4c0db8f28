import { z } from "zod";
import { CONTENT_TYPES } from "../content/constants";
import {
  IMAGE_PLATFORMS,
  IMAGE_PROMPT_MAX,
  IMAGE_SIZES,
  IMAGE_STYLES,
  TEXT_OVERLAY_MAX,
} from "../images/constants";
import { pubDetailsSchema } from "./pub";

const prompt = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(IMAGE_PROMPT_MAX);

/** POST /api/improve-prompt (spec §7). */
export const improvePromptRequestSchema = z.object({
  basicPrompt: prompt("Please enter a basic image description first"),
  contentType: z.enum(CONTENT_TYPES).default("marketing"),
  style: z.enum(IMAGE_STYLES).default("photorealistic"),
  platform: z.enum(IMAGE_PLATFORMS).optional(),
});
export type ImprovePromptRequest = z.output<typeof improvePromptRequestSchema>;

export const improvePromptResponseSchema = z.object({
  improvedPrompt: z.string(),
  /** "Built-in enhancer" in local mode, the model's name in live mode. */
  enhancer: z.string(),
});
export type ImprovePromptResponse = z.infer<typeof improvePromptResponseSchema>;

/** POST /api/generate-images (spec §7); answers 202 { jobId }. */
export const generateImagesRequestSchema = z.object({
  userInput: prompt("Please describe the image you want to create"),
  contentType: z.enum(CONTENT_TYPES).default("marketing"),
  platform: z.enum(IMAGE_PLATFORMS).default("instagram_post"),
  style: z.enum(IMAGE_STYLES).default("photorealistic"),
  imageSize: z.enum(IMAGE_SIZES).default("social"),
  textOverlay: z
    .string()
    .trim()
    .max(TEXT_OVERLAY_MAX)
    .optional()
    .nullable()
    .transform((value) => value || null),
  pubDetails: pubDetailsSchema.partial().nullable().optional(),
  /** Two variations instead of one (two images are charged). */
  generateMultiple: z.boolean().default(false),
});
export type GenerateImagesRequest = z.output<typeof generateImagesRequestSchema>;

/** One stored image (spec §3 Image result, plus what the overlay editor and gallery need). */
export const imageResultSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  altText: z.string(),
  style: z.enum(IMAGE_STYLES),
  suggestedCaptions: z.array(z.string()),
  platform: z.enum(IMAGE_PLATFORMS),
  imageSize: z.enum(IMAGE_SIZES),
  width: z.number().int(),
  height: z.number().int(),
  textOverlay: z.string().nullable(),
  /** "Built-in poster" in local mode, the model's name in live mode. */
  renderer: z.string(),
  createdAt: z.string(),
  error: z.string().optional(),
});
export type ImageResult = z.infer<typeof imageResultSchema>;

export const generateImagesResultSchema = z.object({ images: z.array(imageResultSchema) });
export type GenerateImagesResult = z.infer<typeof generateImagesResultSchema>;

export const imageListSchema = z.object({ images: z.array(imageResultSchema) });
export type ImageList = z.infer<typeof imageListSchema>;

export const proxyImageQuerySchema = z.object({
  url: z.string({ error: "url is required" }).trim().min(1, "url is required").max(2048),
});
