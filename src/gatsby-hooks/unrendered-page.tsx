import { createRoot } from "react-dom/client";
import { ErrorView } from "../components/layout/error-boundary";
import { pathInLocale } from "../../content/routes.mjs";

/** What Gatsby's browser loader (`window.___loader`) answers for a page: its resources, or why it has none. */
type PageResources = { status?: string; error?: unknown } | null | undefined;

/** The part of Gatsby's browser loader used here. */
export interface PageLoader {
  loadPage(path: string): Promise<PageResources>;
}

/** How Gatsby's loader marks a page whose resources failed (PageResourceStatus.Error in gatsby/cache-dir/loader.js). */
const FAILED = "error";

const UNLOADED_PAGE_DATA = "This page's data (page-data.json) could not be loaded, or is not a page's data.";

/**
 * Gatsby renders nothing at all, not even an error, when a page's resources do
 * not load: a page-data.json that is missing, empty or not JSON (its loader
 * falls back to the 404 page's data, finds the page's own html, and gives up),
 * or one that names a component or static query this build does not have. The
 * server's html would stay, with nothing answering its buttons. Here the same
 * request (the loader shares it with Gatsby's own) is watched, and such a page
 * shows the error view instead, in the language of its address.
 */
export function showErrorViewWhenGatsbyCannotRender(
  loader: PageLoader,
  location: Pick<Location, "pathname" | "search">,
  container: () => Element | null = () => document.getElementById("___gatsby"),
): Promise<void> {
  const show = (message: string) => {
    const root = container();
    if (!root) return;
    root.replaceChildren();
    createRoot(root).render(<ErrorView message={message} lang={pathInLocale(location.pathname).locale} />);
  };
  return loader.loadPage(location.pathname + location.search).then(
    (page) => {
      if (!page || page.status === FAILED) {
        show(page?.error instanceof Error ? page.error.message : UNLOADED_PAGE_DATA);
      }
    },
    (error: unknown) => show(error instanceof Error ? error.message : String(error)),
  );
}
