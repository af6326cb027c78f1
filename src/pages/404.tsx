import { graphql, type HeadFC, type PageProps } from "gatsby";
import { NotFound } from "../components/not-found";
import { Seo } from "../components/seo";
import { headMessages } from "../hooks/use-messages";
import { pathInLocale } from "../../content/routes.mjs";

export default function NotFoundPage({ location }: PageProps) {
  return <NotFound pathname={location.pathname} />;
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => {
  const { locale } = pathInLocale(location.pathname);
  const messages = headMessages(data, "notFound", locale);
  return (
    <Seo
      messages={headMessages(data, "seo", locale)}
      title={messages.title}
      description={messages.description}
      pathname={location.pathname}
      noindex
    />
  );
};

// Every language's 404 page carries every language's words: Gatsby's browser
// code loads the one /404.html page's data for any unknown address, and the
// page speaks the language of the address it answers (its folder, /hi/…).
export const query = graphql`
  query NotFoundPage {
    messagesInEveryLanguage {
      lang
      ...LayoutMessages
      seo
      notFound
    }
  }
`;
