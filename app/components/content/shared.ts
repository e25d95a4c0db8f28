import type { Angle, Framework, Optimization, Platform, Tone } from "~/lib/content/constants";
import type { PubDetails } from "~/lib/contract/pub";

/** A saved draft as GET/POST /api/drafts answer it. */
export interface Draft {
  id: string;
  title: string;
  content: string;
  contentType: "marketing" | "quiz" | "general" | "event_announcement";
  isAutoSave: boolean;
  metadata: { wordCount?: number; tags?: string[]; platform?: string } | null;
  lastModified: string;
}

/** The browser's copy of the pub details (spec §3 Pub details). */
export type CachedPubDetails = PubDetails & { setupCompleted: boolean; updatedAt: string };

export const PUB_CACHE_KEY = "fullhouse:pub-details";
export const PUB_SKIP_KEY = "pub-setup-skipped";

export const PLATFORM_LABELS: Record<Platform, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
};

export const PLATFORM_STYLES: Record<Platform, string> = {
  facebook: "bg-blue-600 text-white",
  instagram: "bg-gradient-to-r from-fuchsia-600 to-orange-500 text-white",
  tiktok: "bg-stone-900 text-white",
};

export const TONE_LABELS: Record<Tone, string> = {
  funnier: "😂 Funnier",
  cheekier: "😏 Cheekier",
  warmer: "🤗 Warmer",
  urgent: "⏰ Urgent",
  banter: "🍻 Banter",
};

export const FRAMEWORK_LABELS: Record<Framework, string> = {
  aida: "AIDA",
  pas: "Problem–Agitate–Solve",
  fomo: "FOMO",
  social_proof: "Social proof",
  storytelling: "Storytelling",
};

export const ANGLE_LABELS: Record<Angle, string> = {
  weather: "☀️ Weather",
  match_day: "⚽ Match day",
  local: "📍 Local",
  deals: "🏷️ Deals",
  quiz: "🧠 Quiz",
};

export const OPTIMIZATION_LABELS: Record<Optimization, string> = {
  punchier: "Punchier",
  more_emojis: "More emojis",
  questions: "Ask questions",
  tag_friendly: "Tag a mate",
  meme_ready: "Meme-ready",
};

/** The pub details a request may carry (the server also knows them; this is the browser's copy). */
export function pubForRequest(pub: PubDetails | null) {
  if (!pub) return null;
  const { name, email, phone, bookingLink, website, address, features } = pub;
  return { name, email, phone, bookingLink, website, address, features };
}

export function readCachedPub(): CachedPubDetails | null {
  try {
    const raw = window.localStorage.getItem(PUB_CACHE_KEY);
    return raw ? (JSON.parse(raw) as CachedPubDetails) : null;
  } catch {
    return null;
  }
}

export function writeCachedPub(pub: PubDetails | null) {
  try {
    if (!pub) window.localStorage.removeItem(PUB_CACHE_KEY);
    else
      window.localStorage.setItem(
        PUB_CACHE_KEY,
        JSON.stringify({ ...pub, setupCompleted: true, updatedAt: new Date().toISOString() }),
      );
  } catch {
    // Private browsing: the server copy still holds the details.
  }
}
