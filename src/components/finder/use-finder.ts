import { withPrefix } from "gatsby";
import * as React from "react";
import type { FinderDeparture } from "../../lib/finder/finder-index";
import { FINDER_INDEX_PATH } from "../../../content/routes.mjs";
import type * as FinderAnswer from "./finder-answer";

/** The finder's departures and the code that matches and lists them, once both have arrived. */
export interface LoadedFinder {
  departures: FinderDeparture[];
  answer: typeof FinderAnswer;
}

export type FinderState =
  { status: "idle" } | { status: "loading" } | ({ status: "ready" } & LoadedFinder) | { status: "failed" };

async function fetchIndex(): Promise<unknown> {
  const response = await fetch(withPrefix(FINDER_INDEX_PATH));
  if (!response.ok) throw new Error(`${FINDER_INDEX_PATH}: HTTP ${response.status}`);
  return response.json();
}

// One download per visit: a visitor who leaves the list and comes back, or
// whose Back button brings the finder back, filters what is already here.
let request: Promise<LoadedFinder> | null = null;

function requestFinder(): Promise<LoadedFinder> {
  request ??= Promise.all([import(/* webpackChunkName: "trip-finder" */ "./finder-answer"), fetchIndex()])
    .then(([answer, json]) => ({ answer, departures: answer.readFinderIndex(json) }))
    .catch((error: unknown) => {
      // A failed download is tried again on the next use, not remembered.
      request = null;
      throw error;
    });
  return request;
}

/** Forgets the downloaded index; for tests, which each start a fresh visit. */
export function forgetFinder() {
  request = null;
}

/**
 * The finder's departures and code, downloaded on the first call of `load`
 * (the visitor's first touch of the finder, or a finder address opened
 * directly) and not before: a visitor who only browses the list never
 * downloads them.
 */
export function useFinder(): { finder: FinderState; load: () => void } {
  const [finder, setFinder] = React.useState<FinderState>({ status: "idle" });
  const status = React.useRef(finder.status);
  const load = React.useCallback(() => {
    if (status.current === "loading" || status.current === "ready") return;
    const settle = (next: FinderState) => {
      status.current = next.status;
      setFinder(next);
    };
    settle({ status: "loading" });
    requestFinder().then(
      (loaded) => settle({ status: "ready", ...loaded }),
      () => settle({ status: "failed" }),
    );
  }, []);
  return { finder, load };
}
