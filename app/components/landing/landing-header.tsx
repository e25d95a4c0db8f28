import { Link } from "react-router";
import { Logo } from "../layout/logo";
import { buttonClasses } from "../ui/button";
import { cn } from "../ui/cn";

export const BLOG_URL = "https://blog.fullhouse.pub";

const NAV = [
  { label: "Pricing", to: "/pricing" },
  { label: "Blog", href: BLOG_URL },
  { label: "Sports", to: "/sports" },
  { label: "AI Images", to: "/image-generator" },
  { label: "Quiz Generator", to: "/quiz-generator" },
] as const;

function NavItems({ itemClassName }: { itemClassName: string }) {
  return NAV.map((item) => (
    <li key={item.label}>
      {"href" in item ? (
        <a href={item.href} rel="noopener" className={itemClassName}>
          {item.label}
          <span aria-hidden="true" className="ml-1 text-xs">
            ↗
          </span>
        </a>
      ) : (
        <Link to={item.to} className={itemClassName}>
          {item.label}
        </Link>
      )}
    </li>
  ));
}

/**
 * The fuller landing's sticky header. The small-screen menu is a native <details> so it needs no
 * JavaScript: the landing page's script budget is tight.
 */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavItems itemClassName="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-ink hover:bg-stone-100 hover:text-brand-700" />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href="/api/login"
            className={cn(buttonClasses({ variant: "ghost", size: "sm" }), "hidden sm:inline-flex")}
          >
            Log In
          </a>
          <a href="/api/login" className={buttonClasses({ variant: "primary", size: "sm" })}>
            <span className="sm:hidden">Try free</span>
            <span className="hidden sm:inline">Start Free Trial</span>
          </a>
          <details className="group relative lg:hidden">
            <summary
              className={cn(
                buttonClasses({ variant: "outline", size: "sm" }),
                "w-10 cursor-pointer list-none px-0 [&::-webkit-details-marker]:hidden",
              )}
            >
              <span className="sr-only">Menu</span>
              <svg viewBox="0 0 24 24" className="size-5 group-open:hidden" aria-hidden="true">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <svg viewBox="0 0 24 24" className="hidden size-5 group-open:block" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <div className="absolute top-full right-0 mt-3 w-64 rounded-2xl border border-stone-200 bg-white p-2 shadow-lg">
              <nav aria-label="Menu">
                <ul>
                  <NavItems itemClassName="flex h-11 items-center rounded-lg px-3 font-semibold text-ink hover:bg-stone-100" />
                  <li className="mt-1 border-t border-stone-200 pt-1 sm:hidden">
                    <a
                      href="/api/login"
                      className="flex h-11 items-center rounded-lg px-3 font-semibold text-ink hover:bg-stone-100"
                    >
                      Log In
                    </a>
                  </li>
                </ul>
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
