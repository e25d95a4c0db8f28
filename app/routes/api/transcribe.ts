import { BODY_LIMITS } from "~/lib/contract/errors";
import { pubDetailsSchema } from "~/lib/contract/pub";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { assertVoiceAllowed, transcribeAndWrite } from "~/server/content/transcribe.server";
import { apiMethods } from "~/server/http/api.server";
import { AUDIO_BODY_LIMIT, readBodyBytes } from "~/server/http/body.server";
import { errors } from "~/server/http/errors.server";
import type { RouteHandle } from "~/server/http/route-table.server";
import type { Route } from "./+types/transcribe";

/** Recordings are larger than JSON bodies: the Worker entry refuses more than 25 MB before this runs. */
export const handle: RouteHandle = { bodyLimit: BODY_LIMITS.audio };

/** POST /api/transcribe — multipart `audio` (≤ 25 MB) and optional `pubDetails` (JSON) → transcript and posts. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    // Refuse a trial account before reading 25 MB of audio.
    assertVoiceAllowed(account);
    const contentType = args.request.headers.get("Content-Type") ?? "";
    if (!contentType.startsWith("multipart/form-data"))
      throw errors.invalid("audio: Send the recording as multipart form data");
    const bytes = await readBodyBytes(args.request, AUDIO_BODY_LIMIT);
    let form: FormData;
    try {
      form = await new Request(args.request.url, {
        method: "POST",
        headers: { "Content-Type": contentType },
        body: bytes,
      }).formData();
    } catch {
      throw errors.invalid("audio: The upload could not be read");
    }
    const audio = form.get("audio");
    if (!(audio instanceof File) || audio.size === 0) throw errors.invalid("audio: Attach the recording");
    const rawPub = form.get("pubDetails");
    let pubDetails = null;
    if (typeof rawPub === "string" && rawPub.trim()) {
      try {
        const parsed = pubDetailsSchema.partial().safeParse(JSON.parse(rawPub));
        pubDetails = parsed.success ? parsed.data : null;
      } catch {
        throw errors.invalid("pubDetails: Send the pub details as JSON");
      }
    }
    return transcribeAndWrite(getApp(args), account, audio, pubDetails);
  },
});
