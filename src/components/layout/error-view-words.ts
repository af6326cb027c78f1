import type { Locale } from "../../../content/locales.mjs";

interface ErrorViewWords {
  title: string;
  text: string;
  homeLink: string;
}

/**
 * The error view's words, held in code rather than with the page's messages:
 * the view is shown when a page's data cannot be trusted (a stale page-data.json
 * from another build, a broken one, none at all), so it must not need that data.
 */
export const ERROR_VIEW_WORDS: Readonly<Record<Locale, ErrorViewWords>> = {
  en: {
    title: "Unexpected Application Error!",
    text: "Something went wrong while showing this page. Please try again, or go back to the home page.",
    homeLink: "Go to the home page",
  },
  hi: {
    title: "अनपेक्षित गड़बड़ी!",
    text: "यह पेज दिखाते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें, या होम पेज पर लौटें।",
    homeLink: "होम पेज पर जाएँ",
  },
};
