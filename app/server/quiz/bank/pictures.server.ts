/// <reference types="vite/client" />
/**
 * Picture-round images shipped in the repo (pictures/*.png, flags from svg-country-flags, copied by
 * scripts/build-quiz-bank-data.mjs). Each file is its own lazily loaded module, so the Worker's main
 * bundle carries none of them and only a quiz's pictures are ever decoded.
 */

const PICTURES = import.meta.glob<string>("./pictures/*.png", { query: "?inline", import: "default" });

function pathOf(key: string): string {
  return `./pictures/${key}.png`;
}

export function hasPicture(key: string): boolean {
  return pathOf(key) in PICTURES;
}

export function pictureKeys(): string[] {
  return Object.keys(PICTURES).map((path) => path.replace(/^\.\/pictures\//, "").replace(/\.png$/, ""));
}

/** The PNG bytes of a picture asset (e.g. "flag-fr"); throws for an unknown key. */
export async function loadPictureBytes(key: string): Promise<Uint8Array<ArrayBuffer>> {
  const load = PICTURES[pathOf(key)];
  if (!load) throw new Error(`No quiz picture called "${key}"`);
  const dataUrl = await load();
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
