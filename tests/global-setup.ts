import type { TestProject } from "vitest/node";
import { startVendorServer } from "./fakes/vendor-server";

/** Starts the vendor fakes once for the live-mode worker tests and hands their URL to the Worker. */
export default async function setup(project: TestProject) {
  const fake = await startVendorServer();
  project.provide("fakeUrl", fake.url);
  return fake.close;
}
