import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { JSON_BODY_LIMIT } from "./body.server";

/** The methods an action answers when it does not list its own (page forms and fetchers). */
const ACTION_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/** What a route module may tell the Worker entry through its standard `handle` export. */
export interface RouteHandle {
  /** Bodies larger than this are refused with 413 before the route sees them (default 1 MB). */
  bodyLimit?: number;
}

export interface MatchedRoute {
  id: string;
  /** A page (it renders a component); otherwise a resource route such as most of /api. */
  page: boolean;
  /** Only the catch-all 404 route matched: no such URL. */
  unknown: boolean;
  /** The methods this route answers, OPTIONS included (for `Allow`). */
  methods: string[];
  params: Record<string, string | undefined>;
  bodyLimit: number;
}

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** Which methods a module answers: a loader or a page answers GET and HEAD, an action what it lists. */
function methodsOf(module: RouteModule): string[] {
  const methods: string[] = [];
  if (module.loader || module.default) methods.push("GET", "HEAD");
  if (module.action) {
    const listed = (module.action as { methods?: readonly string[] }).methods;
    methods.push(...(listed ?? ACTION_METHODS));
  }
  methods.push("OPTIONS");
  return methods;
}

function tableOf(build: ServerBuild) {
  const manifest = build.routes;
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((route) => route?.parentId === parentId)
      .map((route) => ({
        id: route!.id,
        path: route!.path,
        index: route!.index as false,
        caseSensitive: route!.caseSensitive,
        children: childrenOf(route!.id),
      }));
  const tree = childrenOf(undefined);
  // matchRoutes flattens and ranks the whole tree on every call (about a millisecond of CPU per
  // request here); most requests repeat a few paths, so answers are kept per path, within a bound.
  const known = new Map<string, MatchedRoute | null>();

  return (pathname: string): MatchedRoute | null => {
    if (pathname.length > KNOWN_PATH_LENGTH) return lookUp(pathname);
    let answer = known.get(pathname);
    if (answer === undefined) {
      answer = lookUp(pathname);
      if (known.size >= KNOWN_PATHS) known.clear();
      known.set(pathname, answer);
    }
    return answer;
  };

  function lookUp(pathname: string): MatchedRoute | null {
    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.at(-1);
    if (!leaf) return null;
    const route = manifest[leaf.route.id!]!;
    const module = route.module;
    const handle = (module.handle ?? {}) as RouteHandle;
    return {
      id: route.id,
      page: Boolean(module.default),
      unknown: route.path === "*",
      methods: methodsOf(module),
      params: leaf.params,
      bodyLimit: handle.bodyLimit ?? JSON_BODY_LIMIT,
    };
  }
}

/** Paths remembered per table before it starts again (ids in paths make the set unbounded). */
const KNOWN_PATHS = 2000;
/** Longer paths are matched every time: a remembered path costs its length in the isolate's memory. */
const KNOWN_PATH_LENGTH = 200;

/** One table per build: the built Worker has one build per isolate, the dev server one per edit. */
const tables = new WeakMap<ServerBuild, ReturnType<typeof tableOf>>();

/**
 * The route a path leads to and what it accepts, from the same route tree React Router serves, so
 * the entry can refuse a wrong method, a malformed id or an oversized body before any route runs.
 * `.data` (React Router's data requests) is stripped first, as React Router does.
 */
export function matchRoute(build: ServerBuild, pathname: string): MatchedRoute | null {
  let table = tables.get(build);
  if (!table) {
    table = tableOf(build);
    tables.set(build, table);
  }
  const normalized = pathname.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname.replace(/\.data$/, "");
  return table(normalized);
}
