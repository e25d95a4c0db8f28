import type { GeneratedPost, Refinements } from "~/lib/contract/content";
import type { WriterProvider } from "../types";
import { briefFromPost } from "./facts.server";
import { googleVersionOf } from "./google-format.server";
import { readBrief } from "./read-brief.server";
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
 * brief into what is on and the landlord's own words for it, and writes a different post per
 * platform around them; refinements are real rewrites of the same facts. Same input and variant,
 * same posts; another variant, another take. Its posts pass the writing check on the corpus in
 * tests/unit/fixtures/landlord-briefs.txt.
 */
export function createBuiltinWriter(): WriterProvider {
  return {
    kind: "builtin",
    label: "Built-in writer",
    async writePosts(request) {
      const scene = buildScene(readBrief(request.brief), request.pub, request.context, request.now);
      const posts = request.platforms.map((platform) =>
        writePost({ scene, platform, variant: request.variant, refinements: {} }),
      );
      return { posts, tokensUsed: estimateTokens(posts) };
    },
    async refinePosts(request) {
      const posts = request.posts.map((post) => {
        // The brief the post was written from; else our own post's facts; else anyone's post, read as a brief.
        const brief = request.brief ?? briefFromPost(post) ?? `${post.headline}. ${post.content}`;
        const refinements = { ...refinementsInId(post.id), ...chosen(request.refinements) };
        const scene = buildScene(readBrief(brief), request.pub, request.context, request.now);
        return writePost({ scene, platform: post.platform, variant: request.variant, refinements });
      });
      return { posts, tokensUsed: estimateTokens(posts) };
    },
    googleVersion: async (input) => googleVersionOf(input),
  };
}
