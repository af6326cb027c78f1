import type { ReactNode } from "react";
import { MESSAGES } from "../../../content/messages";
import { DEFAULT_LOCALE } from "../../../content/locales.mjs";
import { PageLanguageProvider } from "../../hooks/use-page-language";
import { PageMessagesProvider } from "../../hooks/use-messages";
import { StayInEditor } from "./stay-in-editor";

/**
 * A preview as the site's English page draws it: the page's language and every
 * message group (a page's query would ask for its own), with its links kept inert.
 */
export function PreviewPage({ children }: { children: ReactNode }) {
  return (
    <PageLanguageProvider lang={DEFAULT_LOCALE}>
      <PageMessagesProvider messages={MESSAGES[DEFAULT_LOCALE]}>
        <StayInEditor>{children}</StayInEditor>
      </PageMessagesProvider>
    </PageLanguageProvider>
  );
}
