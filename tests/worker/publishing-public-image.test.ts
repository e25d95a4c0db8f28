import { describe, expect, it } from "vitest";
import { signedImageUrl } from "~/server/publishing/public-image.server";
import { call, type Json, signedInAccount } from "./helpers";
import { appAt, storedImage } from "./publishing-helpers";

/** The path and query of a signed link, to ask the Worker for it without a session (as Meta does). */
function pathOf(url: string) {
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

describe("the signed public link to a post's image", () => {
  it("serves the image while it is valid, to anyone holding the link", async () => {
    const { account } = await signedInAccount("starter");
    const imageId = await storedImage(account.id);
    const answer = await call(
      pathOf(
        await signedImageUrl(
          appAt(() => new Date()),
          imageId,
        ),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("answers 404 once the link has expired", async () => {
    const { account } = await signedInAccount("starter");
    const imageId = await storedImage(account.id);
    // Signed two hours ago: its hour ran out an hour ago.
    const old = await signedImageUrl(
      appAt(() => new Date(Date.now() - 2 * 60 * 60_000)),
      imageId,
    );
    const answer = await call(pathOf(old));
    expect(answer.status).toBe(404);
    expect((await answer.json<Json>()).error.code).toBeDefined();
  });

  it("answers 404 to a tampered link: another signature, a later expiry, or another image", async () => {
    const { account } = await signedInAccount("starter");
    const imageId = await storedImage(account.id);
    const otherImage = await storedImage(account.id);
    const link = new URL(
      await signedImageUrl(
        appAt(() => new Date()),
        imageId,
      ),
    );
    const signature = link.searchParams.get("signature")!;

    const flipped = new URL(link);
    flipped.searchParams.set("signature", `${signature[0] === "a" ? "b" : "a"}${signature.slice(1)}`);
    const later = new URL(link);
    later.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 24 * 60 * 60_000));
    const elsewhere = new URL(link);
    elsewhere.pathname = `/api/public-images/${otherImage}`;
    const unsigned = new URL(link);
    unsigned.searchParams.delete("signature");

    for (const tampered of [flipped, later, elsewhere, unsigned]) {
      const answer = await call(pathOf(tampered.toString()));
      expect(answer.status, tampered.toString()).toBe(404);
      expect(answer.headers.get("Content-Type")).not.toBe("image/jpeg");
    }
  });
});
