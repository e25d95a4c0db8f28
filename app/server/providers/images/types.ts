import type { ContentType } from "~/lib/content/constants";
import type { ImagePlatform, ImageSize, ImageStyle } from "~/lib/images/constants";
import type { Dimensions } from "~/lib/images/sizes";

export interface ImageRequest {
  /** What the landlord asked for (or the enhanced prompt). */
  prompt: string;
  style: ImageStyle;
  platform: ImagePlatform;
  imageSize: ImageSize;
  contentType: ContentType;
  size: Dimensions;
  pubName: string | null;
  textOverlay: string | null;
  /** Different numbers give different variations of the same request. */
  variant: number;
}

export interface GeneratedImage {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: "image/png" | "image/jpeg" | "image/webp";
  width: number;
  height: number;
}

export interface PromptRequest {
  basicPrompt: string;
  contentType: ContentType;
  style: ImageStyle;
  platform?: ImagePlatform;
}

export interface ImagesProvider {
  readonly kind: "builtin" | "live";
  /** Shown in the UI: "Built-in poster" in local mode. */
  readonly label: string;
  /** Shown beside an enhanced prompt: "Built-in enhancer" in local mode. */
  readonly enhancerLabel: string;
  generate(request: ImageRequest): Promise<GeneratedImage>;
  improvePrompt(request: PromptRequest): Promise<string>;
}
