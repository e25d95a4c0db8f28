import { type ApiAnswer, apiAnswer } from "~/lib/api-client";
import type { ContentResult, Refinements } from "~/lib/contract/content";
import type { PubDetails, PubDetailsInput } from "~/lib/contract/pub";
import type { Intents } from "~/lib/use-intent";
import { PUBLISHING_INTENTS } from "../publishing/publishing-intents";
import { exportText } from "./post-text";
import type { Draft } from "./shared";

/** What the content page posts to generate: the words and the pub's details. */
export interface GeneratePayload {
  content: string;
  pubDetails: Partial<PubDetails> | null;
}

/** A draft as POST /api/drafts takes it. */
export type DraftPayload = Pick<Draft, "title" | "content" | "contentType"> & {
  isAutoSave?: boolean;
  metadata?: NonNullable<Draft["metadata"]>;
};

function generate(payload: GeneratePayload) {
  return apiAnswer<ContentResult>("/api/generate-content", {
    method: "POST",
    json: { inputType: "text", ...payload },
  });
}

function saveDraft(draft: DraftPayload) {
  return apiAnswer<Draft>("/api/drafts", { method: "POST", json: draft });
}

/** A match campaign's post: written, then kept as a draft (posts still show if the draft fails). */
async function writeCampaignStep({
  draft,
  ...payload
}: GeneratePayload & { draft: Omit<DraftPayload, "content"> }): Promise<
  ApiAnswer<{ result: ContentResult; draft: Draft | null; draftProblem: string | null }>
> {
  const written = await generate(payload);
  if (!written.ok) return written;
  const saved = Array.isArray(written.data?.posts)
    ? await saveDraft({ ...draft, content: exportText(written.data.posts) })
    : null;
  return {
    ok: true,
    status: written.status,
    data: {
      result: written.data,
      draft: saved?.ok ? saved.data : null,
      draftProblem: saved && !saved.ok ? saved.message : null,
    },
  };
}

/**
 * The content page's writes (run by /dashboard's clientAction): each is one call to the /api
 * contract, and the loaders revalidate after it, so the credits and drafts on screen are the server's.
 */
export const CONTENT_INTENTS = {
  generate,
  writeCampaignStep,
  refine: (payload: { originalContent: ContentResult; refinements: Refinements }) =>
    apiAnswer<ContentResult>("/api/refine-content", { method: "POST", json: payload }),
  /** Multipart: `audio` and optional `pubDetails` (JSON). */
  transcribe: (form: FormData) => apiAnswer<ContentResult>("/api/transcribe", { method: "POST", body: form }),
  saveDraft,
  deleteDraft: ({ id }: { id: string }) =>
    apiAnswer<{ deleted: Draft }>(`/api/drafts/${encodeURIComponent(id)}`, { method: "DELETE" }),
  savePub: (pub: PubDetailsInput) => apiAnswer<{ pub: PubDetails }>("/api/pub", { method: "PUT", json: pub }),
  clearPub: () => apiAnswer<{ pub: null }>("/api/pub", { method: "DELETE" }),
  /** Publishing (issue 20): one post for one platform at a London date and time. */
  schedulePost: PUBLISHING_INTENTS.schedulePost,
} satisfies Intents;

export type ContentIntents = typeof CONTENT_INTENTS;
