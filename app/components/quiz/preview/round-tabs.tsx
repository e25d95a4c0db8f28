import { ChevronLeft, ChevronRight } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../../ui/cn";
import type { Round } from "./rounds";

/** Which ends of the tab strip have more tabs beyond them. */
function edgesOf(list: HTMLElement | null) {
  if (!list) return { before: false, after: false };
  const slack = 2;
  return {
    before: list.scrollLeft > slack,
    after: list.scrollLeft + list.clientWidth < list.scrollWidth - slack,
  };
}

/**
 * The rounds as tabs. On a phone they sit in one strip that scrolls sideways, and the strip shows it:
 * a fade and an arrow at each end with more rounds beyond it, and a line saying how many there are.
 * The chosen tab scrolls into view; the arrow keys move between tabs (Radix).
 */
export function RoundTabs({
  rounds,
  value,
  onValueChange,
  children,
}: {
  rounds: Round[];
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ before: false, after: false });
  const measure = useCallback(() => setEdges(edgesOf(list.current)), []);

  useEffect(() => {
    const strip = list.current;
    if (!strip) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [measure]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly chosen round scrolls into view.
  useEffect(() => {
    list.current
      ?.querySelector<HTMLElement>('[data-state="active"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "smooth" });
  }, [value]);

  const scrollBy = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.7, behavior: "smooth" });
  const overflowing = edges.before || edges.after;

  return (
    <Tabs.Root value={value} onValueChange={onValueChange} className="min-w-0">
      <div className="relative -mx-4 sm:mx-0">
        <Tabs.List
          ref={list}
          aria-label="Rounds"
          onScroll={measure}
          className="flex gap-2 overflow-x-auto scroll-px-10 px-4 pb-2 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden"
        >
          {rounds.map((round) => (
            <Tabs.Trigger
              key={round.number}
              value={String(round.number)}
              className={cn(
                "h-10 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
                "border-stone-300 bg-white text-ink hover:bg-stone-50",
                "data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white",
              )}
            >
              {round.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {edges.before && <ScrollArrow side="before" onClick={() => scrollBy(-1)} />}
        {edges.after && <ScrollArrow side="after" onClick={() => scrollBy(1)} />}
      </div>
      {overflowing && (
        <p className="mt-1 text-xs text-muted" data-testid="round-tabs-hint">
          {rounds.length} rounds — swipe or use the arrows to see them all
        </p>
      )}
      {children}
    </Tabs.Root>
  );
}

function ScrollArrow({ side, onClick }: { side: "before" | "after"; onClick: () => void }) {
  const before = side === "before";
  const Icon = before ? ChevronLeft : ChevronRight;
  return (
    <div
      className={cn(
        "pointer-events-none absolute top-0 bottom-2 flex w-16 items-center",
        before
          ? "left-0 justify-start bg-gradient-to-r from-cream via-cream/90 to-transparent pl-1"
          : "right-0 justify-end bg-gradient-to-l from-cream via-cream/90 to-transparent pr-1",
      )}
    >
      {/* Not in the tab order: from the keyboard, the arrow keys move along the tabs themselves. */}
      <button
        type="button"
        tabIndex={-1}
        onClick={onClick}
        aria-label={before ? "Scroll to earlier rounds" : "Scroll to later rounds"}
        className="pointer-events-auto inline-flex size-9 items-center justify-center rounded-full border border-stone-300 bg-white text-ink shadow-md"
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
