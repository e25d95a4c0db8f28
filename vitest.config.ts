import { defineConfig } from "vitest/config";

const unit = {
  test: {
    name: "unit",
    environment: "node",
    include: ["tests/unit/**/*.test.ts"],
  },
  resolve: { tsconfigPaths: true },
};

const PROJECTS = {
  unit,
  worker: "./vitest.worker.config.ts",
  "worker-live": "./vitest.worker-live.config.ts",
};

/**
 * VITEST_PROJECTS lists the projects to load (all of them by default). Each worker project's React
 * Router plugin rewrites .react-router/types as it starts, and two of them starting in one process
 * can delete the files the other is writing, so `npm test` starts the two in separate runs.
 */
const wanted = process.env.VITEST_PROJECTS?.split(",") ?? Object.keys(PROJECTS);

export default defineConfig({
  test: {
    projects: Object.entries(PROJECTS)
      .filter(([name]) => wanted.includes(name))
      .map(([, project]) => project),
  },
});
