import type { ReactNode } from "react";
import { useRootData } from "~/root";
import { SiteFooter } from "../layout/site-footer";
import { SiteHeader } from "../layout/site-header";
import { cn } from "../ui/cn";

/**
 * Hand-made prose spacing for the legal and help pages (no typography plugin is installed).
 * Applied to a section body, it styles the plain elements written inside it.
 */
export const PROSE = cn(
  "space-y-4 leading-relaxed text-ink",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5",
  "[&_li]:pl-1 [&_li::marker]:text-brand-600",
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900",
  "[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-bold [&_strong]:font-semibold",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-stone-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:whitespace-nowrap [&_code]:font-mono [&_code]:text-[0.9em]",
);

interface ArticlePageProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** A date in words, e.g. "22 November 2026"; omitted on pages that are not policies. */
  updated?: string;
  children: ReactNode;
}

/** The frame of a readable public page: shared header and footer around a narrow column. */
export function ArticlePage({ eyebrow, title, intro, updated, children }: ArticlePageProps) {
  const user = useRootData()?.user ?? null;
  return (
    <>
      <SiteHeader user={user} />
      <main className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-2 font-display text-4xl leading-tight font-bold sm:text-5xl">{title}</h1>
        <div className="mt-4 text-lg leading-relaxed text-muted">{intro}</div>
        {updated && <p className="mt-3 text-sm text-muted">Last updated {updated}.</p>}
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

interface ArticleSectionProps {
  id?: string;
  title: string;
  children: ReactNode;
  className?: string;
}

/** One headed section of an article; its id doubles as the anchor that the page links to. */
export function ArticleSection({ id, title, children, className }: ArticleSectionProps) {
  const headingId = `${id ?? slug(title)}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("mt-10 scroll-mt-24", className)}>
      <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <div className={cn(PROSE, "mt-4")}>{children}</div>
    </section>
  );
}

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
