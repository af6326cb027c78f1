import { screen } from "@testing-library/react";
import { renderInPage } from "../support/messages";
import { useStaticQuery, type PageProps } from "gatsby";
import ContactPage from "../../src/pages/contact-us";
import { companyInfoQuery } from "../support/sample-data";

describe("ContactPage", () => {
  it("preselects the subject named in its link, as 'Plan Custom Trip' does", () => {
    jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
    const props = {
      data: { faqs: { faqs: [] } },
      location: { search: "?subject=custom-trip" },
    } as unknown as PageProps<Queries.ContactPageQuery>;
    renderInPage(<ContactPage {...props} />);
    expect(screen.getByLabelText("Subject")).toHaveValue("custom-trip");
  });
});
