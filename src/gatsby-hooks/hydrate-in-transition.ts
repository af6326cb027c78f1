import type { GatsbyBrowser } from "gatsby";
import { createElement, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ErrorBoundary } from "../components/layout/error-boundary";

/**
 * Hydrates the server-rendered page inside a transition. React then works in
 * slices of about 5 ms and yields to the browser between them, instead of one
 * long task that blocks input on a slow phone (Lighthouse counts it as Total
 * Blocking Time). The page is already visible and its links work before
 * hydration; React replays a click that lands on a part not yet hydrated.
 *
 * A container with no server-rendered HTML is rendered instead, as Gatsby
 * itself would: the development server sends pages empty, and renders its own
 * loading indicator through this function too.
 *
 * Around the whole app stands a last error boundary, for what fails above the
 * page's own (wrap-page-element.tsx): Gatsby's page renderer reads the page's
 * data before any page code runs (`result.pageContext`), and without a boundary
 * React would leave the visitor an empty page.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const hydrate = (app: React.ReactElement, container: Element) => {
    const element = createElement(ErrorBoundary, null, app);
    if (!container.hasChildNodes()) {
      createRoot(container).render(element);
      return;
    }
    startTransition(() => {
      hydrateRoot(container, element);
    });
  };
  // Gatsby's types still describe ReactDOM 17's render(); Gatsby calls it as (element, container).
  return hydrate as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
};
