import { describe, expect, it, vi } from "vitest";
import { call, signedInAccount } from "./helpers";

// A HEAD answer's body is never read. A page streamed into it held its render open until the
// stream's timeout: an error logged for every uptime check, and in this suite a stuck render that
// hung the test run after it.
describe("HEAD on a page", () => {
  it("answers with the page's status and headers, no body, and logs nothing (no render left to time out)", async () => {
    const logged = vi.spyOn(console, "error");
    const { cookie } = await signedInAccount("pro");
    // Beside other renders of the page, as a busy server has them (the form's posts render it too).
    const posts = ["{not json", "null", "[1,2,3]", '"text"'].map(
      (body) => () =>
        call("/dashboard", { method: "POST", cookie, body, headers: { "Content-Type": "application/json" } }),
    );
    for (let round = 0; round < 5; round++) {
      const [head, get] = (await Promise.all([
        call("/dashboard", { method: "HEAD", cookie }),
        call("/dashboard", { cookie }),
        ...posts.map((post) => post().then((answer) => answer.text())),
      ])) as [Response, Response, ...string[]];
      expect(head.status).toBe(get.status);
      expect(head.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(await head.text()).toBe("");
      expect(await get.text()).toContain("</html>");
    }
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
