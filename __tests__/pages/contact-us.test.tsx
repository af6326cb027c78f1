import { render, screen } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import ContactPage, { Head } from "../../src/pages/contact-us";
import { companyInfoQuery } from "../support/sample-data";
import { pageMessages, renderInPage } from "../support/messages";

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

  it("speaks Hindi on a Hindi page: its banner, the ways to reach us and the questions", () => {
    jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
    const props = {
      data: { messages: pageMessages("hi"), faqs: { faqs: [] } },
      location: { search: "" },
    } as unknown as PageProps<Queries.ContactPageQuery>;
    renderInPage(<ContactPage {...props} />, { lang: "hi" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("आइए, आपकी अगली ट्रिप प्लान करें");
    expect(screen.getByRole("complementary", { name: "हमसे संपर्क करें" })).toHaveTextContent("गुरुग्राम, हरियाणा");
    expect(screen.getByRole("region", { name: "अक्सर पूछे जाने वाले सवाल" })).toBeInTheDocument();
  });

  it("is titled and described in Hindi on a Hindi page", () => {
    jest.mocked(useStaticQuery).mockReturnValue({ siteMetadata: { siteUrl: "https://trips.example.in" } });
    const props = {
      data: { messages: pageMessages("hi"), faqs: { faqs: [], structuredData: "{}" } },
      location: { pathname: "/hi/contact-us/" },
    } as unknown as HeadProps<Queries.ContactPageQuery>;
    const { container } = render(<Head {...props} />);
    expect(container.querySelector("title")).toHaveTextContent("संपर्क करें | सफ़रनामा");
    expect(container.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      pageMessages("hi").contact.description,
    );
  });
});
