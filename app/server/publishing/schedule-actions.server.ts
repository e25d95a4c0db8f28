import type { Account } from "~/server/auth/accounts.server";
import type { AppContext } from "~/server/context.server";
import { queuePostNow } from "./dispatch.server";
import { makeDueNow, toView } from "./schedule.server";

/** Publish now / Retry: the post becomes due this minute and goes to the queue at once. */
export async function publishNow(ctx: AppContext, account: Account, id: string) {
  const due = await makeDueNow(ctx, account, id);
  await queuePostNow(ctx, due.id);
  return toView(due);
}
