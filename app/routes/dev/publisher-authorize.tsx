import { eq } from "drizzle-orm";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CONNECTION_PROVIDERS } from "~/lib/contract/publishing";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { pubs } from "~/server/db/schema.server";
import { assertLocalDev } from "~/server/dev/local-only.server";
import { readPageForm } from "~/server/http/body.server";
import { issuePreviewCode } from "~/server/providers/publishing/preview.server";
import type { Route } from "./+types/publisher-authorize";

export const meta: Route.MetaFunction = () => [{ title: "Preview publisher — allow publishing" }];

/** What the connect route sent: the same fields an OAuth authorisation request carries. */
const requestSchema = z.object({
  provider: z.enum(CONNECTION_PROVIDERS),
  state: z.string().min(1),
  redirect_uri: z.url(),
  code_challenge: z.string().min(43),
  code_challenge_method: z.literal("S256"),
});

/** Only our own callback for the same provider: never an open redirect. */
function checkedRequest(request: Request, params: URLSearchParams) {
  const parsed = requestSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) throw data("This sign-in request is incomplete.", { status: 400 });
  const back = new URL(parsed.data.redirect_uri);
  const expected = `/api/connections/${parsed.data.provider}/callback`;
  if (back.origin !== new URL(request.url).origin || back.pathname !== expected) {
    throw data("This sign-in request names a return address that is not Full House's.", { status: 400 });
  }
  return parsed.data;
}

async function pubName(args: Route.LoaderArgs | Route.ActionArgs) {
  const account = await requireAccount(args);
  const [pub] = await getApp(args)
    .db.select({ name: pubs.name })
    .from(pubs)
    .where(eq(pubs.accountId, account.id));
  return pub?.name ?? "Your pub";
}

export async function loader(args: Route.LoaderArgs) {
  assertLocalDev(getApp(args), args.request);
  const request = checkedRequest(args.request, new URL(args.request.url).searchParams);
  return { provider: request.provider, pubName: await pubName(args) };
}

/** Allow: a one-time code back to the callback, as an OAuth server does; Cancel: `error=access_denied`. */
export async function action(args: Route.ActionArgs) {
  const app = getApp(args);
  assertLocalDev(app, args.request);
  const request = checkedRequest(args.request, new URL(args.request.url).searchParams);
  const form = await readPageForm(args.request);
  const back = new URL(request.redirect_uri);
  back.searchParams.set("state", request.state);
  if (form.get("decision") === "allow") {
    const code = await issuePreviewCode(app.env.CACHE, {
      provider: request.provider,
      pubName: await pubName(args),
      codeChallenge: request.code_challenge,
      redirectUri: request.redirect_uri,
    });
    back.searchParams.set("code", code);
  } else {
    back.searchParams.set("error", "access_denied");
  }
  return redirect(back.toString());
}

const WHAT: Record<(typeof CONNECTION_PROVIDERS)[number], string> = {
  meta: "its Facebook Page and Instagram account",
  google: "its Google Business Profile",
};

export default function PublisherAuthorize({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-md space-y-6 px-4 py-10">
      <Logo />
      <Card className="space-y-4">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          Built-in · local mode · stands in for{" "}
          {loaderData.provider === "meta" ? "Facebook Login" : "Google sign-in"}
        </p>
        <h1 className="font-display text-2xl font-bold">
          Preview publisher wants to publish as {loaderData.pubName}
        </h1>
        <p className="text-muted">
          Posts will go to {WHAT[loaderData.provider]} on this computer's preview feed (/dev/feed). Nothing
          leaves this machine.
        </p>
        <Form method="post" className="flex gap-3">
          <Button type="submit" name="decision" value="allow">
            Allow
          </Button>
          <Button type="submit" name="decision" value="cancel" variant="outline">
            Cancel
          </Button>
        </Form>
      </Card>
    </main>
  );
}
