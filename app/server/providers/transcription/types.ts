export interface Transcript {
  text: string;
  /** The audio's length as the speech service measured it; null when it does not say (the caller measures). */
  durationSeconds: number | null;
}

/** Speech to text for the voice input. Local mode has none: the registry answers null. */
export interface TranscriptionProvider {
  readonly kind: "live";
  /** Shown in logs and the UI, e.g. "OpenAI gpt-transcribe". */
  readonly label: string;
  transcribe(audio: File | Blob, options: { filename: string }): Promise<Transcript>;
}
