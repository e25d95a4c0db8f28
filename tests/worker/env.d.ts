import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Base URL of the in-process vendor fakes (live-mode tests only). */
      FAKE_URL?: string;
    }
  }
}
