import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Seo } from "../../src/components/seo";
import { faqPage, serializeJsonLd } from "../../src/lib/structured-data";

const siteMetadata = {
  title: "Safarnama",
  description: "Small group trips across India.",
  siteUrl: "https://trips.example.in",
};

function renderHead(element: React.ReactElement) {
  const { container } = render(element);
  const content = (selector: string) => container.querySelector(selector)?.getAttribute("content");
  const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.innerHTML),
  );
  return { container, content, jsonLd };
}

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ siteMetadata });
});

describe("Seo", () => {
  it("titles an inner page after the page, then the site, and describes it", () => {
    const { container, content } = renderHead(<Seo title="Careers" description="Open roles." pathname="/careers/" />);
    expect(container.querySelector("title")?.textContent).toBe("Careers | Safarnama");
    expect(content('meta[name="description"]')).toBe("Open roles.");
    expect(content('meta[property="og:title"]')).toBe("Careers | Safarnama");
    expect(content('meta[property="og:description"]')).toBe("Open roles.");
    expect(content('meta[name="twitter:title"]')).toBe("Careers | Safarnama");
  });

  it("gives the home page the site's own title and description", () => {
    const { container, content } = renderHead(<Seo pathname="/" />);
    expect(container.querySelector("title")?.textContent).toBe("Safarnama — Group trips across India");
    expect(content('meta[name="description"]')).toBe("Small group trips across India.");
  });

  it("points the canonical link and og:url at the page on the configured site URL", () => {
    const { container, content } = renderHead(<Seo title="Careers" pathname="/careers/" />);
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://trips.example.in/careers/",
    );
    expect(content('meta[property="og:url"]')).toBe("https://trips.example.in/careers/");
  });

  it("shares the site's 1200×630 image with its alt text on Open Graph and Twitter", () => {
    const { content } = renderHead(<Seo pathname="/" />);
    expect(content('meta[property="og:image"]')).toBe("https://trips.example.in/share/safarnama.jpg");
    expect(content('meta[property="og:image:width"]')).toBe("1200");
    expect(content('meta[property="og:image:height"]')).toBe("630");
    expect(content('meta[property="og:image:alt"]')).toMatch(/Safarnama/);
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(content('meta[name="twitter:image"]')).toBe("https://trips.example.in/share/safarnama.jpg");
    expect(content('meta[property="og:locale"]')).toBe("en_IN");
    expect(content('meta[name="theme-color"]')).toBe("#0b3f45");
  });

  it("adds a Home › page breadcrumb to inner pages but not to the home page", () => {
    expect(renderHead(<Seo title="Careers" pathname="/careers/" />).jsonLd).toEqual([
      expect.objectContaining({
        "@type": "BreadcrumbList",
        itemListElement: [
          expect.objectContaining({ position: 1, name: "Home", item: "https://trips.example.in/" }),
          expect.objectContaining({ position: 2, name: "Careers", item: "https://trips.example.in/careers/" }),
        ],
      }),
    ]);
    expect(renderHead(<Seo pathname="/" />).jsonLd).toEqual([]);
  });

  it("takes a longer breadcrumb trail when the page gives one", () => {
    const trail = [
      { name: "Trips", path: "/trips/" },
      { name: "Spiti", path: "/trips/spiti/" },
    ];
    const [breadcrumbs] = renderHead(<Seo title="Spiti" pathname="/trips/spiti/" breadcrumbs={trail} />).jsonLd;
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Trips", "Spiti"]);
  });

  it("prints the page's structured data as the build wrote it, then its breadcrumbs", () => {
    const faqs = serializeJsonLd(faqPage([{ question: "Alone?", answer: "Yes." }]));
    const { container, jsonLd } = renderHead(
      <Seo title="Contact Us" pathname="/contact-us/" structuredData={[faqs]} />,
    );
    expect(container.querySelector('script[type="application/ld+json"]')?.innerHTML).toBe(faqs);
    expect(jsonLd.map((data) => data["@type"])).toEqual(["FAQPage", "BreadcrumbList"]);
  });

  it("escapes '<' in the breadcrumbs so no page title can close the script element", () => {
    const { container, jsonLd } = renderHead(<Seo title="</script><b>" pathname="/odd/" />);
    expect(container.querySelector('script[type="application/ld+json"]')?.innerHTML).not.toContain("</script>");
    expect(jsonLd[0].itemListElement[1].name).toBe("</script><b>");
  });

  it("marks a page noindex with no canonical URL or breadcrumbs (the 404 page)", () => {
    const { container, content, jsonLd } = renderHead(<Seo title="Page not found" pathname="/nope/" noindex />);
    expect(content('meta[name="robots"]')).toBe("noindex");
    expect(container.querySelector('link[rel="canonical"]')).toBeNull();
    expect(container.querySelector('meta[property="og:url"]')).toBeNull();
    expect(jsonLd).toEqual([]);
  });
});
