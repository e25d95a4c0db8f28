import { describe, expect, it } from "vitest";
import { call, type Json, signedInAccount } from "./helpers";

function recordingForm(bytes = 32_000) {
  const form = new FormData();
  form.set("audio", new File([new Uint8Array(bytes)], "recording.wav", { type: "audio/wav" }));
  form.set("pubDetails", JSON.stringify({ name: "The Crown" }));
  return form;
}

describe("POST /api/transcribe (local mode)", () => {
  it("is locked on the trial with 402 subscription_required", async () => {
    const { cookie } = await signedInAccount("trial");
    const response = await call("/api/transcribe", { method: "POST", cookie, body: recordingForm() });
    expect(response.status).toBe(402);
    expect((await response.json<Json>()).error.code).toBe("subscription_required");
  });

  it("answers 503 transcription_unavailable with a clear message: no speech model ships locally", async () => {
    const { cookie } = await signedInAccount("pro");
    const response = await call("/api/transcribe", { method: "POST", cookie, body: recordingForm() });
    expect(response.status).toBe(503);
    const { error } = await response.json<Json>();
    expect(error.code).toBe("transcription_unavailable");
    expect(error.message).toContain("Type your message instead");
  });

  it("refuses a body that is not multipart, and recordings over 25 MB", async () => {
    const { cookie } = await signedInAccount("pro");
    const notMultipart = await call("/api/transcribe", { method: "POST", cookie, json: { audio: "x" } });
    expect(notMultipart.status).toBe(400);
    const huge = await call("/api/transcribe", {
      method: "POST",
      cookie,
      body: recordingForm(26 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect((await call("/api/transcribe", { method: "POST", body: recordingForm() })).status).toBe(401);
  });
});
