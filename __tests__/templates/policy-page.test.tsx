import { render, screen } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import PolicyPage, { Head } from "../../src/templates/policy-page";
import { pageMessages, renderInPage } from "../support/messages";

/** The Hindi terms page's query, as the build answers it: the booking terms written in Hindi (gatsby/graphql-schema.ts). */
const data = {
  messages: pageMessages("hi"),
  policy: {
    title: "नियम और शर्तें",
    summary: "ग्रुप ट्रिप बुक करने की शर्तें।",
    updated: "2026-10-01",
    sections: [
      {
        anchor: null,
        heading: "2. बुकिंग और भुगतान",
        paragraphs: [],
        points: ["पूरा भुगतान (बाकी राशि) प्रस्थान की तारीख से 5 दिन पहले देय है।"],
      },
    ],
  },
} satisfies Queries.PolicyPageQuery;

describe("Policy page in Hindi", () => {
  it("shows the policy under a Hindi banner, its days in Hindi, with Back to the Hindi home page", () => {
    renderInPage(<PolicyPage {...({ data } as unknown as PageProps<Queries.PolicyPageQuery>)} />, { lang: "hi" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("नियम और शर्तें");
    expect(screen.getByText("नीतियाँ और सहायता")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "2. बुकिंग और भुगतान" })).toHaveTextContent("5 दिन पहले देय है");
    expect(screen.getByRole("link", { name: "वापस" })).toHaveAttribute("href", "/hi/");
  });

  it("is titled in Hindi, after the policy and the site's Hindi name", () => {
    jest.mocked(useStaticQuery).mockReturnValue({ siteMetadata: { siteUrl: "https://trips.example.in" } });
    const location = { pathname: "/hi/terms-conditions/" };
    const { container } = render(<Head {...({ data, location } as unknown as HeadProps<Queries.PolicyPageQuery>)} />);
    expect(container.querySelector("title")).toHaveTextContent("नियम और शर्तें | सफ़रनामा");
  });
});
