import { Progress } from "radix-ui";

/** A real progress bar: `value` comes from the job, never from a timer. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-muted">
        <span>{label}</span>
        <span aria-hidden="true">{value}%</span>
      </div>
      <Progress.Root
        value={value}
        aria-label={label}
        className="relative h-3 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <Progress.Indicator
          className="h-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </Progress.Root>
    </div>
  );
}
