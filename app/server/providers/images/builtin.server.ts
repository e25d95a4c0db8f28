import { BUILTIN_POSTER_LABEL } from "~/lib/images/constants";
import { enhancePrompt } from "~/lib/images/prompt-enhancer";
import type { ImagesProvider } from "./types";

/**
 * Local mode: real posters drawn in the Worker (satori + resvg) from the request, and the rule-based
 * prompt enhancer. No key and no network needed.
 */
export function createBuiltinImages(): ImagesProvider {
  return {
    kind: "builtin",
    label: BUILTIN_POSTER_LABEL,
    enhancerLabel: "Built-in enhancer",
    async generate(request) {
      const { renderPoster } = await import("./poster/render.server");
      return renderPoster(request);
    },
    async improvePrompt(request) {
      return enhancePrompt(request);
    },
  };
}
