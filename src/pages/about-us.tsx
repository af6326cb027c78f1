import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AboutStory } from "../components/about/about-story";
import { PressSection } from "../components/about/press-section";
import { ValuesGrid } from "../components/about/values-grid";
import { Seo } from "../components/seo";
import { useCompanyInfo } from "../hooks/use-company-info";
import { PageBanner } from "../components/ui/page-banner";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const company = useCompanyInfo();
  const { about } = data;
  return (
    <>
      <PageBanner eyebrow="About us" title="Travel is better together" intro={company.tagline} />
      <AboutStory
        heading={about.heading}
        story={about.story}
        stats={about.stats}
        art={data.storyArt?.childImageSharp ?? null}
      />
      <ValuesGrid values={about.values} />
      <PressSection
        heading={about.press.heading}
        text={about.press.text}
        facts={about.press.facts}
        email={company.pressEmail}
      />
    </>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    pathname={location.pathname}
    title="About Us"
    description="How four friends from Gurugram started Safarnama to make group travel in India simple, safe and social — and the values we run every trip by."
  />
);

export const query = graphql`
  query AboutPage($lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
    }
    storyArt: file(relativePath: { eq: "images/about/campfire-circle.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.25, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
      }
    }
    about(lang: $lang) {
      heading
      story
      stats {
        value
        label
      }
      values {
        icon
        title
        description
      }
      press {
        heading
        text
        facts
      }
    }
  }
`;
