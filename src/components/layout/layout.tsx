import type * as React from "react";
import { graphql } from "gatsby";
import { useCompanyInfo } from "../../hooks/use-company-info";
import { useMessages } from "../../hooks/use-messages";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import * as styles from "./layout.module.scss";

interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
}

/** The frame of every page: skip link, header, main landmark and footer. */
export function Layout({ pathname, children }: LayoutProps) {
  const company = useCompanyInfo();
  const messages = useMessages("layout");
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {messages.skipToContent}
      </a>
      <SiteHeader siteName={company.name} pathname={pathname} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter company={company} year={new Date().getFullYear()} />
    </div>
  );
}

/** The layout's words, which every page's query asks for: `messages(lang: $lang) { ...LayoutMessages }`. */
export const layoutMessagesFragment = graphql`
  fragment LayoutMessages on SiteMessages {
    layout
  }
`;
