// The Cloudflare Vite plugin compiles `.wasm` imports to a WebAssembly.Module and `.bin` to an ArrayBuffer.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
declare module "*.bin" {
  const data: ArrayBuffer;
  export default data;
}
