import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.ts"],
        },
        resolve: { tsconfigPaths: true },
      },
      "./vitest.worker.config.ts",
      "./vitest.worker-live.config.ts",
    ],
  },
});
