import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "../../content/locales.mjs";

const PageLanguage = createContext<Locale>(DEFAULT_LOCALE);

/** Gives the page's language to everything on it (gatsby-hooks/wrap-page-element.tsx). */
export function PageLanguageProvider({ lang, children }: { lang: Locale; children: ReactNode }) {
  return <PageLanguage.Provider value={lang}>{children}</PageLanguage.Provider>;
}

/** The language of the page being shown: 'en', or 'hi' under /hi/. */
export function usePageLanguage(): Locale {
  return useContext(PageLanguage);
}
