import { graphql, type HeadFC, type PageProps } from "gatsby";
import { JobList } from "../components/careers/job-list";
import { Seo } from "../components/seo";
import { BackButton } from "../components/ui/back-button";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const builtAt = data.site?.buildTime ?? new Date().toISOString();
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
        intro={`${data.jobs.nodes.length} roles open right now. Not the right fit? Write to ${data.company?.careersEmail ?? "us"} anyway.`}
      >
        <JobList jobs={data.jobs.nodes} builtAt={builtAt} />
      </Section>
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Careers"
    description="Open roles at Safarnama: travel consultants, marketing, customer support and tour planning in Gurugram and remote."
  />
);

export const query = graphql`
  query CareersPage {
    site {
      buildTime
    }
    company: companyJson {
      careersEmail
    }
    jobs: allJobsJson(sort: { postedOn: DESC }) {
      nodes {
        ...JobCard
      }
    }
  }
`;
