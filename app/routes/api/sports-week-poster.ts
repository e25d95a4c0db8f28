import { z } from "zod";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { buildWeekPoster } from "~/server/sports/fixtures.server";
import type { Route } from "./+types/sports-week-poster";

const posterRequestSchema = z.object({
  fixtureIds: z.array(z.string().min(1)).min(1, "Tick at least one match").max(40, "At most 40 matches fit"),
  headline: z.string().trim().max(60).optional(),
});

/** POST /api/sports/week-poster — an A4 PDF of the chosen televised fixtures, for the window. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const request = await readJson(args.request, posterRequestSchema);
    const pdf = await buildWeekPoster(getApp(args), account.id, request);
    return new Response(pdf, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": 'attachment; filename="fullhouse-sport-this-week.pdf"',
        "Cache-Control": "private, no-store",
      },
    });
  },
});
