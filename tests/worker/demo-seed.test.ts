import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, images, quizzes } from "~/server/db/schema.server";
import { call, db } from "./helpers";

describe("demo seed", () => {
  it("gives the Pro pub two played quizzes with results and two posters in its gallery", async () => {
    expect((await call("/dev/seed", { method: "POST" })).status).toBe(200);
    const [pro] = await db.select().from(accounts).where(eq(accounts.email, "pro@demo.pub"));
    const played = await db.select().from(quizzes).where(eq(quizzes.accountId, pro!.id));
    expect(played).toHaveLength(2);
    for (const quiz of played) {
      expect(quiz.status).toBe("saved");
      expect(quiz.questions).toHaveLength(40);
      expect(quiz.attendanceCount).toBeGreaterThan(0);
      expect(new Date(`${quiz.quizDate}T12:00:00Z`).getUTCDay()).toBe(4); // the Red Lion's Thursdays
    }
    const posters = await db.select().from(images).where(eq(images.accountId, pro!.id));
    expect(posters.map((poster) => [poster.width, poster.height]).sort()).toEqual([
      [1080, 1080],
      [1080, 1890],
    ]);

    // Running it again adds nothing.
    await call("/dev/seed", { method: "POST" });
    expect(await db.select().from(quizzes).where(eq(quizzes.accountId, pro!.id))).toHaveLength(2);
    // The first seed in a runtime builds the question bank and loads the poster renderer.
  }, 120_000);
});
