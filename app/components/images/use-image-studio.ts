import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { LockedFeature } from "~/components/billing/upgrade-dialog";
import type { ApiAnswer } from "~/lib/api-client";
import type { GenerateImagesResult, ImageResult } from "~/lib/contract/images";
import type { ImagePlatform, ImageSize, ImageStyle } from "~/lib/images/constants";
import { useIntent } from "~/lib/use-intent";
import { useJob } from "~/lib/use-job";
import type { ImagesPageData } from "~/routes/_app/image-generator";
import { toast } from "../ui/toaster";
import { IMAGE_INTENTS } from "./image-intents";

type Failure = Extract<ApiAnswer<unknown>, { ok: false }>;

/** What the landlord is asking for: the page's own state until it is sent. */
export interface ImageBrief {
  description: string;
  textOverlay: string;
  style: ImageStyle;
  platform: ImagePlatform;
  imageSize: ImageSize;
}

const FIRST_BRIEF: ImageBrief = {
  description: "",
  textOverlay: "",
  style: "photorealistic",
  platform: "instagram_post",
  imageSize: "social",
};

/**
 * The image page's data and actions (/image-generator owns it): the gallery and the figures come
 * from the loader; enhance and generate are intents on the route; the render itself is a queued
 * job followed with `useJob`, and its end revalidates the loaders (the new images, a refund).
 */
export function useImageStudio(data: ImagesPageData) {
  const revalidator = useRevalidator();
  const [brief, setBrief] = useState<ImageBrief>(FIRST_BRIEF);
  const [useEnhanced, setUseEnhanced] = useState(true);
  const [upgrade, setUpgrade] = useState<LockedFeature | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [hydrated, setHydrated] = useState(false);
  const { job, error: jobError } = useJob<GenerateImagesResult>(jobId);

  useEffect(() => setHydrated(true), []);

  /** 401 → 'Login Required' and home; 402 → the upgrade dialog; anything else → the given toast. */
  function fail(answer: Failure, feature: LockedFeature, fallback: { title: string; description?: string }) {
    if (answer.status === 401) {
      toast({ title: "Login Required", description: "Please log in to continue.", variant: "destructive" });
      // A full load: signed out, "/" is the landing page, which ships without the app's scripts.
      window.setTimeout(() => window.location.assign("/"), 1200);
      return;
    }
    if (answer.status === 402 || answer.code === "subscription_required") {
      setUpgrade(feature);
      return;
    }
    toast({ ...fallback, variant: "destructive" });
  }

  const enhancing = useIntent(IMAGE_INTENTS, "improvePrompt", (answer) => {
    if (!answer.ok) {
      return fail(answer, "prompt_improvement", {
        title: "Enhancement Failed",
        description: "Could not improve the prompt. Please try again.",
      });
    }
    setUseEnhanced(true);
    toast({ title: "Prompt Enhanced!", description: "Check the enhanced prompt below.", variant: "success" });
  });
  // The enhanced prompt is the answer itself; a new description or style sets it aside.
  const enhanced = enhancing.answer?.ok ? enhancing.answer.data : null;

  // The start charges the images, but the figures are read when the job ends: reading the
  // loaders while the job renders would only compete with it.
  const starting = useIntent(
    IMAGE_INTENTS,
    "generateImages",
    (answer) => {
      if (!answer.ok) {
        return fail(answer, "image_generation", { title: "Failed to generate images. Please try again." });
      }
      setJobId(answer.data.jobId);
    },
    { revalidate: false },
  );

  // The job's end: said at once; the loaders are read again (the gallery gains the images, or the
  // charge comes back), then the new images open in the editor.
  useEffect(() => {
    if (!jobId || !job || (job.status !== "succeeded" && job.status !== "failed")) return;
    setJobId(null);
    if (job.status === "failed") {
      toast({
        title: "Failed to generate images. Please try again.",
        description: job.error,
        variant: "destructive",
      });
      void revalidator.revalidate();
      return;
    }
    const images = job.result?.images ?? [];
    toast({
      title: "Images Generated!",
      description: images.length > 1 ? `${images.length} images are ready.` : "Your image is ready.",
      variant: "success",
    });
    void revalidator.revalidate().then(() => setSelectedIds(images.map((image) => image.id)));
  }, [job, jobId, revalidator]);

  useEffect(() => {
    if (!jobError || !jobId) return;
    toast({
      title: "Error",
      description: "Failed to generate images. Please try again.",
      variant: "destructive",
    });
    setJobId(null);
  }, [jobError, jobId]);

  const generating = starting.pending || jobId !== null;
  const selected = selectedIds.flatMap((id) => data.images.filter((image) => image.id === id));

  return {
    data,
    hydrated,
    brief,
    /** Changing the words or the style sets an enhanced prompt aside: it described the old ones. */
    changeBrief(next: Partial<ImageBrief>) {
      if (enhancing.answer && (next.description !== undefined || next.style !== undefined)) enhancing.reset();
      setBrief((current) => ({ ...current, ...next }));
    },
    enhanced,
    useEnhanced,
    setUseEnhanced,
    enhancing: enhancing.pending,
    enhance() {
      const basicPrompt = brief.description.trim();
      if (!basicPrompt) {
        toast({ title: "Please enter a basic image description first", variant: "destructive" });
        return;
      }
      void enhancing.submit({
        basicPrompt,
        contentType: "marketing",
        style: brief.style,
        platform: brief.platform,
      });
    },
    generating,
    progress: job?.progress ?? 0,
    jobRunning: job?.status === "running",
    jobStarted: jobId !== null,
    generate() {
      const basic = brief.description.trim();
      if (!basic) {
        toast({ title: "Please describe the image you want to create", variant: "destructive" });
        return;
      }
      setSelectedIds([]);
      void starting.submit({
        userInput: enhanced && useEnhanced ? enhanced.improvedPrompt : basic,
        contentType: "marketing",
        platform: brief.platform,
        style: brief.style,
        imageSize: brief.imageSize,
        textOverlay: brief.textOverlay.trim() || null,
        pubDetails: data.pub?.name ? { name: data.pub.name } : null,
        generateMultiple: false,
      });
    },
    selected,
    select: (image: ImageResult) => setSelectedIds([image.id]),
    upgrade,
    setUpgrade,
  };
}

export type ImageStudioPage = ReturnType<typeof useImageStudio>;
