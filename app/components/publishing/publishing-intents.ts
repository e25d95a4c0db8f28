import { apiAnswer } from "~/lib/api-client";
import type { ScheduleAnswer, SchedulePostRequest } from "~/lib/contract/publishing";
import type { Intents } from "~/lib/use-intent";

/**
 * Publishing's writes from the pages that offer Schedule (the content page, the image studio):
 * each page's intents include these, so the schedule dialog's fetcher posts to whichever page it
 * is on and that page's clientAction runs the /api call.
 */
export const PUBLISHING_INTENTS = {
  /**
   * One post for one platform at a London date and time, with a picture when it has one. The
   * dialog's request key goes as the Idempotency-Key: pressing again never makes a second post.
   */
  schedulePost: ({ requestKey, ...payload }: SchedulePostRequest & { requestKey: string }) =>
    apiAnswer<ScheduleAnswer>("/api/schedule", {
      method: "POST",
      json: payload,
      headers: { "Idempotency-Key": requestKey },
    }),
} satisfies Intents;
