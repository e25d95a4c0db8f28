import { redirect } from "react-router";
import { SimpleLanding } from "~/components/landing/simple-landing";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { useRootData } from "~/root";
import { getAccount } from "~/server/auth/request-user.server";
import type { Route } from "./+types/tool-gate";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

export const meta: Route.MetaFunction = () => [{ title: "Full House — marketing for UK pubs" }];

/**
 * Signed out, every tool's address shows the landing page (spec §2). Signed in, a tool that has not
 * shipped yet sends you home, where the tool list says what is on its way.
 */
export async function loader(args: Route.LoaderArgs) {
  if (await getAccount(args)) throw redirect("/");
  return null;
}

export default function ToolGate() {
  const root = useRootData();
  return <SimpleLanding localMode={root?.localMode ?? true} />;
}
