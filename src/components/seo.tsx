import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";

interface SeoProps {
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  children?: React.ReactNode;
}

/** The document head of every page, used from each page's Gatsby Head export. */
export function Seo({ title, description, children }: SeoProps) {
  const { site } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      site {
        siteMetadata {
          title
          description
        }
      }
    }
  `);
  const siteTitle = site?.siteMetadata?.title ?? "Safarnama";
  const fullTitle = title ? `${title} | ${siteTitle}` : `${siteTitle} — Group trips across India`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site?.siteMetadata?.description ?? ""} />
      <meta name="theme-color" content="#0b3f45" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  );
}
