import { graphql, type HeadFC, type PageProps } from "gatsby";
import { JobList } from "../components/jobs/job-list";
import { Seo } from "../components/seo";
import { useCompanyInfo } from "../hooks/use-company-info";
import { BackButton } from "../components/ui/back-button";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const { careersEmail } = useCompanyInfo();
  const builtAt = data.site?.buildTime;
  if (!builtAt) throw new Error("The careers page needs the site's build time to date its jobs");
  const jobCount = data.jobs.nodes.length;
  return (
    <>
      <PageBanner
        before={<BackButton />}
        eyebrow="Careers"
        title="Work with us"
        intro="Help thousands of people see India together. We are a small team in Gurugram that loves travel, logistics and looking after people."
      />
      <Section
        id="openings"
        title="Open positions"
        intro={`${jobCount} ${jobCount === 1 ? "role is" : "roles are"} open right now. Not the right fit? Write to ${careersEmail} anyway.`}
      >
        <JobList jobs={data.jobs.nodes} builtAt={builtAt} />
      </Section>
    </>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    pathname={location.pathname}
    title="Careers"
    description="Open roles at Safarnama: travel consultants, marketing, customer support and tour planning in Gurugram and remote."
  />
);

export const query = graphql`
  query CareersPage($lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
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
