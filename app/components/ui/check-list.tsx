import { cn } from "./cn";

/** A list of what a plan includes, each line ticked. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-brand-600">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
