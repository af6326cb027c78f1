import { MESSAGES } from "../../content/messages";
import { contactLink } from "../../content/routes.mjs";
import { CONTACT_SUBJECT_KEYS, CONTACT_SUBJECTS, subjectFromSearch } from "../../requests/contact-subjects";

describe("contact subjects from the query string", () => {
  it("reads a known subject", () => {
    expect(subjectFromSearch("?subject=custom-trip")).toBe("custom-trip");
    expect(subjectFromSearch(new URL(contactLink("careers"), "http://x").search)).toBe("careers");
  });

  it.each(["", "?subject=", "?subject=unknown", "?subject=toString", "?other=custom-trip"])(
    "falls back to a general enquiry for '%s'",
    (search) => {
      expect(subjectFromSearch(search)).toBe("general");
    },
  );

  it("labels every subject", () => {
    expect(CONTACT_SUBJECTS["custom-trip"]).toBe("Plan a custom trip");
  });

  it("names each subject to visitors in their language, and in English as staff name it", () => {
    expect(Object.keys(MESSAGES.hi.contactForm.subjects)).toEqual(CONTACT_SUBJECT_KEYS);
    expect(MESSAGES.en.contactForm.subjects).toEqual(CONTACT_SUBJECTS);
    expect(MESSAGES.hi.contactForm.subjects["custom-trip"]).toBe("अपनी पसंद की ट्रिप बनवाना");
  });
});
