import { describe, expect, it } from "vitest";
import {
  instagramCopyId,
  originalOfInstagramCopy,
  withoutInstagramCopies,
} from "~/lib/images/instagram-copy";

describe("the poster picker shows each poster once", () => {
  const poster = { id: "job-7-1", label: "Sunday roast poster" };
  const redrawn = { id: instagramCopyId("job-7-1", { width: 1080, height: 1350 }), label: "its 4:5 copy" };
  const picture = { id: "job-8-0", label: "AI picture" };
  const jpeg = { id: instagramCopyId("job-8-0", "jpeg"), label: "its JPEG copy" };

  it("names copies after their original, as scheduling for Instagram makes them", () => {
    expect(redrawn.id).toBe("job-7-1-ig1080x1350");
    expect(jpeg.id).toBe("job-8-0-jpeg");
    expect(originalOfInstagramCopy(redrawn.id)).toBe("job-7-1");
    expect(originalOfInstagramCopy(jpeg.id)).toBe("job-8-0");
    expect(originalOfInstagramCopy(poster.id)).toBeNull();
  });

  it("leaves out the Instagram copies of pictures in the list, newest-first order kept", () => {
    expect(withoutInstagramCopies([jpeg, redrawn, picture, poster])).toEqual([picture, poster]);
  });

  it("keeps a copy whose original was deleted: the only way left to choose that poster", () => {
    expect(withoutInstagramCopies([redrawn, picture])).toEqual([redrawn, picture]);
  });
});
