// The layout's links: the top navigation and the footer's groups. Their labels
// are the layout's messages (content/messages/, layout.nav), their addresses
// the English routes of content/routes.mjs (LocalLink keeps a page's language).
import type { Messages } from "../../content/messages";
import { ROUTES } from "../../content/routes.mjs";

export interface NavLink {
  /** The link's label in layout.nav of the messages. */
  label: keyof Messages["layout"]["nav"];
  to: string;
}

export const MAIN_NAV: NavLink[] = [
  { label: "home", to: ROUTES.home },
  { label: "trips", to: ROUTES.trips },
  { label: "about", to: ROUTES.about },
  { label: "contact", to: ROUTES.contact },
];

export const FOOTER_COMPANY_LINKS: NavLink[] = [
  { label: "about", to: ROUTES.about },
  { label: "contact", to: ROUTES.contact },
  { label: "careers", to: ROUTES.careers },
  { label: "press", to: ROUTES.press },
];

export const FOOTER_SUPPORT_LINKS: NavLink[] = [
  { label: "help", to: ROUTES.help },
  { label: "insurance", to: ROUTES.insurance },
  { label: "safety", to: ROUTES.safety },
  { label: "terms", to: ROUTES.terms },
  { label: "reviewPolicy", to: ROUTES.reviewPolicy },
];
