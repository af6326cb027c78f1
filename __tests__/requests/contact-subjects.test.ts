import { contactLink } from "../../content/routes.mjs";
import { CONTACT_SUBJECTS, subjectFromSearch } from "../../requests/contact-subjects";

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
});
