import { describe, expect, it } from "vitest";
import { loadPictureBytes, pictureKeys } from "~/server/quiz/bank/pictures.server";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// The flags ship as lazily loaded modules; this proves they load inside workerd, not only in node.
describe("quiz bank pictures in the Worker", () => {
  it("loads a flag's PNG bytes on demand", async () => {
    expect(pictureKeys().length).toBeGreaterThanOrEqual(150);
    const bytes = await loadPictureBytes("flag-gb");
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(bytes.byteLength).toBeGreaterThan(200);
    expect(bytes.byteLength).toBeLessThan(60_000);
  });

  it("refuses an unknown picture", async () => {
    await expect(loadPictureBytes("flag-atlantis")).rejects.toThrow(/No quiz picture/);
  });
});
