import { useJob } from "~/lib/use-job";
import { Button, buttonClasses } from "../ui/button";
import { Card } from "../ui/card";
import { ProgressBar } from "../ui/progress-bar";

/** "Download my data": a queued export with a real progress bar, then a download link. */
export function DataExportCard({
  jobId,
  starting,
  onStart,
}: {
  /** The export job the page's action started, once it has. */
  jobId: string | null;
  starting: boolean;
  onStart: () => void;
}) {
  // A job is long work: the page follows it by polling (the one exception to loader-read data).
  const { job, error } = useJob<{ downloadUrl: string }>(jobId);
  const running = job?.status === "queued" || job?.status === "running";
  return (
    <Card>
      <h2 className="text-lg font-bold">Download my data</h2>
      <p className="mt-1 text-muted">A copy of everything Full House holds about you, as one file.</p>
      <div className="mt-4 space-y-3" aria-live="polite">
        {job && job.status !== "succeeded" && job.status !== "failed" && (
          <ProgressBar value={job.progress} label="Preparing your data" />
        )}
        {job?.status === "succeeded" && job.result && (
          <a href={job.result.downloadUrl} className={buttonClasses({ variant: "primary" })} download>
            Download your data
          </a>
        )}
        {(job?.status === "failed" || error) && (
          <p className="font-semibold text-red-700">{job?.error ?? error}</p>
        )}
        {!running && job?.status !== "succeeded" && (
          <Button variant="outline" onClick={onStart} disabled={starting || (jobId !== null && !job)}>
            {starting ? "Starting..." : "Prepare my data"}
          </Button>
        )}
      </div>
    </Card>
  );
}
