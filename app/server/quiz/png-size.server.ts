/** A PNG's own size, from its IHDR chunk: the first chunk, right after the 8-byte signature. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const ihdr = [0x49, 0x48, 0x44, 0x52];
  if (bytes.length < 24 || !ihdr.every((byte, i) => bytes[12 + i] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The largest size with the image's own proportions that fits a `box` × `box` square. */
export function fitWithin(size: { width: number; height: number }, box: number) {
  const scale = box / Math.max(size.width, size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}
