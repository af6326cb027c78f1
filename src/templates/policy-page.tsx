import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PolicyArticle } from "../components/policy/policy-article";
import { Seo } from "../components/seo";
import { BackButton } from "../components/ui/back-button";
import { PageBanner } from "../components/ui/page-banner";
import { headMessages, useMessages } from "../hooks/use-messages";

/** Terms, safety, insurance and help pages, one per entry of data/policies.json. */
export default function PolicyPage({ data }: PageProps<Queries.PolicyPageQuery>) {
  const { policy } = data;
  const messages = useMessages("policy");
  if (!policy) throw new Error("Policy page rendered without its data/policies.json entry");
  return (
    <>
      <PageBanner before={<BackButton />} eyebrow={messages.eyebrow} title={policy.title} intro={policy.summary} />
      <PolicyArticle policy={policy} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.PolicyPageQuery>) {
  return (
    <Seo
      messages={headMessages(data, "seo")}
      title={data.policy?.title}
      description={data.policy?.summary}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query PolicyPage($id: String!, $lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      seo
      common
      policy
    }
    policy(id: $id, lang: $lang) {
      title
      summary
      updated
      sections {
        anchor
        heading
        paragraphs
        points
      }
    }
  }
`;
