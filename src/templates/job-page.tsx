import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JobPageBody } from "../components/jobs/job-page-body";
import { Seo } from "../components/seo";
import { headMessages } from "../hooks/use-messages";
import { fillMessage } from "../../content/fill-message";
import { ROUTES } from "../../content/routes.mjs";

/** One page per job in data/jobs/, at /careers/<slug>/ (see gatsby/pages.ts). */
export default function JobPage({ data }: PageProps<Queries.JobPageQuery>) {
  const { job } = data;
  if (!job) throw new Error("Job page rendered without its data/jobs/ entry");
  return <JobPageBody job={job} />;
}

export function Head({ data, location }: HeadProps<Queries.JobPageQuery>) {
  const { job } = data;
  if (!job) return null;
  const messages = headMessages(data, "careers");
  return (
    <Seo
      messages={headMessages(data, "seo")}
      title={fillMessage(messages.jobPageTitle, { title: job.title, location: job.location })}
      description={job.summary}
      pathname={location.pathname}
      breadcrumbs={[
        { name: messages.title, path: ROUTES.careers },
        { name: job.title, path: location.pathname },
      ]}
      structuredData={[job.structuredData]}
    />
  );
}

export const query = graphql`
  query JobPage($slug: String!, $lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      seo
      common
      careers
      ...JobApplicationDialogMessages
    }
    job: jobsJson(slug: { eq: $slug }, lang: { eq: $lang }) {
      slug
      title
      location
      workplace
      type
      postedOn
      validThrough
      summary
      description
      responsibilities
      requirements
      structuredData
    }
  }
`;
