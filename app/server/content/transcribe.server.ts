import type { ContentResult } from "~/lib/contract/content";
import { ERROR_CODES } from "~/lib/contract/errors";
import type { PubDetails } from "~/lib/contract/pub";
import { planAllows } from "~/lib/plans";
import type { Account } from "~/server/auth/accounts.server";
import { withCharge } from "~/server/billing/metering.server";
import type { AppContext } from "~/server/context.server";
import { AppError, errors } from "~/server/http/errors.server";
import { enforceAiRateLimit } from "~/server/security/rate-limit.server";
import { generateContent } from "./write.server";

/** The recorder's bit rate (spec §7: 128 kbps): what a recording's size says about its length. */
const RECORDING_BYTES_PER_SECOND = 128_000 / 8;

export const TRANSCRIPTION_UNAVAILABLE =
  "Voice transcription isn't available in local mode: no speech model ships with Full House. Type your message instead, or use your browser's own speech recognition.";

/** Voice input is a paid feature; admins pass by role. */
export function assertVoiceAllowed(account: Account) {
  if (account.role !== "admin" && !planAllows(account.currentPlan, "voice_minutes")) {
    throw errors.subscriptionRequired("Voice input needs a Starter or Pro plan.");
  }
}

/**
 * Turns a recording into posts: transcribe, charge the recording's real minutes (from the speech
 * service, or from its size at the recorder's bit rate when the service does not say), then write.
 * A failure after charging gives the minutes back.
 */
export async function transcribeAndWrite(
  ctx: AppContext,
  account: Account,
  recording: File,
  pubDetails: Partial<PubDetails> | null,
): Promise<ContentResult & { transcript: string }> {
  assertVoiceAllowed(account);
  const transcription = ctx.providers.transcription;
  if (!transcription) throw new AppError(503, "transcription_unavailable", TRANSCRIPTION_UNAVAILABLE);
  await enforceAiRateLimit(ctx, account);

  const transcript = await transcription.transcribe(recording, {
    filename: recording.name || "recording.webm",
  });
  const seconds = transcript.durationSeconds ?? recording.size / RECORDING_BYTES_PER_SECOND;
  const charge = {
    accountId: account.id,
    meter: "voice_minutes" as const,
    amount: Math.max(1, Math.ceil(seconds / 60)),
    ref: `voice:${crypto.randomUUID()}`,
  };
  return withCharge(ctx, charge, async () => {
    const content = transcript.text.trim().slice(0, 500);
    if (content.length < 10) {
      throw new AppError(
        400,
        ERROR_CODES.invalidInput,
        "We only caught a few words. Say a little more about what's on.",
      );
    }
    const result = await generateContent(ctx, account, { inputType: "text", content, pubDetails });
    return { ...result, transcript: transcript.text };
  });
}
