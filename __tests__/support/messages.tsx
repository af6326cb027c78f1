// Renders what the site renders inside a page: the page's language and its
// messages (every group, as a page's query would give the groups it asks for).
import type { ReactNode } from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { MESSAGES } from "../../content/messages";
import type { Locale } from "../../content/locales.mjs";
import { PageLanguageProvider } from "../../src/hooks/use-page-language";
import { PageMessagesProvider } from "../../src/hooks/use-messages";

/** A page's `messages`, as its query's data holds them: every group of the language. */
export const pageMessages = (lang: Locale = "en") => MESSAGES[lang];

/** Wraps `ui` in a page of the language, with that language's messages. */
export function InPage({ lang = "en", children }: { lang?: Locale; children: ReactNode }) {
  return (
    <PageLanguageProvider lang={lang}>
      <PageMessagesProvider messages={pageMessages(lang)}>{children}</PageMessagesProvider>
    </PageLanguageProvider>
  );
}

/** Testing Library's render, inside a page of the language ('en' unless said). */
export function renderInPage(ui: ReactNode, { lang = "en", ...options }: { lang?: Locale } & RenderOptions = {}) {
  return render(ui, { wrapper: ({ children }) => <InPage lang={lang}>{children}</InPage>, ...options });
}
