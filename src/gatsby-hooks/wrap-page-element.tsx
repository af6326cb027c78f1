import type { WrapPageElementBrowserArgs } from "gatsby";
import { ErrorBoundary } from "../components/layout/error-boundary";
import { Layout } from "../components/layout/layout";
import { PageLanguageProvider } from "../hooks/use-page-language";
import { messagesOf, PageMessagesProvider } from "../hooks/use-messages";
import { pathInLocale, ROUTES, STAFF_PATH } from "../../content/routes.mjs";

/**
 * Shared by gatsby-browser and gatsby-ssr so both render the same tree. The
 * boundary sits outside the layout so that an error in the layout itself is
 * caught too, and its view needs none of the page's data, which may be what
 * failed; navigating to another page resets it. Every page knows its language
 * from its address (gatsby/pages.ts puts each language's pages under its
 * folder), and its words from its query's `messages`.
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const { pathname } = props.location;
  // The content editor and the staff desk draw their own screens.
  if (pathname.startsWith(ROUTES.admin) || pathname.startsWith(STAFF_PATH)) return element;
  const { locale } = pathInLocale(pathname);
  return (
    <PageLanguageProvider lang={locale}>
      <PageMessagesProvider messages={messagesOf(props.data, locale)}>
        <ErrorBoundary pathname={pathname}>
          <Layout pathname={pathname}>{element}</Layout>
        </ErrorBoundary>
      </PageMessagesProvider>
    </PageLanguageProvider>
  );
}
