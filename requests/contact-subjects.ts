// What a contact message can be about. A link to the contact page may choose
// one (`?subject=custom-trip`, built by contactLink in content/routes.mjs), and
// the message records it. Visitors read each in their language (contactForm
// messages' subjects); the agency's email and the desk, in English, as here.

/** Contact-form subjects by key (what `?subject=` in a link may preselect), with the names staff read. */
export const CONTACT_SUBJECTS = {
  general: "General enquiry",
  "custom-trip": "Plan a custom trip",
  booking: "Book a trip",
  careers: "Careers",
  press: "Press & media",
  feedback: "Feedback",
} as const;

export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

/** The subjects' keys, in the order the form lists them. */
export const CONTACT_SUBJECT_KEYS = Object.keys(CONTACT_SUBJECTS) as ContactSubject[];

/** The subject a `?subject=` query string asks for, or 'general' when it names none we know. */
export function subjectFromSearch(search: string): ContactSubject {
  const requested = new URLSearchParams(search).get("subject");
  return requested !== null && Object.hasOwn(CONTACT_SUBJECTS, requested) ? (requested as ContactSubject) : "general";
}
