import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addLondonDays, londonDate } from "~/lib/time";
import { listOutbox } from "~/server/providers/email/outbox.server";
import { savePub } from "~/server/pub/pub.server";
import { calendarPage } from "~/server/publishing/calendar.server";
import { deliverScheduledPost } from "~/server/publishing/dispatch.server";
import { call, type Json, services, signedInAccount } from "./helpers";
import {
  appAt,
  connectedStarter,
  duePost,
  postRow,
  schedule,
  storedImage,
  tomorrow,
} from "./publishing-helpers";

const app = () => appAt(() => new Date());

function edit(cookie: string, id: string, content: string, hashtags: string[] = []) {
  return call("/calendar", { method: "POST", cookie, json: { intent: "edit", id, content, hashtags } });
}

describe("the calendar", () => {
  it("shows the pub's regular nights on each of their dates, in the week and the month, through the clock change", async () => {
    const { account } = await signedInAccount("starter");
    await savePub(services, account.id, {
      name: "The Crown",
      email: null,
      phone: null,
      bookingLink: null,
      website: null,
      address: null,
      features: ["Quiz night Thursdays 8pm", "Beer garden", "Sunday roast"],
    });
    // The week the clocks go forward (Sunday 29 March 2026).
    const week = await calendarPage(app(), account, { view: "week", date: "2026-03-26" });
    const events = week.days.flatMap((day) =>
      day.events.map((event) => `${day.date} ${event.londonTime} ${event.name}`),
    );
    expect(events).toEqual(["2026-03-26 20:00 Quiz night", "2026-03-29 null Sunday roast"]);
    const month = await calendarPage(app(), account, { view: "month", date: "2026-03-01" });
    const quizzes = month.days.filter((day) => day.events.some((event) => event.name === "Quiz night"));
    // The month view runs Monday 23 February to Sunday 5 April: every Thursday in it.
    expect(quizzes.map((day) => day.date)).toEqual([
      "2026-02-26",
      "2026-03-05",
      "2026-03-12",
      "2026-03-19",
      "2026-03-26",
      "2026-04-02",
    ]);
    expect(month.days.flatMap((day) => day.events).every((event) => event.name !== "Beer garden")).toBe(true);
  });

  it("edits a scheduled post's words and hashtags; the calendar then shows them", async () => {
    const { cookie } = await connectedStarter();
    const created = await (
      await schedule(cookie, {
        platform: "facebook",
        content: "Quiz night Thursday",
        publishAt: `${tomorrow()}T19:00`,
      })
    ).json<Json>();
    const answer = await edit(cookie, created.id, "Quiz night Thursday from 8, teams of six", [
      "#QuizNight",
      "Pub",
    ]);
    expect(answer.status).toBe(200);
    const row = await postRow(created.id);
    expect(row).toMatchObject({
      content: "Quiz night Thursday from 8, teams of six",
      hashtags: ["#QuizNight", "Pub"],
    });
    const page = await (await call(`/calendar?date=${tomorrow()}`, { cookie })).text();
    expect(page).toContain("Quiz night Thursday from 8, teams of six");
  });

  it("refuses to edit a published post, another account's post, empty words and a Google post that breaks Google's rules", async () => {
    const { account, cookie } = await connectedStarter();
    const published = await duePost(account.id, { status: "published", publishedAt: new Date() });
    const refused = await edit(cookie, published, "Too late");
    expect(refused.status).toBe(409);
    expect((await postRow(published)).content).not.toBe("Too late");

    const other = await signedInAccount("starter");
    expect((await edit(other.cookie, published, "Not mine")).status).toBe(404);
    expect((await edit(cookie, published, "   ")).status).toBe(400);

    const google = await duePost(account.id, {
      platform: "google",
      hashtags: [],
      publishAt: new Date(Date.now() + 86_400_000),
      google: { topicType: "STANDARD", callToAction: null, event: null, offer: null },
    });
    const phone = await edit(cookie, google, "Quiz night. Ring 01234 567890 to book.");
    expect(phone.status).toBe(400);
    expect((await postRow(google)).content).not.toContain("01234");
    // The same refusal the API gives, with its reason.
    const api = await call(`/api/schedule/${google}`, {
      method: "PATCH",
      cookie,
      json: { content: "Quiz night. Ring 01234 567890 to book." },
    });
    expect(api.status).toBe(400);
    expect((await api.json<Json>()).error.message).toMatch(/phone/i);
  });

  it("a TikTok reminder carries the caption, a signed link to download the poster, and a video idea", async () => {
    const { account, email } = await connectedStarter();
    const imageId = await storedImage(account.id, 1080, 1350);
    const id = await duePost(account.id, {
      platform: "tiktok",
      content: "Quiz night Thursday at 8pm, £50 bar tab for the winners",
      hashtags: ["QuizNight"],
      imageId,
    });
    expect(await deliverScheduledPost(app(), id)).toBe("published");
    const mail = (await listOutbox(env.FILES, 200)).find(
      (m) => m.to === email && m.tag === "tiktok-reminder",
    );
    expect(mail?.text).toContain("Quiz night Thursday at 8pm, £50 bar tab for the winners\n\n#QuizNight");
    expect(mail?.text).toContain("Video idea: Quiz night");
    expect(mail?.text).toContain("£50 bar tab for the winners.");
    const link = /https?:\/\/\S+\/api\/public-images\/\S+/.exec(mail?.text ?? "")?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    // The link expires: two days, long enough to read the e-mail later.
    const expires = Number(url.searchParams.get("expires"));
    expect(expires - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(48 * 3_600_000);
    const poster = await call(`${url.pathname}${url.search}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("Content-Type")).toBe("image/jpeg");
    url.searchParams.set("signature", "0".repeat(64));
    expect((await call(`${url.pathname}${url.search}`)).status).toBe(404);
  });

  it("the calendar shows a TikTok post with Copy caption, Download poster and its video idea", async () => {
    const { account, cookie } = await connectedStarter();
    const imageId = await storedImage(account.id, 1080, 1350);
    const day = addLondonDays(londonDate(new Date()), 2);
    const created = await (
      await schedule(cookie, {
        platform: "tiktok",
        content: "Arsenal v Chelsea on the big screen, kick-off 4.30pm",
        imageId,
        publishAt: `${day}T12:00`,
      })
    ).json<Json>();
    expect(created.status).toBe("scheduled");
    const page = await (await call(`/calendar?date=${day}`, { cookie })).text();
    expect(page).toContain("Copy caption");
    expect(page).toContain(`href="/api/images/${imageId}"`);
    expect(page).toContain("Video idea: <!-- -->Arsenal v Chelsea on the big screen");
  });
});
