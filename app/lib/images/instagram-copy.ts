/**
 * The copies made when a picture is scheduled for Instagram (decision 025) are image rows of their
 * own, named after their original: `<original>-ig<width>x<height>` (a poster redrawn, e.g. at
 * 1080×1350) or `<original>-jpeg` (the same picture as JPEG). They are made and reused behind the
 * scenes, so a list to choose from shows the original only.
 */

/** The id of the Instagram copy of `originalId`: redrawn at a size, or re-encoded as JPEG. */
export function instagramCopyId(originalId: string, size: { width: number; height: number } | "jpeg") {
  return size === "jpeg" ? `${originalId}-jpeg` : `${originalId}-ig${size.width}x${size.height}`;
}

const COPY_SUFFIX = /-(?:ig\d+x\d+|jpeg)$/;

/** The original's id when `id` names an Instagram copy, else null. */
export function originalOfInstagramCopy(id: string): string | null {
  return COPY_SUFFIX.test(id) ? id.replace(COPY_SUFFIX, "") : null;
}

/**
 * The pictures without the Instagram copies of pictures also in the list: each poster once. A copy
 * whose original is gone (deleted) stays, as the only way left to choose that poster.
 */
export function withoutInstagramCopies<T extends { id: string }>(pictures: T[]): T[] {
  const ids = new Set(pictures.map((picture) => picture.id));
  return pictures.filter((picture) => {
    const original = originalOfInstagramCopy(picture.id);
    return !original || !ids.has(original);
  });
}
