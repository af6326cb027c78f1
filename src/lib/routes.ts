// Every internal destination the layout links to, in one place, so that a
// renamed route is changed once and no link can point at a page that is gone.
import { EDITOR_PATH } from "../../hosting/editor.mjs";

export const ROUTES = {
  home: "/",
  trips: "/trips/",
  upcomingTrips: "/trips/#upcoming-trips",
  about: "/about-us/",
  press: "/about-us/#press",
  contact: "/contact-us/",
  careers: "/careers/",
  terms: "/terms-conditions/",
  safety: "/safety-guidelines/",
  insurance: "/travel-insurance/",
  help: "/help-center/",
  admin: EDITOR_PATH,
} as const;

/** The section of the terms every trip page summarises and links to: /terms-conditions/#cancellation. */
export const CANCELLATION_ANCHOR = "cancellation";

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

/** Contact-form subjects; the keys are what `?subject=` in a link may preselect. */
export const CONTACT_SUBJECTS = {
  general: "General enquiry",
  "custom-trip": "Plan a custom trip",
  booking: "Book a trip",
  careers: "Careers",
  press: "Press & media",
  feedback: "Feedback",
} as const;

export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

/** The subject a `?subject=` query string asks for, or 'general' when it names none we know. */
export function subjectFromSearch(search: string): ContactSubject {
  const requested = new URLSearchParams(search).get("subject");
  return requested !== null && Object.hasOwn(CONTACT_SUBJECTS, requested) ? (requested as ContactSubject) : "general";
}

/** Contact-page link that preselects a subject. */
export function contactLink(subject: ContactSubject): string {
  return `${ROUTES.contact}?subject=${subject}`;
}
