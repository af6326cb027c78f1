import type { ReactNode } from "react";
import englishMessages from "../../../content/messages/en.json";
import { PageLanguageProvider } from "../../hooks/use-page-language";
import { PageMessagesProvider } from "../../hooks/use-messages";

/**
 * A preview as an English page of the site: Decap draws it in a frame of its
 * own, out of reach of the page's providers, and the editor previews the
 * English entry. The editor's own chunk carries the English messages; no page of
 * the site loads it.
 */
export function EnglishPage({ children }: { children: ReactNode }) {
  return (
    <PageLanguageProvider lang="en">
      <PageMessagesProvider messages={englishMessages}>{children}</PageMessagesProvider>
    </PageLanguageProvider>
  );
}
