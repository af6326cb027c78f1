import { LocalLink } from "../ui/local-link";
import { FOOTER_COMPANY_LINKS, FOOTER_SUPPORT_LINKS, type NavLink } from "../../lib/navigation";
import { ROUTES } from "../../../content/routes.mjs";
import { fillMessage } from "../../../content/fill-message";
import { useMessages } from "../../hooks/use-messages";
import { Icon } from "../ui/icon";
import { Logo } from "./logo";
import * as styles from "./site-footer.module.scss";

interface SiteFooterProps {
  company: Pick<
    Queries.CompanyDetailsFragment,
    "name" | "description" | "email" | "phone" | "address" | "destinations"
  >;
  year: number;
}

/** Footer with the three link groups (Destinations, Company, Support), contact details and the copyright line. */
export function SiteFooter({ company, year }: SiteFooterProps) {
  const messages = useMessages("layout");
  const label = (link: NavLink) => messages.nav[link.label];
  const destinationLinks = company.destinations.map((region) => ({ label: region, to: ROUTES.trips }));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo name={company.name} tone="light" />
          <p className={styles.blurb}>{company.description}</p>
          <ul className={styles.contact}>
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <Icon name="phone" size={18} />
              <a href={`tel:${company.phone.replace(/\s/g, "")}`}>{company.phone}</a>
            </li>
            <li>
              <Icon name="mapPin" size={18} />
              <span>
                {company.address.city}, {company.address.state}
              </span>
            </li>
          </ul>
        </div>
        <FooterGroup id="footer-destinations" title={messages.footerDestinations} links={destinationLinks} />
        <FooterGroup
          id="footer-company"
          title={messages.footerCompany}
          links={FOOTER_COMPANY_LINKS.map((link) => ({ label: label(link), to: link.to }))}
        />
        <FooterGroup
          id="footer-support"
          title={messages.footerSupport}
          links={FOOTER_SUPPORT_LINKS.map((link) => ({ label: label(link), to: link.to }))}
        />
      </div>
      <p className={styles.legal}>{fillMessage(messages.footerLegal, { year, siteName: company.name })}</p>
    </footer>
  );
}

/** A group of the footer's links, as they read: each label in the page's language. */
interface FooterLink {
  label: string;
  to: string;
}

function FooterGroup({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <LocalLink to={link.to}>{link.label}</LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
