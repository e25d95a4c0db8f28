import { lazy } from "react";

/**
 * The Content Creator's secondary views, each in its own chunk: the page's first load carries only
 * what every landlord sees before writing (the mode switch, the text box, the context cards), so it
 * stays within the bench's /dashboard budget. A view on screen at the first paint (the voice panel
 * on a paid plan, the drafts on the trial) is server-rendered, and the browser keeps that HTML until
 * its chunk has arrived, so nothing jumps. The others are fetched the moment they may be needed: the
 * results and refine views as soon as something is typed or said, the voice panel or the drafts on
 * a hover or focus of their mode's switch, a dialog on a hover of its button. The fallbacks hold the
 * view's place when a chunk is still on its way.
 */
const chunks = {
  voice: () => import("./voice-mode"),
  drafts: () => import("./drafts-panel"),
  results: () => import("./results-view"),
  refine: () => import("./refine-panel"),
  campaign: () => import("./campaign-timeline"),
  pubSetup: () => import("./pub-setup-dialog"),
  upgrade: () => import("~/components/billing/upgrade-dialog"),
};

type Chunk = keyof typeof chunks;

/** Starts fetching these views' code (a no-op once fetched: the browser keeps each module once). */
export function preload(...names: Chunk[]) {
  for (const name of names)
    chunks[name]().catch(() => {
      // Offline or a deploy in between: the view's own lazy import tries again when it is shown.
    });
}

export const VoiceMode = lazy(() => chunks.voice().then((module) => ({ default: module.VoiceMode })));
export const DraftsPanel = lazy(() => chunks.drafts().then((module) => ({ default: module.DraftsPanel })));
export const ResultsView = lazy(() => chunks.results().then((module) => ({ default: module.ResultsView })));
export const ContentErrorView = lazy(() =>
  chunks.results().then((module) => ({ default: module.ContentErrorView })),
);
export const RefinePanel = lazy(() => chunks.refine().then((module) => ({ default: module.RefinePanel })));
export const CampaignTimeline = lazy(() =>
  chunks.campaign().then((module) => ({ default: module.CampaignTimeline })),
);
export const PubSetupDialog = lazy(() =>
  chunks.pubSetup().then((module) => ({ default: module.PubSetupDialog })),
);
export const UpgradeDialog = lazy(() =>
  chunks.upgrade().then((module) => ({ default: module.UpgradeDialog })),
);
