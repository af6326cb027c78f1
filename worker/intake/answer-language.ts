// The language the Worker answers a form in. Once the body is read, the one
// the request says it was sent in (LANGUAGE_FIELD); before that (a refusal
// by the rate limit, which does not read bodies), the language of the page it
// was sent from, which the site's pages name in the Referer they send to
// their own origin. A request that says neither is answered in English.
import { DEFAULT_LOCALE, type Locale } from "../../content/locales.mjs";
import { pathInLocale } from "../../content/routes.mjs";
import { LANGUAGE_FIELD } from "../../requests/intake";
import type { AppContext } from "../platform/hono-app";
import { requestLanguageOf } from "../request-store/submissions";

export function answerLanguage(c: AppContext): Locale {
  const body = c.get("formBody");
  if (body) {
    const value = body.fields.get(LANGUAGE_FIELD);
    return requestLanguageOf(typeof value === "string" ? value : undefined) ?? DEFAULT_LOCALE;
  }
  const referer = c.req.header("Referer");
  if (!referer || !URL.canParse(referer)) return DEFAULT_LOCALE;
  return pathInLocale(new URL(referer).pathname).locale;
}
