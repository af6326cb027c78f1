import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JobList } from "../components/jobs/job-list";
import { Seo } from "../components/seo";
import { useCompanyInfo } from "../hooks/use-company-info";
import { headMessages, useMessages } from "../hooks/use-messages";
import { usePageLanguage } from "../hooks/use-page-language";
import { fillMessage } from "../../content/fill-message";
import { takesSingular } from "../../content/format";
import { BackButton } from "../components/ui/back-button";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const { careersEmail } = useCompanyInfo();
  const messages = useMessages("careers");
  const lang = usePageLanguage();
  const builtAt = data.site?.buildTime;
  if (!builtAt) throw new Error("The careers page needs the site's build time to date its jobs");
  const jobCount = data.jobs.nodes.length;
  const openings = fillMessage(takesSingular(jobCount, lang) ? messages.openingsOne : messages.openingsOther, {
    count: jobCount,
    email: careersEmail,
  });
  return (
    <>
      <PageBanner before={<BackButton />} eyebrow={messages.eyebrow} title={messages.heading} intro={messages.intro} />
      <Section id="openings" title={messages.openingsTitle} intro={openings}>
        <JobList jobs={data.jobs.nodes} builtAt={builtAt} />
      </Section>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.CareersPageQuery>) {
  const messages = headMessages(data, "careers");
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
  query CareersPage($lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      seo
      common
      careers
      ...JobApplicationDialogMessages
    }
    site {
      buildTime
    }
    jobs: allJobsJson(filter: { lang: { eq: $lang } }, sort: { postedOn: DESC }) {
      nodes {
        ...JobCard
      }
    }
  }
`;
