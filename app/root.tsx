import { Beer } from "lucide-react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { StaticToasts } from "./components/landing/static-toasts";
import { type HeaderFigure, headerFigures } from "./components/layout/header-figures";
import { useNonce } from "./components/nonce";
import { Spinner } from "./components/ui/spinner";
import { Toaster } from "./components/ui/toaster";
import type { UsageResponse } from "./lib/contract/usage";
import { shouldHydrate } from "./lib/page-handle";
import { revalidatesAfter } from "./lib/use-intent";
import { toCurrentUser } from "./server/auth/accounts.server";
import { getAccount, getApp } from "./server/auth/request-user.server";
import { requestUsage } from "./server/billing/metering.server";
import { readFlashToast } from "./server/toasts/flash.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  const { toast, clearCookie } = readFlashToast(args.request);
  const app = getApp(args);
  const user = account ? toCurrentUser(account) : null;
  let usage: UsageResponse | null = null;
  let figures: HeaderFigure[] = [];
  if (account && user) {
    try {
      usage = await requestUsage(args, account);
      figures = headerFigures(usage, user.isAdmin);
    } catch (error) {
      // The page still renders; the header just leaves its figures out this once.
      console.error("Header: usage could not be read", error);
    }
  }
  return data(
    // `usage`: the upgrade dialog says what is actually left (the same read as the header's).
    { user, figures, usage, toast, localMode: app.config.isLocal },
    clearCookie ? { headers: { "Set-Cookie": clearCookie } } : undefined,
  );
}

/**
 * The header's figures are re-read on every navigation inside the app, not only after a write on
 * this page: a job that finished elsewhere, or another tab, may have changed them. The read is
 * shared with the page's own loader (one usage query per request), so it costs almost nothing.
 */
export function shouldRevalidate({
  formMethod,
  json,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod) return true;
  return revalidatesAfter(json) && defaultShouldRevalidate;
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** The root loader's data from anywhere in the tree. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRootData();
  const matches = useMatches();
  const hydrate = shouldHydrate(
    matches.map((match) => match.handle),
    Boolean(rootData?.user),
  );
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#185a37" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {hydrate ? (
          <>
            <Toaster initial={rootData?.toast ?? null} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            <StaticToasts toast={rootData?.toast ?? null} />
            <script type="module" src="/js/landing.js" nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** A thin bar at the top while a page (and its auth state) loads. */
function NavigationSpinner() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div className="fixed top-3 right-3 z-50 rounded-full bg-white p-2 shadow-md">
      <Spinner label="Loading page" />
    </div>
  );
}

export default function App() {
  return (
    <>
      <NavigationSpinner />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "404 Page Not Found" : "Something went wrong";
  const detail = notFound
    ? "That page isn't on the menu. Check the address, or head back to the bar."
    : isRouteErrorResponse(error)
      ? error.statusText || "The page could not be loaded."
      : "The page could not be loaded. Please try again in a moment.";
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      {/* React puts this in <head>: the tab and a screen reader's page title say what happened. */}
      <title>{`${title} — Full House`}</title>
      <Beer className="size-16 text-brass-500" aria-hidden="true" />
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="text-muted">{detail}</p>
      <Link to="/" className="font-semibold text-brand-700 underline">
        Back to Full House
      </Link>
    </main>
  );
}
