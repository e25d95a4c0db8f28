// What the global setup hands to the test projects (see tests/global-setup.ts).
declare module "vitest" {
  interface ProvidedContext {
    fakeUrl: string;
  }
}

export {};
