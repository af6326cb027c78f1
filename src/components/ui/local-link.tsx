import { Link, type GatsbyLinkProps } from "gatsby";
import { usePageLanguage } from "../../hooks/use-page-language";
import { localePath } from "../../../content/routes.mjs";

/**
 * A link to another page of the site, in the language of the page it is on:
 * `to` is the English route (content/routes.mjs), and on a Hindi page the link
 * leads to its Hindi twin. Every link between the site's public pages is one.
 */
export function LocalLink<State>({ to, ref: _ref, ...props }: GatsbyLinkProps<State>) {
  const lang = usePageLanguage();
  return <Link {...props} to={localePath(lang, to)} />;
}
