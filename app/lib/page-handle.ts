/**
 * Route handles say whether a page needs the React app in the browser. Signed-out marketing pages
 * don't: they are server-rendered HTML plus one small script, so they load fast on a phone.
 */
export interface PageHandle {
  /** false: never hydrate; "signed-in": hydrate only when someone is signed in; default: always. */
  hydrate?: boolean | "signed-in";
}

export const STATIC_PAGE: PageHandle = { hydrate: false };
export const STATIC_WHEN_SIGNED_OUT: PageHandle = { hydrate: "signed-in" };

export function shouldHydrate(handles: unknown[], signedIn: boolean): boolean {
  return handles.every((handle) => {
    const hydrate = (handle as PageHandle | undefined)?.hydrate;
    return hydrate === undefined || hydrate === true || (hydrate === "signed-in" && signedIn);
  });
}
