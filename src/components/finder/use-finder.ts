import { withPrefix } from "gatsby";
import * as React from "react";
import type { FinderDeparture } from "../../../content/finder-index";
import type { Locale } from "../../../content/locales.mjs";
import { FINDER_INDEX_PATH, localePath } from "../../../content/routes.mjs";
import type * as FinderAnswer from "./finder-answer";

/** The finder's departures and the code that matches and lists them, once both have arrived. */
export interface LoadedFinder {
  departures: FinderDeparture[];
  answer: typeof FinderAnswer;
}

export type FinderState =
  { status: "idle" } | { status: "loading" } | ({ status: "ready" } & LoadedFinder) | { status: "failed" };

/** A language's index of its trips, at `path` (/trips/finder.json, /hi/trips/finder.json), as the build wrote it. */
async function fetchIndex(path: string): Promise<unknown> {
  const response = await fetch(withPrefix(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

// One download per visit and language: a visitor who leaves the list and comes
// back, or whose Back button brings the finder back, filters what is already here.
const requests = new Map<Locale, Promise<LoadedFinder>>();

function requestFinder(lang: Locale): Promise<LoadedFinder> {
  let request = requests.get(lang);
  if (!request) {
    const path = localePath(lang, FINDER_INDEX_PATH);
    request = Promise.all([import(/* webpackChunkName: "trip-finder" */ "./finder-answer"), fetchIndex(path)])
      .then(([answer, json]) => ({ answer, departures: answer.readFinderIndex(json, path) }))
      .catch((error: unknown) => {
        // A failed download is tried again on the next use, not remembered.
        requests.delete(lang);
        throw error;
      });
    requests.set(lang, request);
  }
  return request;
}

/** Forgets the downloaded indexes; for tests, which each start a fresh visit. */
export function forgetFinder() {
  requests.clear();
}

/**
 * The finder's departures in the page's language, and its code, downloaded
 * on the first call of `load` (the visitor's first touch of the finder, or a
 * finder address opened directly) and not before: a visitor who only browses
 * the list never downloads them.
 */
export function useFinder(lang: Locale): { finder: FinderState; load: () => void } {
  const [finder, setFinder] = React.useState<FinderState>({ status: "idle" });
  const status = React.useRef(finder.status);
  const load = React.useCallback(() => {
    if (status.current === "loading" || status.current === "ready") return;
    const settle = (next: FinderState) => {
      status.current = next.status;
      // At transition priority: the first use is a tap on a field, and what
      // the finder shows as it loads must never hold up that tap's answer.
      React.startTransition(() => setFinder(next));
    };
    settle({ status: "loading" });
    // Started in a task of its own, so the tap that asked for it is answered
    // first: adding the code's script and sending two requests took a phone
    // 10-20 ms of that tap's task.
    setTimeout(() => {
      requestFinder(lang).then(
        (loaded) => settle({ status: "ready", ...loaded }),
        () => settle({ status: "failed" }),
      );
    }, 0);
  }, [lang]);
  return { finder, load };
}
