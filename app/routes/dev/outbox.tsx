import { Logo } from "~/components/layout/logo";
import { Card } from "~/components/ui/card";
import { getApp } from "~/server/auth/request-user.server";
import { assertLocalDev } from "~/server/dev/local-only.server";
import { listOutbox } from "~/server/providers/email/outbox.server";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => [{ title: "Local outbox — Full House" }];

export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args);
  assertLocalDev(app, args.request);
  return { messages: await listOutbox(app.env.FILES) };
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/;

/** Plain text with its links made clickable, so a sign-in link or reminder can be opened from here. */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
          <a key={index} href={part} className="break-all font-semibold text-brand-700 underline">
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <Logo />
      <div>
        <h1 className="font-display text-3xl font-bold">Local outbox</h1>
        <p className="mt-1 text-muted">
          In local mode, e-mails are kept here instead of being sent: sign-in links, match reminders and
          receipts.
        </p>
      </div>
      {loaderData.messages.length === 0 ? (
        <Card>
          <p className="font-semibold">No e-mails yet.</p>
          <p className="text-muted">Anything Full House would e-mail appears here, newest first.</p>
        </Card>
      ) : (
        <ul className="space-y-4">
          {loaderData.messages.map((message) => (
            <li key={message.id}>
              <Card>
                <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                  {message.tag} ·{" "}
                  {new Date(message.sentAt).toLocaleString("en-GB", { timeZone: "Europe/London" })}
                </p>
                <h2 className="mt-1 text-lg font-bold">{message.subject}</h2>
                <p className="text-sm text-muted">To: {message.to}</p>
                <pre className="mt-3 font-sans whitespace-pre-wrap">
                  <Linkified text={message.text} />
                </pre>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
