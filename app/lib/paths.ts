/** Where a fresh sign-in lands. */
export const AFTER_SIGN_IN_PATH = "/dashboard";

/** Only same-site paths may be redirect targets, so a link cannot bounce a person to another site. */
export function safeRedirectPath(path: string | null | undefined, fallback = AFTER_SIGN_IN_PATH): string {
  if (!path?.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
