import { z } from "zod";

export const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "success", "destructive"]).default("default"),
});
export type Toast = z.input<typeof toastSchema>;
