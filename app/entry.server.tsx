import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/components/nonce";
import { contentSecurityPolicy } from "~/server/security/headers.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const nonce = crypto.randomUUID().replace(/-/g, "");
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  // Bots get the whole document at once; people get it streamed.
  const head = request.method === "HEAD";
  if (head || isbot(request.headers.get("user-agent") || "") || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, { dev: import.meta.env.DEV }));
  if (head) {
    // Nobody reads a HEAD answer's body: a stream left unread would hold the render open until its
    // timeout (an error in the log for every uptime check). Rendered in full for the status, then
    // dropped.
    await body.cancel();
    return new Response(null, { headers: responseHeaders, status });
  }
  return new Response(body, { headers: responseHeaders, status });
}
