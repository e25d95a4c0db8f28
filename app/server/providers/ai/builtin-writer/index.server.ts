import type { GeneratedPost, Refinements } from "~/lib/contract/content";
import type { WriterProvider } from "../types";
import { readPost } from "./facts.server";
import { detectBrief } from "./intent.server";
import { buildScene } from "./scene.server";
import { refinementsInId, writePost } from "./write.server";

/** Roughly what a model would have charged for the same text: a token is about four characters. */
function estimateTokens(posts: GeneratedPost[]): number {
  const characters = posts.reduce(
    (sum, post) =>
      sum +
      [
        post.headline,
        post.content,
        post.hashtags.join(" "),
        post.callToAction,
        post.imageDescription,
        post.videoIdea,
      ].join("\n").length,
    0,
  );
  return Math.ceil(characters / 4);
}

function chosen(refinements: Refinements): Refinements {
  return Object.fromEntries(
    Object.entries(refinements).filter(([, value]) => value !== undefined),
  ) as Refinements;
}

/**
 * The built-in writer (local mode, 'Built-in writer'): a rule-based copywriter. It reads the
 * brief's intent and facts, the pub and the context, and writes a different post per platform;
 * refinements are real rewrites. Same input and variant, same posts; another variant, another take.
 */
export function createBuiltinWriter(): WriterProvider {
  return {
    kind: "builtin",
    label: "Built-in writer",
    async writePosts(request) {
      const scene = buildScene(detectBrief(request.brief), request.pub, request.context, request.now);
      const posts = request.platforms.map((platform) =>
        writePost({ scene, platform, variant: request.variant, refinements: {} }),
      );
      return { posts, tokensUsed: estimateTokens(posts) };
    },
    async refinePosts(request) {
      const posts = request.posts.map((post) => {
        // Our own posts are read back from their headline and facts; anyone else's text is read as a brief.
        const analysis = readPost(post) ?? detectBrief(`${post.headline}. ${post.content}`);
        const refinements = { ...refinementsInId(post.id), ...chosen(request.refinements) };
        const scene = buildScene(analysis, request.pub, request.context, request.now);
        return writePost({ scene, platform: post.platform, variant: request.variant, refinements });
      });
      return { posts, tokensUsed: estimateTokens(posts) };
    },
  };
}
