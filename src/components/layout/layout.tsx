import type * as React from "react";
import { useCompanyInfo } from "../../hooks/use-company-info";
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
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader siteName={company.name} pathname={pathname} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter company={company} year={new Date().getFullYear()} />
    </div>
  );
}
