import type { ShouldRevalidateFunctionArgs } from "react-router";
import { IMAGE_INTENTS } from "~/components/images/image-intents";
import { ImageStudio } from "~/components/images/image-studio";
import { SimpleLanding } from "~/components/landing/simple-landing";
import { AppShell } from "~/components/layout/app-shell";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { revalidatesAfter, runIntent } from "~/lib/use-intent";
import { useRootData } from "~/root";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { listImages } from "~/server/images/store.server";
import { getPub } from "~/server/pub/pub.server";
import type { Route } from "./+types/image-generator";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.user ? "AI Image Generator — Full House" : "Full House — marketing for UK pubs",
  },
];

/** /image-generator and /images: the gallery and the pub's name, read again after every write. */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) return { user: null };
  const app = getApp(args);
  const [gallery, pub] = await Promise.all([
    listImages(app, account.id).catch((error: unknown) => {
      console.error("Images page: the gallery could not be read", error);
      return { images: [] };
    }),
    getPub(app, account.id).catch(() => null),
  ]);
  return {
    user: toCurrentUser(account),
    images: gallery.images,
    pub,
    unlocked: account.currentPlan !== "trial" || account.role === "admin",
    renderer: app.providers.images.label,
  };
}

/** The page's writes: enhance and generate, each JSON to its /api route; the loaders then revalidate. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(request, IMAGE_INTENTS);
}

/** A job's start leaves the gallery alone: the job's end reads it again (see useImageStudio). */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return revalidatesAfter(json) && defaultShouldRevalidate;
}

export type ImagesPageData = Extract<Route.ComponentProps["loaderData"], { images: unknown }>;

export default function ImageGeneratorPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!loaderData.user) return <SimpleLanding localMode={root?.localMode ?? true} />;
  return (
    <AppShell user={loaderData.user}>
      <ImageStudio data={loaderData} />
    </AppShell>
  );
}
