import { Label } from "../ui/input";

const SELECT_CLASSES =
  "mt-1 h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";

/** A labelled native select over a fixed list (never an empty value), e.g. Style, Platform, Size. */
export function ChoiceSelect<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={SELECT_CLASSES}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
