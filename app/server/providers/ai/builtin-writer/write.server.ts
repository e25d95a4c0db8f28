import {
  ANGLES,
  FRAMEWORKS,
  OPTIMIZATIONS,
  PLATFORM_LIMITS,
  type Platform,
  TONES,
} from "~/lib/content/constants";
import type { GeneratedPost, Refinements } from "~/lib/contract/content";
import { composeBase } from "./compose.server";
import { callToAction, type Draft, sayEachFactOnce, sayEachSentimentOnce } from "./draft.server";
import { headlineFor } from "./facts.server";
import { buildHashtags } from "./hashtags.server";
import { choose } from "./phrases.server";
import { createRng, hashHex } from "./random.server";
import { applyAngle, applyFramework } from "./refine-structure.server";
import { applyOptimisation, applyTone } from "./refine-voice.server";
import type { Scene } from "./scene.server";

export interface PostInput {
  /** What the post is about, where and when: one scene serves every platform's post of a brief. */
  scene: Scene;
  platform: Platform;
  variant: number;
  refinements: Refinements;
}

/** The refinements a post carries in its id ("facebook-1a2b3c4d-r.funnier.aida.i3"), so refining again builds on them. */
export function refinementsInId(id: string): Refinements {
  const suffix = /-r((?:\.[a-z_0-9]+)+)$/.exec(id)?.[1];
  const found: Refinements = {};
  for (const token of suffix?.split(".").filter(Boolean) ?? []) {
    if ((TONES as readonly string[]).includes(token)) found.tone = token as Refinements["tone"];
    else if ((FRAMEWORKS as readonly string[]).includes(token))
      found.framework = token as Refinements["framework"];
    else if ((ANGLES as readonly string[]).includes(token)) found.angle = token as Refinements["angle"];
    else if ((OPTIMIZATIONS as readonly string[]).includes(token))
      found.optimization = token as Refinements["optimization"];
    else if (/^i[1-5]$/.test(token)) found.intensity = Number(token.slice(1));
  }
  return found;
}

function idSuffix(r: Refinements): string {
  const tokens = [
    r.tone,
    r.framework,
    r.angle,
    r.optimization,
    r.tone && r.intensity ? `i${r.intensity}` : undefined,
  ];
  const present = tokens.filter(Boolean);
  return present.length > 0 ? `-r.${present.join(".")}` : "";
}

function render(draft: Draft): string {
  return draft.blocks
    .map((block) =>
      draft.platform === "facebook" && (block.role === "body" || block.role === "context")
        ? block.lines.join(" ")
        : block.lines.join("\n"),
    )
    .filter(Boolean)
    .join("\n\n");
}

/** Renders within the platform's limit (with the hashtags and call to action alongside), dropping context first. */
function fitToLimit(draft: Draft, extra: number): string {
  const max = PLATFORM_LIMITS[draft.platform].maxChars - extra;
  let text = render(draft);
  for (const role of ["context", "optimisation", "angle", "tone", "framework", "body"] as const) {
    while (text.length > max && draft.blocks.some((block) => block.role === role)) {
      draft.blocks.splice(
        draft.blocks.findLastIndex((block) => block.role === role),
        1,
      );
      text = render(draft);
    }
  }
  // Still too long means the landlord's own details are: keep whole lines, never half a sentence.
  while (text.length > max && text.includes("\n")) text = text.slice(0, text.lastIndexOf("\n")).trimEnd();
  return text;
}

function photoFor(draft: Draft, refinements: Refinements, seed: string): string {
  const { book, slots, scene } = draft;
  const rng = createRng(`${seed}|photo`);
  const photo =
    choose(rng, book.photo, slots) ??
    "The bar in warm evening light with a freshly poured pint in the foreground.";
  const condition = scene.weather?.condition;
  const tip =
    condition === "hot" || condition === "sunny"
      ? scene.features.garden
        ? "If the sun's out, shoot it in the beer garden for that summer glow."
        : "Shoot it by a sunny window for bright, natural light."
      : `Shoot it indoors${scene.features.fire ? " near the fire" : ""} with the warm lights on, or by a window for natural light.`;
  const angle =
    refinements.angle === "local"
      ? " Get the pub sign or a local landmark in the frame."
      : refinements.angle === "match_day"
        ? " Get the screen in the background."
        : "";
  return `${photo} ${tip}${angle}`;
}

/** Writes one post for one platform, applying any refinements, deterministically for the input. */
export function writePost(input: PostInput): GeneratedPost {
  const { scene, platform, refinements } = input;
  const headline = headlineFor(scene.brief);
  const seed = [scene.brief.text, scene.pubName ?? "", platform, input.variant].join("|");
  const draft = composeBase(platform, scene, createRng(seed));
  if (refinements.framework) applyFramework(draft, refinements.framework, createRng(`${seed}|framework`));
  if (refinements.angle) applyAngle(draft, refinements.angle, createRng(`${seed}|angle`));
  if (refinements.tone)
    applyTone(draft, refinements.tone, refinements.intensity ?? 3, createRng(`${seed}|tone`));
  if (refinements.optimization)
    applyOptimisation(draft, refinements.optimization, createRng(`${seed}|optimisation`));
  sayEachSentimentOnce(draft);
  sayEachFactOnce(draft);
  const hashtags = buildHashtags(platform, draft, refinements, createRng(`${seed}|hashtags`));
  const cta = callToAction(platform, scene, draft.book, draft.slots);
  const content = fitToLimit(draft, hashtags.join(" ").length + 2);
  return {
    id: `${platform}-${hashHex(seed)}${idSuffix(refinements)}`,
    platform,
    headline,
    content,
    hashtags,
    callToAction: cta,
    needsImage: platform === "instagram",
    imageDescription: photoFor(draft, refinements, seed),
    videoIdea:
      platform === "tiktok" ? (choose(createRng(`${seed}|video`), draft.book.video, draft.slots) ?? "") : "",
  };
}
