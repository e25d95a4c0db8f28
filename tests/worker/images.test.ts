import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { getBalance, spend } from "~/server/billing/metering.server";
import { createAppContext } from "~/server/context.server";
import { jobs } from "~/server/db/schema.server";
import { AppError } from "~/server/http/errors.server";
import { IMAGE_JOB_KIND } from "~/server/images/generate.server";
import { proxyImage } from "~/server/images/proxy.server";
import { deliverJob } from "~/server/jobs/jobs.server";
import { jobHandlers } from "~/server/jobs/registry.server";
import { call, db, eventually, type Json, ORIGIN, services, signedInAccount, uniqueEmail } from "./helpers";

const request = {
  userInput: "Quiz night this Thursday at 8pm, teams of up to six",
  contentType: "quiz",
  platform: "facebook",
  style: "vintage",
  imageSize: "poster",
  textOverlay: "£50 bar tab for the winners",
  pubDetails: { name: "The Crown" },
  generateMultiple: false,
};

/** Width and height in pixels, read from the PNG's own IHDR header. */
function pngHeader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    signature: [...bytes.slice(0, 8)],
    chunk: new TextDecoder().decode(bytes.slice(12, 16)),
    width: view.getUint32(16),
    height: view.getUint32(20),
  };
}

async function generated(cookie: string, body: Record<string, unknown> = request) {
  const started = await call("/api/generate-images", { method: "POST", cookie, json: body });
  expect(started.status).toBe(202);
  const { jobId } = await started.json<Json>();
  const job = await eventually(async () => {
    const answer = await (await call(`/api/jobs/${jobId}`, { cookie })).json<Json>();
    return answer.status === "succeeded" || answer.status === "failed" ? answer : undefined;
  }, 20_000);
  return { jobId, job };
}

describe("POST /api/generate-images (built-in poster renderer)", () => {
  it("queues the job (202), then stores a real PNG poster at the platform's size, metered", async () => {
    const { cookie, account } = await signedInAccount("pro");
    const { job } = await generated(cookie);
    expect(job.status).toBe("succeeded");
    expect(job.progress).toBe(100);
    const [image] = job.result.images;
    expect(image).toMatchObject({
      imageUrl: `/api/images/${image.id}`,
      style: "vintage",
      platform: "facebook",
      imageSize: "poster",
      width: 1080,
      height: 1890,
      textOverlay: "£50 bar tab for the winners",
      renderer: "Built-in poster",
    });
    expect(image.altText).toContain("The Crown");
    expect(image.suggestedCaptions).toHaveLength(3);

    const file = await call(image.imageUrl, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(file.headers.get("Cache-Control")).toContain("max-age=31536000");
    const header = pngHeader(new Uint8Array(await file.arrayBuffer()));
    expect(header).toEqual({
      signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      chunk: "IHDR",
      width: 1080,
      height: 1890,
    });
    expect((await getBalance(services, account.id, "images"))?.used).toBe(1);
  });

  it("renders a square for the feeds and 9:16 for stories, two variations charged as two", async () => {
    const { cookie, account } = await signedInAccount("starter");
    const square = await generated(cookie, {
      ...request,
      platform: "instagram_post",
      imageSize: "social",
      style: "comic",
    });
    const story = await generated(cookie, {
      ...request,
      platform: "instagram_story",
      imageSize: "social",
      style: "pixar",
      generateMultiple: true,
    });
    expect(square.job.result.images.map((i: Json) => [i.width, i.height])).toEqual([[1080, 1080]]);
    expect(story.job.result.images.map((i: Json) => [i.width, i.height])).toEqual([
      [1080, 1920],
      [1080, 1920],
    ]);
    const bytes = new Uint8Array(
      await (await call(story.job.result.images[1].imageUrl, { cookie })).arrayBuffer(),
    );
    expect(pngHeader(bytes)).toMatchObject({ width: 1080, height: 1920 });
    expect((await getBalance(services, account.id, "images"))?.used).toBe(3);

    // My images, newest first.
    const list = await (await call("/api/images", { cookie })).json<Json>();
    expect(list.images.map((i: Json) => i.id)).toEqual([
      story.job.result.images[1].id,
      story.job.result.images[0].id,
      square.job.result.images[0].id,
    ]);
  });

  it("refuses bad input with 400 naming the field, charging nothing", async () => {
    const { cookie, account } = await signedInAccount("pro");
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...request, userInput: "   " }, /^userInput: Please describe the image you want to create/],
      [{ ...request, userInput: undefined }, /^userInput: /],
      [{ ...request, style: "watercolour" }, /^style: /],
      [{ ...request, platform: "myspace" }, /^platform: /],
      [{ ...request, imageSize: "huge" }, /^imageSize: /],
      [{ ...request, textOverlay: "x".repeat(121) }, /^textOverlay: /],
    ];
    for (const [body, message] of cases) {
      const response = await call("/api/generate-images", { method: "POST", cookie, json: body });
      expect(response.status).toBe(400);
      expect((await response.json<Json>()).error.message).toMatch(message);
    }
    expect((await getBalance(services, account.id, "images"))?.used).toBe(0);
  });

  it("answers 402 subscription_required on the free trial and 401 signed out", async () => {
    const { cookie } = await signedInAccount("trial");
    const response = await call("/api/generate-images", { method: "POST", cookie, json: request });
    expect(response.status).toBe(402);
    expect((await response.json<Json>()).error.code).toBe("subscription_required");
    expect((await call("/api/generate-images", { method: "POST", json: request })).status).toBe(401);
  });

  it("gives the image back to the allowance when the job fails", async () => {
    const account = await createAccount(services, { email: uniqueEmail("refund"), plan: "pro" });
    const ctx = createAppContext(env, () => {});
    const failing = {
      ...ctx,
      providers: {
        ...ctx.providers,
        images: {
          ...ctx.providers.images,
          generate: async () => {
            throw new AppError(400, "content_policy", "The image service turned that description down.");
          },
        },
      },
    };
    const id = crypto.randomUUID();
    await spend(ctx, { accountId: account.id, meter: "images", amount: 1, ref: id });
    expect((await getBalance(services, account.id, "images"))?.used).toBe(1);
    await db.insert(jobs).values({
      id,
      accountId: account.id,
      kind: IMAGE_JOB_KIND,
      input: { request: { ...request, textOverlay: null }, pubName: null },
      chargeMeter: "images",
      chargeAmount: 1,
      updatedAt: new Date(),
    });
    expect(await deliverJob(failing, jobHandlers, id)).toBe("done");
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ status: "failed", error: "The image service turned that description down." });
    expect((await getBalance(services, account.id, "images"))?.used).toBe(0);
  });
});

describe("image files are their owner's only", () => {
  it("serves an image to its owner; anyone else gets 404, signed out 401", async () => {
    const owner = await signedInAccount("pro");
    const stranger = await signedInAccount("pro");
    const { job } = await generated(owner.cookie, { ...request, imageSize: "social", style: "modern" });
    const url = job.result.images[0].imageUrl;
    expect((await call(url, { cookie: owner.cookie })).status).toBe(200);
    expect((await call(url, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(url)).status).toBe(401);
    expect((await call("/api/images/not-an-image", { cookie: owner.cookie })).status).toBe(404);
    const theirs = await (await call("/api/images", { cookie: stranger.cookie })).json<Json>();
    expect(theirs.images).toEqual([]);
  });
});

describe("GET /api/proxy-image", () => {
  it("serves my own stored images, by path or by our full address", async () => {
    const { cookie } = await signedInAccount("pro");
    const { job } = await generated(cookie, { ...request, imageSize: "social", style: "illustrated" });
    const path = job.result.images[0].imageUrl;
    for (const url of [path, `${ORIGIN}${path}`]) {
      const response = await call(`/api/proxy-image?url=${encodeURIComponent(url)}`, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/png");
    }
    const stranger = await signedInAccount("pro");
    expect(
      (await call(`/api/proxy-image?url=${encodeURIComponent(path)}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
  });

  it("refuses every other host, private and link-local addresses and other schemes with 400", async () => {
    const { cookie } = await signedInAccount("pro");
    const unsafe = [
      "https://evil.example/cat.png",
      "http://127.0.0.1/api/images/abc",
      "http://127.0.0.1:8787/admin",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/x.png",
      "http://10.0.0.5/x.png",
      "http://192.168.1.1/x.png",
      "http://2130706433/x.png",
      "file:///etc/passwd",
      "ftp://example.com/x.png",
      "javascript:alert(1)",
      "data:image/png;base64,iVBORw0KGgo=",
      `${ORIGIN}/api/account`,
      `${ORIGIN}/api/images/abc?redirect=https://evil.example`,
      "https://user:pass@oaidalleapiprodscus.blob.core.windows.net/x.png",
      // In local mode there is no image provider, so even its host is refused.
      "https://oaidalleapiprodscus.blob.core.windows.net/private/x.png",
    ];
    for (const url of unsafe) {
      const response = await call(`/api/proxy-image?url=${encodeURIComponent(url)}`, { cookie });
      expect(response.status, url).toBe(400);
      expect((await response.json<Json>()).error.message, url).toMatch(/^url: /);
    }
    const missing = await call("/api/proxy-image", { cookie });
    expect(missing.status).toBe(400);
    expect((await missing.json<Json>()).error.message).toMatch(/^url: /);
    expect((await call("/api/proxy-image?url=%2Fapi%2Fimages%2Fx")).status).toBe(401);
  });

  it("fetches the provider's host in live mode without following a redirect away", async () => {
    const account = await createAccount(services, { email: uniqueEmail("proxy"), plan: "pro" });
    const ctx = createAppContext(env, () => {});
    const live = {
      ...ctx,
      providers: { ...ctx.providers, images: { ...ctx.providers.images, kind: "live" as const } },
    };
    const host = ctx.config.IMAGE_PROVIDER_HOST;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const asked: { url: string; redirect?: string }[] = [];
    const serve = (answer: Response) =>
      (async (url: string, init?: RequestInit) => {
        asked.push({ url, redirect: init?.redirect });
        return answer;
      }) as unknown as typeof fetch;

    const ok = await proxyImage(
      live,
      account,
      `https://${host}/private/a.png`,
      ORIGIN,
      serve(new Response(png)),
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("image/png");
    expect(asked[0]).toEqual({ url: `https://${host}/private/a.png`, redirect: "manual" });

    const redirect = new Response(null, { status: 302, headers: { Location: "http://169.254.169.254/" } });
    await expect(
      proxyImage(live, account, `https://${host}/private/b.png`, ORIGIN, serve(redirect)),
    ).rejects.toMatchObject({ status: 400 });
    const notImage = new Response("<html>hi</html>", { headers: { "Content-Type": "image/png" } });
    await expect(
      proxyImage(live, account, `https://${host}/private/c.png`, ORIGIN, serve(notImage)),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      proxyImage(live, account, `http://${host}/private/a.png`, ORIGIN, serve(new Response(png))),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("POST /api/improve-prompt (built-in enhancer)", () => {
  it("improves a prompt for a paid plan, charged in tokens", async () => {
    const { cookie, account } = await signedInAccount("pro");
    const response = await call("/api/improve-prompt", {
      method: "POST",
      cookie,
      json: { basicPrompt: "sunday roast", contentType: "marketing", style: "photorealistic" },
    });
    expect(response.status).toBe(200);
    const answer = await response.json<Json>();
    expect(answer.enhancer).toBe("Built-in enhancer");
    expect(answer.improvedPrompt).toMatch(/^Sunday roast\. Scene: .*Yorkshire puddings/);
    expect(answer.improvedPrompt).toMatch(/35mm lens/);
    expect((await getBalance(services, account.id, "tokens"))?.used).toBe(300);
  });

  it("answers 402 subscription_required on the trial, 400 for an empty prompt, 401 signed out", async () => {
    const trial = await signedInAccount("trial");
    const locked = await call("/api/improve-prompt", {
      method: "POST",
      cookie: trial.cookie,
      json: { basicPrompt: "quiz night", contentType: "quiz", style: "comic" },
    });
    expect(locked.status).toBe(402);
    expect((await locked.json<Json>()).error.code).toBe("subscription_required");

    const pro = await signedInAccount("pro");
    const empty = await call("/api/improve-prompt", {
      method: "POST",
      cookie: pro.cookie,
      json: { basicPrompt: "  ", contentType: "quiz", style: "comic" },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json<Json>()).error.message).toBe(
      "basicPrompt: Please enter a basic image description first",
    );
    const badStyle = await call("/api/improve-prompt", {
      method: "POST",
      cookie: pro.cookie,
      json: { basicPrompt: "quiz", style: "oil" },
    });
    expect((await badStyle.json<Json>()).error.message).toMatch(/^style: /);
    expect(
      (await call("/api/improve-prompt", { method: "POST", json: { basicPrompt: "quiz" } })).status,
    ).toBe(401);
  });
});

describe("the image generator page", () => {
  it("renders at /image-generator and /images when signed in, with the renderer named", async () => {
    const { cookie } = await signedInAccount("pro");
    for (const path of ["/image-generator", "/images"]) {
      const response = await call(path, { cookie });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain("AI Image Generator");
      // React marks where text meets a value with an empty comment.
      expect(html, path).toMatch(/Images by: (<!-- -->)?Built-in poster/);
      expect(html, path).not.toContain("Images are part of Starter and Pro.");
    }
    const trial = await signedInAccount("trial");
    expect(await (await call("/image-generator", { cookie: trial.cookie })).text()).toContain(
      "Images are part of Starter and Pro.",
    );
  });
});
