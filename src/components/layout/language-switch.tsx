import type * as React from "react";
import { HTML_LANGS, LANGUAGE_NAMES, LOCALES } from "../../../content/locales.mjs";
import { localePath, pathInLocale, ROUTES } from "../../../content/routes.mjs";
import { useMessages } from "../../hooks/use-messages";
import * as styles from "./language-switch.module.scss";

/**
 * The same page in the site's other languages: each link names its language
 * in that language. The finder keeps its question in the address's query
 * (?month=…), which it rewrites without navigating, so the link takes the
 * query and fragment the moment it is used rather than when the page was drawn.
 */
export function LanguageSwitch({ pathname }: { pathname: string }) {
  const { locale, englishPath: path } = pathInLocale(pathname);
  // A 404 page has no twin of its own to lead to: the other language's home page instead.
  const englishPath = /^\/404(\/|\.html)$/.test(path) ? ROUTES.home : path;
  const messages = useMessages("layout");
  const keepQuery = (event: React.SyntheticEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    const target = new URL(link.href, window.location.href);
    link.href = `${target.pathname}${window.location.search}${window.location.hash}`;
  };
  return (
    <ul className={styles.list} aria-label={messages.languagesLabel}>
      {LOCALES.filter((lang) => lang !== locale).map((lang) => (
        <li key={lang}>
          <a
            href={localePath(lang, englishPath)}
            lang={HTML_LANGS[lang]}
            hrefLang={HTML_LANGS[lang]}
            className={styles.link}
            onPointerDown={keepQuery}
            onFocus={keepQuery}
            onClick={keepQuery}
          >
            {LANGUAGE_NAMES[lang]}
          </a>
        </li>
      ))}
    </ul>
  );
}
