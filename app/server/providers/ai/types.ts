import type { Platform } from "~/lib/content/constants";
import type { ContentContext, GeneratedPost, Refinements } from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import type { GoogleVersion, GoogleVersionInput } from "~/lib/publishing/google-post";

export interface WriteRequest {
  /** What the landlord typed or said. */
  brief: string;
  pub: Partial<PubDetails> | null;
  context: ContentContext;
  /** Which platforms to write for; all three unless a campaign step says otherwise. */
  platforms: Platform[];
  /** Different numbers give different variants of the same request ('regenerate'). */
  variant: number;
  /** London date-time the posts are written at ("now"), so 'tonight' and 'this weekend' are right. */
  now: Date;
  /** What the writing check found in the last attempt, for a rewrite that fixes it ("facebook: …"). */
  revisionNotes?: string[];
}

export interface RefineRequest {
  posts: GeneratedPost[];
  refinements: Refinements;
  /** The brief the posts were first written from, when the page sent it back. */
  brief?: string;
  pub: Partial<PubDetails> | null;
  context: ContentContext;
  variant: number;
  now: Date;
  /** What the writing check found in the last attempt, for a rewrite that fixes it. */
  revisionNotes?: string[];
}

export interface WriterResult {
  posts: GeneratedPost[];
  /** What the work cost in the model's tokens (estimated for the built-in writer), for metering. */
  tokensUsed: number;
}

export interface WriterProvider {
  readonly kind: "builtin" | "live";
  /** Shown in the UI: "Built-in writer" in local mode. */
  readonly label: string;
  writePosts(request: WriteRequest): Promise<WriterResult>;
  refinePosts(request: RefineRequest): Promise<WriterResult>;
  /** The Google Business Profile version of a post being scheduled for Google (decision 026); a
   * writer without one gets the built-in format. */
  googleVersion?(input: GoogleVersionInput): Promise<GoogleVersion>;
}
