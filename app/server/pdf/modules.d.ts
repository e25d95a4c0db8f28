// The minified ES build of @pdf-lib/fontkit (half the size of its default entry, so the Worker loads
// it faster); the same API as the package's own types.
declare module "@pdf-lib/fontkit/dist/fontkit.es.min.js" {
  import fontkit from "@pdf-lib/fontkit";
  export default fontkit;
}
