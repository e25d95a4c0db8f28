import { Copy, Download, Printer } from "lucide-react";
import { useRef, useState } from "react";
import { ApiError } from "~/lib/api-client";
import type { GeneratedPost } from "~/lib/contract/content";
import type { ImageResult } from "~/lib/contract/images";
import { downloadBlob } from "~/lib/download";
import { BUILTIN_POSTER_LABEL, PLATFORM_LABELS, STYLE_LABELS } from "~/lib/images/constants";
import { DEFAULT_POSITION, OVERLAY_SIZE } from "~/lib/images/overlay";
import type { PaperSize } from "~/lib/images/sizes";
import { ScheduleButton } from "../publishing/schedule-button";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { copyWithToast } from "../ui/copy-with-toast";
import { toast } from "../ui/toaster";
import { canvasToJpeg, downloadName, drawWithOverlay, posterPdf } from "./canvas-export";
import { OverlayEditor, type OverlayState } from "./overlay-editor";
import { useOverlayLayout } from "./use-overlay-layout";

function errorMessage(error: unknown) {
  if (error instanceof ApiError) return error.detail;
  return error instanceof Error && error.message
    ? error.message
    : "Could not download the image. Please try again.";
}

/** A built-in poster already carries the overlay text, so its editor starts empty. */
function initialOverlay(image: ImageResult): OverlayState {
  const builtin = image.renderer === BUILTIN_POSTER_LABEL;
  return {
    text: builtin ? "" : (image.textOverlay ?? ""),
    position: DEFAULT_POSITION,
    size: OVERLAY_SIZE.default,
  };
}

/** The poster's first suggested caption as a post to schedule; its platform follows the image's. */
function captionPost(image: ImageResult): GeneratedPost {
  return {
    id: image.id,
    platform: image.platform.startsWith("instagram") ? "instagram" : "facebook",
    headline: "",
    content: image.suggestedCaptions[0] ?? image.textOverlay ?? image.altText,
    hashtags: [],
    callToAction: "",
    needsImage: false,
    imageDescription: image.altText,
    videoIdea: "",
  };
}

/** One image: the overlay editor, Download, Print (A4/A3 PDF) and the suggested captions. */
export function ResultCard({ image }: { image: ImageResult }) {
  const [overlay, setOverlay] = useState<OverlayState>(() => initialOverlay(image));
  const [busy, setBusy] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const builtin = image.renderer === BUILTIN_POSTER_LABEL;
  const { layout, shownWidth } = useOverlayLayout(overlay.text, overlay.size, frameRef);

  async function render() {
    return drawWithOverlay(image.imageUrl, {
      text: overlay.text,
      x: overlay.position.x,
      y: overlay.position.y,
      size: overlay.size,
      shownWidth: shownWidth || 360,
      lines: layout?.lines,
    });
  }

  async function download() {
    setBusy("download");
    try {
      downloadBlob(await canvasToJpeg(await render()), downloadName());
      toast({
        title: "Downloaded Successfully!",
        description: "Your image is in your downloads.",
        variant: "success",
      });
    } catch (error) {
      console.error("Download failed", error);
      toast({ title: "Download Failed", description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function print(paper: PaperSize) {
    setBusy(paper);
    try {
      const pdf = await posterPdf(await render(), paper);
      downloadBlob(pdf, downloadName(Date.now(), `${paper}.pdf`));
      toast({
        title: "Ready to print",
        description: `Your ${paper} PDF is in your downloads.`,
        variant: "success",
      });
    } catch (error) {
      console.error("Print PDF failed", error);
      toast({ title: "Download Failed", description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function copy(caption: string) {
    await copyWithToast(caption, {
      copied: "Caption copied to your clipboard.",
      failed: "Your browser would not copy. Select the text instead.",
    });
  }

  return (
    <Card className="space-y-5 p-4 sm:p-6" data-testid="image-result">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
          {image.renderer}
        </span>
        <span className="rounded-full bg-stone-100 px-3 py-1">{STYLE_LABELS[image.style]}</span>
        <span className="rounded-full bg-stone-100 px-3 py-1">
          {PLATFORM_LABELS[image.platform]} · {image.width}×{image.height}
        </span>
      </div>
      {builtin ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          Built-in poster: drawn on our own server because no AI image key is set up. Add an OpenAI key to get
          AI photos and artwork.
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <OverlayEditor
          imageUrl={image.imageUrl}
          altText={image.altText}
          width={image.width}
          height={image.height}
          overlay={overlay}
          layout={layout}
          onChange={setOverlay}
          frameRef={frameRef}
          hint={
            builtin && image.textOverlay
              ? "Your overlay text is already on the poster. Add more here and drag it where you like."
              : undefined
          }
        />
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            <Button onClick={download} disabled={busy !== null}>
              <Download aria-hidden="true" className="size-4" />
              {busy === "download" ? "Preparing..." : "Download"}
            </Button>
            <Button variant="outline" onClick={() => print("A4")} disabled={busy !== null}>
              <Printer aria-hidden="true" className="size-4" />
              {busy === "A4" ? "Preparing..." : "Print A4"}
            </Button>
            <Button variant="outline" onClick={() => print("A3")} disabled={busy !== null}>
              <Printer aria-hidden="true" className="size-4" />
              {busy === "A3" ? "Preparing..." : "Print A3"}
            </Button>
            <ScheduleButton post={captionPost(image)} label="poster" image={image} />
          </div>
          <section aria-labelledby={`captions-${image.id}`} className="space-y-3">
            <h3 id={`captions-${image.id}`} className="font-display text-lg font-bold">
              Suggested captions
            </h3>
            <ul className="space-y-3">
              {image.suggestedCaptions.map((caption) => (
                <li
                  key={caption}
                  className="flex items-start gap-3 rounded-lg border border-stone-200 bg-white p-3"
                >
                  <p className="flex-1 text-sm whitespace-pre-line">{caption}</p>
                  <Button variant="ghost" size="sm" onClick={() => copy(caption)} aria-label="Copy caption">
                    <Copy aria-hidden="true" className="size-4" />
                    Copy
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </Card>
  );
}
