import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { staticHeadersFile } from "./app/server/security/headers.server";

const port = Number(process.env.PORT) || 5173;
// The local database and the build output are not source: watching them made every D1 write (a
// file change under .state/) cost a directory re-scan in the server process. The Cloudflare plugin
// ignores its default state dir, .wrangler/, the same way; ours can live under .state/.
const watch = { ignored: ["**/.state/**", "**/build/**"] };
const server = { port, strictPort: true, host: "127.0.0.1", watch };

/**
 * Static files are served without the Worker, so their headers come from `_headers` in the client
 * build: HSTS only in a production build (CLOUDFLARE_ENV=local is local mode).
 */
function staticFileHeaders(): Plugin {
  return {
    name: "full-house-static-file-headers",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      const production = process.env.CLOUDFLARE_ENV !== "local";
      this.emitFile({ type: "asset", fileName: "_headers", source: staticHeadersFile({ production }) });
    },
  };
}

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // FULLHOUSE_STATE lets the e2e suite run on a fresh, throwaway local database.
      persistState: process.env.FULLHOUSE_STATE ? { path: process.env.FULLHOUSE_STATE } : true,
    }),
    tailwindcss(),
    reactRouter(),
    staticFileHeaders(),
  ],
  // `~/…` imports (tsconfig paths): the build resolves them by itself, the dev server's Worker runner does not.
  resolve: { tsconfigPaths: true },
  server,
  preview: server,
});
