import { z } from "zod";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || /^https?:\/\/\S+$/.test(value),
    "Enter a full web address starting https://",
  );

/** The pub's details (spec §3 Pub details): only the name is required. */
export const pubDetailsSchema = z.object({
  name: z
    .string({ error: "Please enter your pub's name" })
    .trim()
    .min(1, "Please enter your pub's name")
    .max(120),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || z.email().safeParse(value).success, "Enter a valid email address"),
  phone: optionalText(40),
  bookingLink: optionalUrl,
  website: optionalUrl,
  address: optionalText(300),
  features: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
});
export type PubDetailsInput = z.input<typeof pubDetailsSchema>;
export type PubDetails = z.output<typeof pubDetailsSchema>;

export const pubResponseSchema = z.object({ pub: pubDetailsSchema.nullable() });
