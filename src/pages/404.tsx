import { graphql, type HeadFC, type PageProps } from "gatsby";
import { NotFound } from "../components/not-found";
import { Seo } from "../components/seo";
import { messagesOf } from "../hooks/use-messages";

export default function NotFoundPage({ location }: PageProps) {
  return <NotFound pathname={location.pathname} />;
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => {
  const messages = messagesOf(data).notFound!;
  return <Seo title={messages.title} description={messages.description} pathname={location.pathname} noindex />;
};

export const query = graphql`
  query NotFoundPage($lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      notFound
    }
  }
`;
