// Records in each history entry how many steps inside the site led to it, so
// the Back button can tell "one step back stays on this site" from "the
// visitor arrived here from outside", whatever URL opened the page.
//
// The count lives in the entry's own state: a push adds one to the count of
// the entry it leaves, a replace keeps it, and the browser's Back and Forward
// bring back the count of the entry they land on. Gatsby's router writes
// history only through pushState and replaceState. When a host answers
// /careers without redirecting, Gatsby rewrites the address to /careers/ with
// a replace, which therefore counts as no step.

const STEPS_KEY = "siteSteps";

/** How many in-site steps led to the history entry with this state; 0 when the visitor arrived here. */
export function siteStepsOf(state: unknown): number {
  if (typeof state !== "object" || state === null || !(STEPS_KEY in state)) return 0;
  const steps = (state as Record<string, unknown>)[STEPS_KEY];
  return typeof steps === "number" && steps > 0 ? steps : 0;
}

function withSteps(state: unknown, steps: number): Record<string, unknown> {
  const base = typeof state === "object" && state !== null ? state : {};
  return { ...base, [STEPS_KEY]: steps };
}

const counting = new WeakSet<History>();

/** Makes every pushState and replaceState on `history` carry the step count. Safe to call twice. */
export function countSiteSteps(history: History): void {
  if (counting.has(history)) return;
  counting.add(history);
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (state, unused, url) => push(withSteps(state, siteStepsOf(history.state) + 1), unused, url);
  history.replaceState = (state, unused, url) => replace(withSteps(state, siteStepsOf(history.state)), unused, url);
}
