import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  type GenerateImagesRequest,
  type GenerateImagesResult,
  generateImagesRequestSchema,
} from "~/lib/contract/images";
import { imageAltText } from "~/lib/images/alt-text";
import { suggestCaptions } from "~/lib/images/captions";
import { imageDimensions } from "~/lib/images/sizes";
import type { Account } from "~/server/auth/accounts.server";
import type { AppContext } from "~/server/context.server";
import { images } from "~/server/db/schema.server";
import { AppError, errors } from "~/server/http/errors.server";
import { startJob } from "~/server/jobs/jobs.server";
import { JobFailure, type JobHandler } from "~/server/jobs/types.server";
import { getPub } from "~/server/pub/pub.server";
import { enforceAiRateLimit } from "~/server/security/rate-limit.server";
import { imageObjectKey, toImageResult } from "./store.server";

export const IMAGE_JOB_KIND = "image-generation";

const LOCKED = "AI images and posters are part of the Starter and Pro plans. Upgrade to unlock them.";

const jobInputSchema = z.object({
  request: generateImagesRequestSchema,
  pubName: z.string().nullable(),
});
type JobInput = z.output<typeof jobInputSchema>;

/** The trial has no images; admins and paid plans do (metering checks the allowance). */
export function assertImagesUnlocked(account: Account) {
  if (account.currentPlan === "trial" && account.role !== "admin") throw errors.subscriptionRequired(LOCKED);
}

/**
 * Queues the work with its images (one, or two when variations are asked for) charged against the
 * job's id; a job that finally fails gives the charge back. Answers the job id for 202.
 */
export async function startImageGeneration(
  ctx: AppContext,
  account: Account,
  request: GenerateImagesRequest,
): Promise<string> {
  assertImagesUnlocked(account);
  await enforceAiRateLimit(ctx, account);
  const pubName = request.pubDetails?.name || (await getPub(ctx, account.id))?.name || null;
  return startJob(ctx, {
    accountId: account.id,
    kind: IMAGE_JOB_KIND,
    input: { request, pubName } satisfies JobInput,
    charge: { meter: "images", amount: request.generateMultiple ? 2 : 1 },
  });
}

/**
 * The queued work: each image is generated, stored in R2 and recorded, with progress after each.
 * Safe to repeat: an image already recorded for this job is not made again.
 */
export const imageGenerationJob: JobHandler<JobInput, GenerateImagesResult> = {
  kind: IMAGE_JOB_KIND,
  input: jobInputSchema,
  async run(ctx, job) {
    const { request, pubName } = job.input;
    const provider = ctx.providers.images;
    const count = request.generateMultiple ? 2 : 1;
    const size = imageDimensions(request.platform, request.imageSize);
    const existing = await ctx.db.select().from(images).where(eq(images.jobId, job.id));
    const done = new Map(existing.map((row) => [row.id, row]));
    await job.progress(5);
    for (let index = 0; index < count; index++) {
      const imageId = `${job.id}-${index}`;
      if (done.has(imageId)) continue;
      let generated: Awaited<ReturnType<typeof provider.generate>>;
      try {
        generated = await provider.generate({
          prompt: request.userInput,
          style: request.style,
          platform: request.platform,
          imageSize: request.imageSize,
          contentType: request.contentType,
          size,
          pubName,
          textOverlay: request.textOverlay,
          variant: index,
        });
      } catch (error) {
        // A refusal or an outage the person can act on fails the job at once (and refunds it).
        if (error instanceof AppError) throw new JobFailure(error.message);
        throw error;
      }
      // Drawn (or received): most of the work is done; storing and recording it is the rest.
      await job.progress(5 + ((index + 0.75) / count) * 90);
      const key = imageObjectKey(job.accountId, imageId);
      await ctx.env.FILES.put(key, generated.bytes, { httpMetadata: { contentType: generated.contentType } });
      const [row] = await ctx.db
        .insert(images)
        .values({
          id: imageId,
          accountId: job.accountId,
          jobId: job.id,
          r2Key: key,
          contentType: generated.contentType,
          width: generated.width,
          height: generated.height,
          style: request.style,
          platform: request.platform,
          imageSize: request.imageSize,
          prompt: request.userInput,
          textOverlay: request.textOverlay,
          altText: imageAltText({
            description: request.userInput,
            style: request.style,
            pubName,
            textOverlay: request.textOverlay,
            builtin: provider.kind === "builtin",
          }),
          captions: suggestCaptions({
            description: request.userInput.split(/\.\s+Scene:/)[0] ?? request.userInput,
            pubName,
            textOverlay: request.textOverlay,
            platform: request.platform,
          }),
          renderer: provider.label,
          createdAt: new Date(ctx.now().getTime() + index),
        })
        .onConflictDoNothing()
        .returning();
      if (row) done.set(imageId, row);
      await job.progress(5 + ((index + 1) / count) * 90);
    }
    const rows = await ctx.db.select().from(images).where(eq(images.jobId, job.id));
    rows.sort((a, b) => a.id.localeCompare(b.id));
    return { images: rows.map(toImageResult) };
  },
};
