import { z } from "zod";

/** Deleting an account asks the person to type its e-mail address, so a slip cannot erase it. */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string({ error: "Type your email address to confirm" }).trim().toLowerCase(),
});
