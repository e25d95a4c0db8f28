import { Sparkles, Wand2 } from "lucide-react";
import {
  IMAGE_PLATFORMS,
  IMAGE_PROMPT_MAX,
  IMAGE_SIZES,
  IMAGE_STYLES,
  PLATFORM_LABELS,
  SIZE_LABELS,
  STYLE_LABELS,
  TEXT_OVERLAY_MAX,
} from "~/lib/images/constants";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { Input, Label } from "../ui/input";
import { ProgressBar } from "../ui/progress-bar";
import { Spinner } from "../ui/spinner";
import { ChoiceSelect } from "./choice-select";
import type { ImageStudioPage } from "./use-image-studio";

/** Describe, enhance, choose style, platform and size, generate — with the job's real progress. */
export function BriefForm({ page }: { page: ImageStudioPage }) {
  const { brief, enhanced } = page;
  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div>
        <Label htmlFor="image-description">Describe your image</Label>
        <textarea
          id="image-description"
          value={brief.description}
          maxLength={IMAGE_PROMPT_MAX}
          rows={3}
          onChange={(event) => page.changeBrief({ description: event.target.value })}
          placeholder="e.g. Quiz night this Thursday at 8pm, £50 bar tab for the winners"
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white p-3 text-base text-ink placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={page.enhance}
            disabled={page.enhancing || page.generating}
          >
            {page.enhancing ? (
              <Spinner label="Enhancing" className="size-4" />
            ) : (
              <Wand2 aria-hidden="true" className="size-4" />
            )}
            {page.enhancing ? "Enhancing..." : "Enhance Prompt"}
          </Button>
          <span className="text-sm text-muted">Adds the scene, light and composition for your style.</span>
        </div>
      </div>

      {enhanced ? (
        <section aria-labelledby="enhanced-heading" className="space-y-2 rounded-xl bg-brand-50 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="enhanced-heading" className="font-semibold text-brand-900">
              Enhanced prompt
            </h2>
            <span className="text-xs text-brand-800">{enhanced.enhancer}</span>
          </div>
          <p className="text-sm text-brand-950" data-testid="enhanced-prompt">
            {enhanced.improvedPrompt}
          </p>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={page.useEnhanced}
              onChange={(event) => page.setUseEnhanced(event.target.checked)}
              className="size-4 accent-brand-600"
            />
            Use the enhanced prompt
          </label>
        </section>
      ) : null}

      <div>
        <Label htmlFor="text-overlay">Text overlay (optional)</Label>
        <Input
          id="text-overlay"
          value={brief.textOverlay}
          maxLength={TEXT_OVERLAY_MAX}
          onChange={(event) => page.changeBrief({ textOverlay: event.target.value })}
          placeholder="e.g. £50 bar tab for the winners"
          className="mt-1"
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceSelect
          id="image-style"
          label="Style"
          value={brief.style}
          options={IMAGE_STYLES}
          labels={STYLE_LABELS}
          onChange={(style) => page.changeBrief({ style })}
        />
        <ChoiceSelect
          id="image-platform"
          label="Platform"
          value={brief.platform}
          options={IMAGE_PLATFORMS}
          labels={PLATFORM_LABELS}
          onChange={(platform) => page.changeBrief({ platform })}
        />
        <ChoiceSelect
          id="image-size"
          label="Size"
          value={brief.imageSize}
          options={IMAGE_SIZES}
          labels={SIZE_LABELS}
          onChange={(imageSize) => page.changeBrief({ imageSize })}
        />
      </div>

      <Button size="lg" className="w-full sm:w-auto" onClick={page.generate} disabled={page.generating}>
        <Sparkles aria-hidden="true" className="size-5" />
        {page.generating ? "Generating..." : "Generate Image"}
      </Button>

      {page.jobStarted ? (
        <div aria-live="polite">
          <ProgressBar
            value={page.progress}
            label={page.jobRunning ? "Creating your image" : "Waiting to start"}
          />
        </div>
      ) : null}
    </Card>
  );
}
