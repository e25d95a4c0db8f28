import { describe, expect, it } from "vitest";
import { parsePublishAt } from "~/server/publishing/schedule.server";
import { call, type Json, signedInAccount } from "./helpers";
import {
  connectedStarter,
  connectPreview,
  postRow,
  schedule,
  storedImage,
  tomorrow,
} from "./publishing-helpers";

describe("/api/schedule", () => {
  it("schedules a post in London time and lists it by London date", async () => {
    const { cookie } = await connectedStarter();
    const created = await schedule(cookie, {
      platform: "facebook",
      content: "Sunday roast from 12",
      hashtags: ["SundayRoast"],
      publishAt: `${tomorrow()}T11:30`,
    });
    expect(created.status).toBe(201);
    const body = await created.json<Json>();
    expect(body).toEqual({
      id: expect.any(String),
      status: "scheduled",
      imageId: null,
      imageResized: false,
      note: null,
      google: null,
    });

    const listed = await (
      await call(`/api/schedule?from=${tomorrow()}&to=${tomorrow()}`, { cookie })
    ).json<Json>();
    expect(listed.posts).toHaveLength(1);
    expect(listed.posts[0]).toMatchObject({
      id: body.id,
      londonDate: tomorrow(),
      londonTime: "11:30",
      status: "scheduled",
      hashtags: ["SundayRoast"],
    });
  });

  it("answers the error contract: 402 trial, 400 past time, 409 not connected, 404 another account's post", async () => {
    const trial = await signedInAccount("trial");
    await connectPreview(trial.cookie, "meta");
    const refused = await schedule(trial.cookie, {
      platform: "facebook",
      content: "Hi",
      publishAt: `${tomorrow()}T10:00`,
    });
    expect(refused.status).toBe(402);
    expect((await refused.json<Json>()).error.code).toBe("subscription_required");
    // The trial can still see its calendar and connections.
    expect((await call("/api/connections", { cookie: trial.cookie })).status).toBe(200);
    expect((await call("/api/schedule", { cookie: trial.cookie })).status).toBe(200);

    const { cookie } = await connectedStarter();
    const past = await schedule(cookie, {
      platform: "facebook",
      content: "Hi",
      publishAt: "2020-01-01T10:00",
    });
    expect(past.status).toBe(400);
    expect((await past.json<Json>()).error.code).toBe("invalid_input");

    const google = await schedule(cookie, {
      platform: "google",
      content: "Hi",
      publishAt: `${tomorrow()}T10:00`,
    });
    expect(google.status).toBe(409);
    expect((await google.json<Json>()).error.code).toBe("conflict");

    const textOnlyInstagram = await schedule(cookie, {
      platform: "instagram",
      content: "Hi",
      publishAt: `${tomorrow()}T10:00`,
    });
    expect(textOnlyInstagram.status).toBe(400);

    const nonsense = await schedule(cookie, { platform: "myspace", content: "", publishAt: "soon" });
    expect(nonsense.status).toBe(400);

    const mine = await (
      await schedule(cookie, { platform: "facebook", content: "Mine", publishAt: `${tomorrow()}T10:00` })
    ).json<Json>();
    const stranger = await connectedStarter();
    for (const [method, path, json] of [
      ["PATCH", `/api/schedule/${mine.id}`, { content: "Theirs now" }],
      ["DELETE", `/api/schedule/${mine.id}`, undefined],
      ["POST", `/api/schedule/${mine.id}/publish`, undefined],
    ] as const) {
      const answer = await call(path, { method, cookie: stranger.cookie, json });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect((await answer.json<Json>()).error.code).toBe("not_found");
    }
    expect((await postRow(mine.id)).content).toBe("Mine");
  });

  it("edits, cancels and restores (Undo) a post until it goes", async () => {
    const { cookie, account } = await connectedStarter();
    const image = await storedImage(account.id);
    const { id } = await (
      await schedule(cookie, {
        platform: "instagram",
        content: "Quiz at 8",
        imageId: image,
        publishAt: `${tomorrow()}T18:00`,
      })
    ).json<Json>();
    const edited = await call(`/api/schedule/${id}`, {
      method: "PATCH",
      cookie,
      json: { content: "Quiz at 8.30", publishAt: `${tomorrow()}T19:00` },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json<Json>()).toMatchObject({ content: "Quiz at 8.30", londonTime: "19:00" });

    const cancelled = await (await call(`/api/schedule/${id}`, { method: "DELETE", cookie })).json<Json>();
    expect(cancelled.status).toBe("cancelled");
    const restored = await call(`/api/schedule/${id}`, {
      method: "PATCH",
      cookie,
      json: { publishAt: cancelled.publishAt },
    });
    expect((await restored.json<Json>()).status).toBe("scheduled");
  });

  it("reads London wall-clock times across the clock changes", () => {
    // 28 March 2027: clocks go forward at 01:00 GMT. 10:30 BST is 09:30 UTC.
    expect(parsePublishAt("2027-03-28T10:30").toISOString()).toBe("2027-03-28T09:30:00.000Z");
    expect(parsePublishAt("2027-03-27T10:30").toISOString()).toBe("2027-03-27T10:30:00.000Z");
    // 31 October 2027: clocks go back. 10:30 that morning is GMT again.
    expect(parsePublishAt("2027-10-30T10:30").toISOString()).toBe("2027-10-30T09:30:00.000Z");
    expect(parsePublishAt("2027-10-31T10:30").toISOString()).toBe("2027-10-31T10:30:00.000Z");
    // An explicit instant is taken as given.
    expect(parsePublishAt("2027-06-01T12:00:00Z").toISOString()).toBe("2027-06-01T12:00:00.000Z");
  });
});
