import { Sparkles, Wand2 } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { ApiError, api } from "~/lib/api-client";
import type { ContentType } from "~/lib/content/constants";
import type { GenerateImagesResult, ImageResult, ImprovePromptResponse } from "~/lib/contract/images";
import type { PubDetails } from "~/lib/contract/pub";
import {
  IMAGE_PLATFORMS,
  IMAGE_PROMPT_MAX,
  IMAGE_SIZES,
  IMAGE_STYLES,
  type ImagePlatform,
  type ImageSize,
  type ImageStyle,
  PLATFORM_LABELS,
  SIZE_LABELS,
  STYLE_LABELS,
  TEXT_OVERLAY_MAX,
} from "~/lib/images/constants";
import { useJob } from "~/lib/use-job";
import { type LockedFeature, UpgradeDialog } from "../billing/upgrade-dialog";
import { OtherToolsNav } from "../layout/other-tools-nav";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { Input, Label } from "../ui/input";
import { ProgressBar } from "../ui/progress-bar";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toaster";
import { ChoiceSelect } from "./choice-select";
import { Gallery } from "./gallery";

interface ImageStudioProps {
  initialImages: ImageResult[];
  pub: PubDetails | null;
  /** False on the free trial: images and prompt enhancing open the upgrade dialog. */
  unlocked: boolean;
  renderer: string;
}

// The editor, canvas export and captions load when there is an image to show, not with the page.
const ResultCard = lazy(() => import("./result-card").then((module) => ({ default: module.ResultCard })));

/** The AI Image Generator (spec §2): describe, enhance, generate, place text, download or print. */
export function ImageStudio({ initialImages, pub, unlocked, renderer }: ImageStudioProps) {
  const [description, setDescription] = useState("");
  const [enhanced, setEnhanced] = useState<ImprovePromptResponse | null>(null);
  const [useEnhanced, setUseEnhanced] = useState(true);
  const [textOverlay, setTextOverlay] = useState("");
  const [style, setStyle] = useState<ImageStyle>("photorealistic");
  const [platform, setPlatform] = useState<ImagePlatform>("instagram_post");
  const [imageSize, setImageSize] = useState<ImageSize>("social");
  const [contentType] = useState<ContentType>("marketing");
  const [enhancing, setEnhancing] = useState(false);
  const [starting, setStarting] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [results, setResults] = useState<ImageResult[]>([]);
  const [gallery, setGallery] = useState(initialImages);
  const [upgrade, setUpgrade] = useState<LockedFeature | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const { job, error: jobError } = useJob<GenerateImagesResult>(jobId);
  const generating =
    starting || (jobId !== null && (!job || job.status === "queued" || job.status === "running"));

  useEffect(() => setHydrated(true), []);

  // A finished job: its images become the result cards and join the gallery.
  useEffect(() => {
    if (!jobId || !job) return;
    if (job.status === "succeeded" && job.result) {
      const images = job.result.images;
      setResults(images);
      setGallery((list) => [
        ...images,
        ...list.filter((old) => !images.some((image) => image.id === old.id)),
      ]);
      toast({
        title: "Images Generated!",
        description: images.length > 1 ? `${images.length} images are ready.` : "Your image is ready.",
        variant: "success",
      });
      setJobId(null);
    } else if (job.status === "failed") {
      toast({
        title: "Failed to generate images. Please try again.",
        description: job.error,
        variant: "destructive",
      });
      setJobId(null);
    }
  }, [job, jobId]);

  useEffect(() => {
    if (!jobError || !jobId) return;
    toast({
      title: "Error",
      description: "Failed to generate images. Please try again.",
      variant: "destructive",
    });
    setJobId(null);
  }, [jobError, jobId]);

  /** 401 → 'Login Required' and home; 402 → the upgrade dialog; anything else → the given toast. */
  function fail(error: unknown, feature: LockedFeature, fallback: { title: string; description?: string }) {
    console.error(fallback.title, error);
    if (error instanceof ApiError && error.status === 401) {
      toast({ title: "Login Required", description: "Please log in to continue.", variant: "destructive" });
      // A full load: signed out, "/" is the landing page, which ships without the app's scripts.
      window.setTimeout(() => window.location.assign("/"), 1200);
      return;
    }
    if (error instanceof ApiError && (error.status === 402 || error.code === "subscription_required")) {
      setUpgrade(feature);
      return;
    }
    toast({ ...fallback, variant: "destructive" });
  }

  async function enhance() {
    const basicPrompt = description.trim();
    if (!basicPrompt) {
      toast({ title: "Please enter a basic image description first", variant: "destructive" });
      return;
    }
    setEnhancing(true);
    try {
      const answer = await api<ImprovePromptResponse>("/api/improve-prompt", {
        method: "POST",
        json: { basicPrompt, contentType, style, platform },
      });
      setEnhanced(answer);
      setUseEnhanced(true);
      toast({
        title: "Prompt Enhanced!",
        description: "Check the enhanced prompt below.",
        variant: "success",
      });
    } catch (error) {
      fail(error, "prompt_improvement", {
        title: "Enhancement Failed",
        description: "Could not improve the prompt. Please try again.",
      });
    } finally {
      setEnhancing(false);
    }
  }

  async function generate() {
    const basic = description.trim();
    if (!basic) {
      toast({ title: "Please describe the image you want to create", variant: "destructive" });
      return;
    }
    setStarting(true);
    setResults([]);
    try {
      const { jobId: started } = await api<{ jobId: string }>("/api/generate-images", {
        method: "POST",
        json: {
          userInput: enhanced && useEnhanced ? enhanced.improvedPrompt : basic,
          contentType,
          platform,
          style,
          imageSize,
          textOverlay: textOverlay.trim() || null,
          pubDetails: pub?.name ? { name: pub.name } : null,
          generateMultiple: false,
        },
      });
      setJobId(started);
    } catch (error) {
      fail(error, "image_generation", { title: "Failed to generate images. Please try again." });
    } finally {
      setStarting(false);
    }
  }

  return (
    <div className="space-y-8" data-hydrated={hydrated || undefined}>
      <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold">AI Image Generator</h1>
          <p className="mt-1 text-muted">Posters and social images for your pub, with your words on them</p>
          <p className="mt-1 text-sm text-muted">Images by: {renderer}</p>
        </div>
        <OtherToolsNav
          links={[
            { to: "/sports", label: "Sports" },
            { to: "/dashboard", label: "Content" },
            { to: "/", label: "Home" },
          ]}
        />
      </header>

      {!unlocked ? (
        <div
          role="note"
          className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
        >
          <p className="flex-1 text-sm">
            <strong>Images are part of Starter and Pro.</strong> Your free trial covers the content creator;
            upgrade to make posters and AI images.
          </p>
          <Button variant="brass" size="sm" onClick={() => setUpgrade("image_generation")}>
            See what you get
          </Button>
        </div>
      ) : null}

      <Card className="space-y-5 p-4 sm:p-6">
        <div>
          <Label htmlFor="image-description">Describe your image</Label>
          <textarea
            id="image-description"
            value={description}
            maxLength={IMAGE_PROMPT_MAX}
            rows={3}
            onChange={(event) => {
              setDescription(event.target.value);
              setEnhanced(null);
            }}
            placeholder="e.g. Quiz night this Thursday at 8pm, £50 bar tab for the winners"
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white p-3 text-base text-ink placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={enhance} disabled={enhancing || generating}>
              {enhancing ? (
                <Spinner label="Enhancing" className="size-4" />
              ) : (
                <Wand2 aria-hidden="true" className="size-4" />
              )}
              {enhancing ? "Enhancing..." : "Enhance Prompt"}
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
                checked={useEnhanced}
                onChange={(event) => setUseEnhanced(event.target.checked)}
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
            value={textOverlay}
            maxLength={TEXT_OVERLAY_MAX}
            onChange={(event) => setTextOverlay(event.target.value)}
            placeholder="e.g. £50 bar tab for the winners"
            className="mt-1"
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-3">
          <ChoiceSelect
            id="image-style"
            label="Style"
            value={style}
            options={IMAGE_STYLES}
            labels={STYLE_LABELS}
            onChange={(next) => {
              setStyle(next);
              // An enhanced prompt describes one style: enhance again for another.
              setEnhanced(null);
            }}
          />
          <ChoiceSelect
            id="image-platform"
            label="Platform"
            value={platform}
            options={IMAGE_PLATFORMS}
            labels={PLATFORM_LABELS}
            onChange={setPlatform}
          />
          <ChoiceSelect
            id="image-size"
            label="Size"
            value={imageSize}
            options={IMAGE_SIZES}
            labels={SIZE_LABELS}
            onChange={setImageSize}
          />
        </div>

        <Button size="lg" className="w-full sm:w-auto" onClick={generate} disabled={generating}>
          <Sparkles aria-hidden="true" className="size-5" />
          {generating ? "Generating..." : "Generate Image"}
        </Button>

        {jobId ? (
          <div aria-live="polite">
            <ProgressBar
              value={job?.progress ?? 0}
              label={job?.status === "running" ? "Creating your image" : "Waiting to start"}
            />
          </div>
        ) : null}
      </Card>

      {results.length > 0 ? (
        <section aria-labelledby="results-heading" className="space-y-4">
          <h2 id="results-heading" className="font-display text-2xl font-bold">
            Your new image
          </h2>
          <Suspense fallback={<Spinner label="Opening the editor" />}>
            {results.map((image) => (
              <ResultCard key={image.id} image={image} />
            ))}
          </Suspense>
        </section>
      ) : null}

      <Gallery
        images={gallery}
        selectedId={results[0]?.id ?? null}
        onSelect={(image) => setResults([image])}
      />

      <UpgradeDialog feature={upgrade} onOpenChange={(open) => !open && setUpgrade(null)} />
    </div>
  );
}
