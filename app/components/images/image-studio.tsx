import { lazy, Suspense } from "react";
import type { ImagesPageData } from "~/routes/_app/image-generator";
import { UpgradeDialog } from "../billing/upgrade-dialog";
import { OtherToolsNav } from "../layout/other-tools-nav";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { BriefForm } from "./brief-form";
import { Gallery } from "./gallery";
import { useImageStudio } from "./use-image-studio";

// The editor, canvas export and captions load when there is an image to show, not with the page.
const ResultCard = lazy(() => import("./result-card").then((module) => ({ default: module.ResultCard })));

/** The AI Image Generator (spec §2): describe, enhance, generate, place text, download or print. */
export function ImageStudio({ data }: { data: ImagesPageData }) {
  const page = useImageStudio(data);
  return (
    <div className="space-y-8" data-hydrated={page.hydrated || undefined}>
      <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold">AI Image Generator</h1>
          <p className="mt-1 text-muted">Posters and social images for your pub, with your words on them</p>
          <p className="mt-1 text-sm text-muted">Images by: {data.renderer}</p>
        </div>
        <OtherToolsNav
          links={[
            { to: "/sports", label: "Sports" },
            { to: "/dashboard", label: "Content" },
            { to: "/", label: "Home" },
          ]}
        />
      </header>

      {!data.unlocked ? (
        <div
          role="note"
          className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
        >
          <p className="flex-1 text-sm">
            <strong>Images are part of Starter and Pro.</strong> Your free trial covers the content creator;
            upgrade to make posters and AI images.
          </p>
          <Button variant="brass" size="sm" onClick={() => page.setUpgrade("image_generation")}>
            See what you get
          </Button>
        </div>
      ) : null}

      <BriefForm page={page} />

      {page.selected.length > 0 ? (
        <section aria-labelledby="results-heading" className="space-y-4">
          <h2 id="results-heading" className="font-display text-2xl font-bold">
            Your new image
          </h2>
          <Suspense fallback={<Spinner label="Opening the editor" />}>
            {page.selected.map((image) => (
              <ResultCard key={image.id} image={image} />
            ))}
          </Suspense>
        </section>
      ) : null}

      <Gallery images={data.images} selectedId={page.selected[0]?.id ?? null} onSelect={page.select} />

      <UpgradeDialog feature={page.upgrade} onOpenChange={(open) => !open && page.setUpgrade(null)} />
    </div>
  );
}
