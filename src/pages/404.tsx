import { graphql, type HeadFC, type PageProps } from "gatsby";
import { NotFound } from "../components/not-found";
import { Seo } from "../components/seo";
import { headMessages } from "../hooks/use-messages";

export default function NotFoundPage({ location }: PageProps) {
  return <NotFound pathname={location.pathname} />;
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => {
  const messages = headMessages(data, "notFound");
  return (
    <Seo
      messages={headMessages(data, "seo")}
      title={messages.title}
      description={messages.description}
      pathname={location.pathname}
      noindex
    />
  );
};

export const query = graphql`
  query NotFoundPage($lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      seo
      notFound
    }
  }
`;
