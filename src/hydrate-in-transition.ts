import type { GatsbyBrowser } from "gatsby";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates the server-rendered page inside a transition. React then works in
 * slices of about 5 ms and yields to the browser between them, instead of one
 * long task that blocks input on a slow phone (Lighthouse counts it as Total
 * Blocking Time). The page is already visible and its links work before
 * hydration; React replays a click that lands on a part not yet hydrated.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => (element, container) => {
  startTransition(() => {
    hydrateRoot(container as Element, element as React.ReactElement);
  });
};
