import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { Logo } from "~/components/layout/logo";
import { FeedCard } from "~/components/publishing/feed-card";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { INJECTABLE_FAILURES } from "~/lib/contract/publishing";
import { getApp } from "~/server/auth/request-user.server";
import { assertLocalDev } from "~/server/dev/local-only.server";
import { readPageForm } from "~/server/http/body.server";
import {
  injectPreviewFailure,
  listPreviewFeed,
  pendingPreviewFailures,
} from "~/server/providers/publishing/preview.server";
import { imageIdOfSignedUrl, signedImagePath } from "~/server/publishing/public-image.server";
import type { Route } from "./+types/feed";

export const meta: Route.MetaFunction = () => [{ title: "Preview feed — Full House" }];

export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args);
  assertLocalDev(app, args.request);
  const items = await listPreviewFeed(app.env.FILES);
  // The links the platform was given expire after an hour and carry APP_URL's origin: this page signs
  // fresh root-relative ones, so its pictures load on whichever origin it is served from.
  const drawn = await Promise.all(
    items.map(async (item) => {
      const imageId = item.image ? imageIdOfSignedUrl(item.image.url) : null;
      return imageId && item.image
        ? { ...item, image: { ...item.image, url: await signedImagePath(app, imageId) } }
        : item;
    }),
  );
  return { items: drawn, pending: await pendingPreviewFailures(app.env.CACHE) };
}

const injectSchema = z.object({
  platform: z.enum(["facebook", "instagram", "google"]),
  reason: z.enum(INJECTABLE_FAILURES),
});

/** Lines up one failure for a platform's next publish, to see how the calendar and e-mails show it. */
export async function action(args: Route.ActionArgs) {
  const app = getApp(args);
  assertLocalDev(app, args.request);
  const input = injectSchema.parse(Object.fromEntries(await readPageForm(args.request)));
  await injectPreviewFailure(app.env.CACHE, input.platform, input.reason);
  return { injected: input };
}

const REASON_LABELS: Record<(typeof INJECTABLE_FAILURES)[number], string> = {
  auth_expired: "Expired token",
  rate_limited: "Rate limit",
  media_rejected: "Media rejected",
};

const PLATFORM_NAMES = { facebook: "Facebook", instagram: "Instagram", google: "Google" } as const;

function FailureControls({ pending }: { pending: Route.ComponentProps["loaderData"]["pending"] }) {
  const navigation = useNavigation();
  return (
    <Card className="space-y-3">
      <h2 className="font-bold">Make the next post fail</h2>
      <p className="text-sm text-muted">
        The next publish on that platform fails once with this reason, as the real API would answer.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {(Object.keys(PLATFORM_NAMES) as Array<keyof typeof PLATFORM_NAMES>).map((platform) => (
          <Form key={platform} method="post" className="space-y-2 rounded-xl border border-stone-200 p-3">
            <input type="hidden" name="platform" value={platform} />
            <label className="block text-sm font-semibold" htmlFor={`reason-${platform}`}>
              {PLATFORM_NAMES[platform]}
            </label>
            <select
              id={`reason-${platform}`}
              name="reason"
              className="w-full rounded-lg border border-stone-300 p-2"
            >
              {INJECTABLE_FAILURES.map((reason) => (
                <option key={reason} value={reason}>
                  {REASON_LABELS[reason]}
                </option>
              ))}
            </select>
            <Button type="submit" size="sm" variant="outline" disabled={navigation.state !== "idle"}>
              Fail next {PLATFORM_NAMES[platform]} post
            </Button>
            {pending[platform] ? (
              <p className="text-sm text-red-800">Lined up: {REASON_LABELS[pending[platform]]}</p>
            ) : null}
          </Form>
        ))}
      </div>
    </Card>
  );
}

export default function PreviewFeed({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <Logo />
      <div>
        <h1 className="font-display text-3xl font-bold">Preview feed</h1>
        <p className="mt-1 text-muted">
          In local mode the built-in Preview publisher puts scheduled posts here instead of on Facebook,
          Instagram and Google, newest first, with the time each went out.
        </p>
      </div>
      <FailureControls pending={loaderData.pending} />
      {loaderData.items.length === 0 ? (
        <Card>
          <p className="font-semibold">Nothing published yet.</p>
          <p className="text-muted">
            Schedule a post from the calendar or the content page; it appears here at its time.
          </p>
        </Card>
      ) : (
        <ol className="space-y-5" aria-label="Published posts">
          {loaderData.items.map((item) => (
            <li key={item.id} id={`post-${item.id}`}>
              <FeedCard item={item} />
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
