import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AboutStory } from "../components/about/about-story";
import { PressSection } from "../components/about/press-section";
import { ValuesGrid } from "../components/about/values-grid";
import { Seo } from "../components/seo";
import { useCompanyInfo } from "../hooks/use-company-info";
import { headMessages, useMessages } from "../hooks/use-messages";
import { PageBanner } from "../components/ui/page-banner";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const company = useCompanyInfo();
  const messages = useMessages("about");
  const { about } = data;
  return (
    <>
      <PageBanner eyebrow={messages.eyebrow} title={messages.heading} intro={company.tagline} />
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

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const messages = headMessages(data, "about");
  return (
    <Seo
      messages={headMessages(data, "seo")}
      pathname={location.pathname}
      title={messages.title}
      description={messages.description}
    />
  );
}

export const query = graphql`
  query AboutPage($lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      seo
      about
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
