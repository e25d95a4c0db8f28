import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler, apiMethods } from "~/server/http/api.server";
import { previewCampaign, scheduleCampaign } from "~/server/publishing/campaign.server";
import type { Route } from "./+types/schedule-campaign";

/** GET /api/schedule/campaign/:fixtureId — what "Schedule this campaign" would schedule, when and where. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  return previewCampaign(getApp(args), account, args.params.fixtureId);
});

/** POST /api/schedule/campaign/:fixtureId — writes and schedules the stages still to come; 200 with each stage's outcome. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    return scheduleCampaign(getApp(args), account, args.params.fixtureId);
  },
});
