// The layout's links: the top navigation and the footer's groups, by label.
// Their addresses come from content/routes.mjs.
import { ROUTES } from "../../content/routes.mjs";

export interface NavLink {
  label: string;
  to: string;
}

export const MAIN_NAV: NavLink[] = [
  { label: "Home", to: ROUTES.home },
  { label: "Trips", to: ROUTES.trips },
  { label: "About Us", to: ROUTES.about },
  { label: "Contact", to: ROUTES.contact },
];

export const FOOTER_COMPANY_LINKS: NavLink[] = [
  { label: "About Us", to: ROUTES.about },
  { label: "Contact", to: ROUTES.contact },
  { label: "Careers", to: ROUTES.careers },
  { label: "Press", to: ROUTES.press },
];

export const FOOTER_SUPPORT_LINKS: NavLink[] = [
  { label: "Help Center", to: ROUTES.help },
  { label: "Travel Insurance", to: ROUTES.insurance },
  { label: "Safety Guidelines", to: ROUTES.safety },
  { label: "Terms & Conditions", to: ROUTES.terms },
];
