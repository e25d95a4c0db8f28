import { Link, NavLink } from "react-router";
import type { CurrentUser } from "~/lib/contract/auth";
import { useRootData } from "~/root";
import { buttonClasses } from "../ui/button";
import { cn } from "../ui/cn";
import type { HeaderFigure } from "./header-figures";
import { Logo } from "./logo";

const APP_NAV = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/image-generator", label: "Images" },
  { to: "/sports", label: "Sports" },
  { to: "/quiz-generator", label: "Quiz" },
  { to: "/calendar", label: "Calendar" },
] as const;

interface SiteHeaderProps {
  user: CurrentUser | null;
  /** Shows the Quick Access button (the page renders the dialog). */
  quickAccess?: boolean;
}

/** The shared header: app navigation signed in; Pricing, Log In and Sign Up signed out. */
export function SiteHeader({ user, quickAccess }: SiteHeaderProps) {
  const figures = useRootData()?.figures ?? [];
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo />
        {user ? (
          <>
            <nav aria-label="Main" className="hidden md:block">
              <AppNav />
            </nav>
            <div className="flex min-w-0 items-center gap-2">
              {figures.length > 0 && <AllowanceFigures figures={figures} />}
              <a
                href="/account"
                className={cn(
                  "max-w-[6.5rem] truncate text-sm text-muted hover:text-ink sm:max-w-[12rem]",
                  // On a phone the figures take the email's place; both lead to the account page.
                  figures.length > 0 && "hidden sm:block",
                )}
                title={user.email}
              >
                {user.email || "User"}
              </a>
              {/* A full-page navigation: the server ends the session and sends us home. */}
              <a href="/api/logout" className={buttonClasses({ variant: "outline", size: "sm" })}>
                Logout
              </a>
            </div>
          </>
        ) : (
          <div className="flex items-center gap-1 sm:gap-2">
            <a
              href="/pricing"
              className="hidden px-2 text-sm font-semibold text-ink hover:text-brand-700 sm:inline"
            >
              Pricing
            </a>
            <a href="/api/login" className={buttonClasses({ variant: "ghost", size: "sm" })}>
              Log In
            </a>
            {quickAccess && (
              <button
                type="button"
                data-opens="quick-access"
                className={cn(buttonClasses({ variant: "outline", size: "sm" }), "hidden sm:inline-flex")}
              >
                Quick Access
              </button>
            )}
            <a href="/pricing" className={buttonClasses({ variant: "primary", size: "sm" })}>
              Sign Up
            </a>
          </div>
        )}
      </div>
      {user && (
        <nav aria-label="Main" className="overflow-x-auto border-t border-stone-200 md:hidden">
          <AppNav />
        </nav>
      )}
    </header>
  );
}

/**
 * What is left this month, from the root loader: it revalidates after every write and navigation,
 * so a post, a refine or a poster shows here at once. A phone shows the first figure only.
 */
function AllowanceFigures({ figures }: { figures: HeaderFigure[] }) {
  const all = figures.map((figure) => figure.text).join(" · ");
  return (
    <Link
      to="/account"
      title={`${all}${figures.some((figure) => figure.meter === "plan") ? "" : " this month"} — your account`}
      className="flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100"
      data-testid="header-allowance"
    >
      {figures.map((figure, index) => (
        <span key={figure.meter} data-meter={figure.meter} className={cn(index > 0 && "hidden lg:inline")}>
          {index > 0 && "· "}
          <span className="whitespace-nowrap">{figure.text}</span>
        </span>
      ))}
    </Link>
  );
}

function AppNav() {
  return (
    // Five items fit a 375 px phone only with the tighter padding below sm.
    <ul className="flex items-center justify-around gap-0.5 px-1 sm:gap-1 sm:px-2 md:justify-start">
      {APP_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={({ isActive }) =>
              cn(
                "inline-flex h-11 items-center rounded-lg px-1.5 text-[0.8125rem] font-semibold sm:px-3 sm:text-sm",
                isActive ? "bg-brand-100 text-brand-800" : "text-muted hover:text-ink",
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
