import type { AppConfig } from "~/server/env.server";
import { errors } from "~/server/http/errors.server";
import { type OpenAiClientConfig, openAiClient, openAiFailure } from "../openai-errors.server";
import type { Transcript, TranscriptionProvider } from "./types";

export type OpenAiTranscriptionConfig = OpenAiClientConfig;

const NOTHING_HEARD = "We couldn't hear any words in that recording. Try again closer to the microphone.";

/**
 * The file name the API is sent for each recording type. It reads the container from the name's
 * extension as well as the type (the audio API reference: flac, mp3, mp4, mpeg, mpga, m4a, ogg, wav
 * or webm), so Safari's audio/mp4 must not arrive as "recording.webm".
 */
const EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/aac": "m4a",
  "video/mp4": "mp4",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/flac": "flac",
};
const TYPES_BY_EXTENSION: Record<string, string> = {
  webm: "audio/webm",
  ogg: "audio/ogg",
  mp3: "audio/mpeg",
  mpga: "audio/mpeg",
  mpeg: "audio/mpeg",
  m4a: "audio/mp4",
  mp4: "audio/mp4",
  wav: "audio/wav",
  flac: "audio/flac",
};

/**
 * The name and type to upload: the recording's own type (without codec parameters) decides, so a
 * browser that names every recording "recording.webm" still sends an MP4 as .m4a; a name's
 * extension is the fallback when the type is missing.
 */
export function uploadName(audioType: string, filename: string): { name: string; type: string } {
  const type = audioType.split(";")[0]!.trim().toLowerCase();
  const stem = filename.replace(/\.[^.]*$/, "") || "recording";
  const extension = EXTENSIONS[type];
  if (extension) return { name: `${stem}.${extension}`, type };
  const named = filename.split(".").pop()?.toLowerCase() ?? "";
  const byName = TYPES_BY_EXTENSION[named];
  return byName ? { name: `${stem}.${named}`, type: byName } : { name: `${stem}.webm`, type: "audio/webm" };
}

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
 * Live speech to text: POST {base}/audio/transcriptions (multipart) answering json. Its usage says
 * the audio's seconds when the model bills by duration; otherwise the duration is null and the
 * caller measures the recording itself.
 */
export function createOpenAiTranscription(config: OpenAiTranscriptionConfig): TranscriptionProvider {
  return {
    kind: "live",
    label: `OpenAI ${config.model}`,
    async transcribe(audio, { filename }) {
      const { sdk, openai: client } = await openAiClient(config, 120_000);
      const upload = uploadName(audio.type, filename);
      const file = await sdk.toFile(audio, upload.name, { type: upload.type });
      let result: Transcript;
      try {
        const answer = await client.audio.transcriptions.create({
          file,
          model: config.model,
          language: "en",
          response_format: "json",
        });
        const usage = answer.usage;
        result = { text: answer.text, durationSeconds: usage?.type === "duration" ? usage.seconds : null };
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
