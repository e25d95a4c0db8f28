// Modules the PDF export loads that have no types of their own.

// The minified ES build of @pdf-lib/fontkit (half the size of its default entry, so the Worker loads
// it faster): the same API as the package's main entry.
declare module "@pdf-lib/fontkit/dist/fontkit.es.min.js" {
  import fontkit from "@pdf-lib/fontkit";
  export default fontkit;
}

// The embedded fonts: the Cloudflare Vite plugin turns a `.bin` import into an ArrayBuffer.
declare module "*.ttf.bin" {
  const data: ArrayBuffer;
  export default data;
}
