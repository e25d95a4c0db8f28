import { describe, expect, it } from "vitest";
import { call, type Json, signedInAccount } from "./helpers";

describe("drafts", () => {
  it("saves, lists newest first and deletes my drafts", async () => {
    const { cookie } = await signedInAccount();
    for (const title of ["Quiz night", "Sunday roast"]) {
      const saved = await call("/api/drafts", {
        method: "POST",
        cookie,
        json: { title, content: `${title} post text`, contentType: "marketing" },
      });
      expect(saved.status).toBe(201);
    }
    const list = await (await call("/api/drafts", { cookie })).json<Json>();
    expect(list.map((draft: Json) => draft.title)).toEqual(["Sunday roast", "Quiz night"]);
    expect(list[0]).toMatchObject({
      contentType: "marketing",
      isAutoSave: false,
      metadata: { wordCount: 4 },
    });

    const deleted = await call(`/api/drafts/${list[0].id}`, { method: "DELETE", cookie });
    expect(deleted.status).toBe(200);
    expect((await deleted.json<Json>()).deleted.title).toBe("Sunday roast");
    expect(await (await call("/api/drafts", { cookie })).json<Json>()).toHaveLength(1);
  });

  it("names the missing field: title and content are required", async () => {
    const { cookie } = await signedInAccount();
    const noTitle = await call("/api/drafts", { method: "POST", cookie, json: { title: " ", content: "x" } });
    expect(noTitle.status).toBe(400);
    expect((await noTitle.json<Json>()).error.message).toBe("title: Please enter a title");
    const noContent = await call("/api/drafts", { method: "POST", cookie, json: { title: "A title" } });
    expect((await noContent.json<Json>()).error.message).toBe("content: Please enter some content");
    const badType = await call("/api/drafts", {
      method: "POST",
      cookie,
      json: { title: "A", content: "B", contentType: "poetry" },
    });
    expect(badType.status).toBe(400);
  });

  it("keeps one auto-save per piece of writing, updated as the text changes", async () => {
    const { cookie } = await signedInAccount();
    for (const content of [
      "Live music Sat",
      "Live music Saturday from 8pm",
      "Live music Saturday from 8pm, free entry",
    ]) {
      await call("/api/drafts", {
        method: "POST",
        cookie,
        json: { title: "Auto-save", content, contentType: "general", isAutoSave: true },
      });
    }
    const list = await (await call("/api/drafts", { cookie })).json<Json>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ isAutoSave: true, content: "Live music Saturday from 8pm, free entry" });
  });

  it("keeps drafts private: another account's draft is 404 and never listed", async () => {
    const owner = await signedInAccount();
    const stranger = await signedInAccount();
    const draft = await (
      await call("/api/drafts", {
        method: "POST",
        cookie: owner.cookie,
        json: { title: "Mine", content: "Secret" },
      })
    ).json<Json>();
    expect(await (await call("/api/drafts", { cookie: stranger.cookie })).json<Json>()).toEqual([]);
    expect(
      (await call(`/api/drafts/${draft.id}`, { method: "DELETE", cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(await (await call("/api/drafts", { cookie: owner.cookie })).json<Json>()).toHaveLength(1);
    expect((await call("/api/drafts")).status).toBe(401);
  });
});
