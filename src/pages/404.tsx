import type { HeadFC, PageProps } from "gatsby";
import { NotFound } from "../components/not-found";
import { Seo } from "../components/seo";

export default function NotFoundPage({ location }: PageProps) {
  return <NotFound pathname={location.pathname} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Page not found"
    description="The page you were looking for does not exist."
    pathname={location.pathname}
    noindex
  />
);
