import { eq } from "drizzle-orm";
import type { FavouritesPayload, FavouriteTeam } from "~/lib/contract/sports";
import type { Sport } from "~/lib/sports/constants";
import type { AppContext } from "~/server/context.server";
import type { Db } from "~/server/db/client.server";
import { type Read, read, readTogether } from "~/server/db/reads.server";
import { accounts, favouriteTeams } from "~/server/db/schema.server";

type Ctx = Pick<AppContext, "db">;

/** The account's favourite teams in the order they were added, as a read that can share a batch. */
export function favouritesRead(db: Db, accountId: string): Read<FavouriteTeam[]> {
  const query = db
    .select()
    .from(favouriteTeams)
    .where(eq(favouriteTeams.accountId, accountId))
    .orderBy(favouriteTeams.position);
  return read(query, (rows) => rows.map(toFavourite));
}

/** The account's favourite teams, in the order they were added, and whether reminders are on. */
export async function getFavourites(ctx: Ctx, accountId: string): Promise<Required<FavouritesPayload>> {
  const remindersQuery = ctx.db
    .select({ remindersEnabled: accounts.remindersEnabled })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [favourites, remindersEnabled] = await readTogether(ctx.db, [
    favouritesRead(ctx.db, accountId),
    read(remindersQuery, ([account]) => account?.remindersEnabled ?? true),
  ]);
  return { favourites, remindersEnabled };
}

function toFavourite(row: typeof favouriteTeams.$inferSelect): FavouriteTeam {
  return {
    id: row.id,
    name: row.name,
    sport: row.sport as Sport,
    category: row.category,
    notificationDays: row.notificationDays as FavouriteTeam["notificationDays"],
  };
}

/**
 * Replaces the account's favourites with `payload` in one batch (the browser sends its whole list).
 * Duplicate ids are ignored after the first, as the spec says.
 */
export async function saveFavourites(ctx: Ctx, accountId: string, payload: FavouritesPayload) {
  const seen = new Set<string>();
  const unique = payload.favourites.filter((team) => !seen.has(team.id) && seen.add(team.id));
  const rows = unique.map((team, position) => ({ ...team, accountId, position }));
  await ctx.db.batch([
    ctx.db.delete(favouriteTeams).where(eq(favouriteTeams.accountId, accountId)),
    ...(rows.length > 0 ? [ctx.db.insert(favouriteTeams).values(rows)] : []),
    ...(payload.remindersEnabled === undefined
      ? []
      : [
          ctx.db
            .update(accounts)
            .set({ remindersEnabled: payload.remindersEnabled })
            .where(eq(accounts.id, accountId)),
        ]),
  ]);
  return getFavourites(ctx, accountId);
}
