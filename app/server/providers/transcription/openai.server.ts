import type { AppConfig } from "~/server/env.server";
import { errors } from "~/server/http/errors.server";
import { type OpenAiClientConfig, openAiClient, openAiFailure } from "../openai-errors.server";
import type { Transcript, TranscriptionProvider } from "./types";

export type OpenAiTranscriptionConfig = OpenAiClientConfig;

const NOTHING_HEARD = "We couldn't hear any words in that recording. Try again closer to the microphone.";

/** What the browser records (MediaRecorder) and the API accepts, by extension. */
const AUDIO_TYPES: Record<string, string> = {
  webm: "audio/webm",
  ogg: "audio/ogg",
  mp3: "audio/mpeg",
  mp4: "audio/mp4",
  m4a: "audio/mp4",
  wav: "audio/wav",
  flac: "audio/flac",
};

type Sdk = typeof import("openai");

function providerFailure(sdk: Sdk, error: unknown) {
  return openAiFailure(sdk, error, {
    service: "transcription",
    busy: "Voice transcription is busy right now. Please try again in a minute, or type your post instead.",
    unavailable:
      "Voice transcription is unavailable right now. Please try again in a few minutes, or type your post instead.",
  });
}

/**
 * Live speech to text: POST {base}/audio/transcriptions (multipart). whisper-1 answers verbose_json,
 * which carries the audio's duration; the gpt-4o transcribe models only answer json, whose usage
 * carries the seconds only when billed by duration, so otherwise the duration is null and the caller
 * measures the audio itself.
 */
export function createOpenAiTranscription(config: OpenAiTranscriptionConfig): TranscriptionProvider {
  const verbose = config.model.startsWith("whisper");
  return {
    kind: "live",
    label: `OpenAI ${config.model}`,
    async transcribe(audio, { filename }) {
      const { sdk, openai: client } = await openAiClient(config, 120_000);
      const extension = filename.split(".").pop()?.toLowerCase() ?? "";
      const file = await sdk.toFile(audio, filename, {
        type: audio.type || AUDIO_TYPES[extension] || "application/octet-stream",
      });
      let result: Transcript;
      try {
        if (verbose) {
          const answer = await client.audio.transcriptions.create({
            file,
            model: config.model,
            language: "en",
            response_format: "verbose_json",
          });
          result = { text: answer.text, durationSeconds: answer.duration ?? null };
        } else {
          const answer = await client.audio.transcriptions.create({
            file,
            model: config.model,
            language: "en",
            response_format: "json",
          });
          const usage = answer.usage;
          result = { text: answer.text, durationSeconds: usage?.type === "duration" ? usage.seconds : null };
        }
      } catch (error) {
        throw providerFailure(sdk, error);
      }
      const text = result.text?.trim() ?? "";
      if (!/[\p{L}\p{N}]/u.test(text)) throw errors.invalid(NOTHING_HEARD);
      return { text, durationSeconds: result.durationSeconds };
    },
  };
}

/** The registry's switch: a key present means live transcription, absent means none (local mode). */
export function openAiTranscriptionFromConfig(config: AppConfig): TranscriptionProvider | null {
  if (!config.OPENAI_API_KEY) return null;
  return createOpenAiTranscription({
    apiKey: config.OPENAI_API_KEY,
    baseUrl: config.OPENAI_BASE_URL,
    model: config.OPENAI_TRANSCRIBE_MODEL,
  });
}
