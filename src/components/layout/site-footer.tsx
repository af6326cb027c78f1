import { Link } from "gatsby";
import { FOOTER_COMPANY_LINKS, FOOTER_SUPPORT_LINKS, type NavLink } from "../../lib/navigation";
import { ROUTES } from "../../../content/routes.mjs";
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
  const destinationLinks: NavLink[] = company.destinations.map((region) => ({ label: region, to: ROUTES.trips }));
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
        <FooterGroup title="Destinations" links={destinationLinks} />
        <FooterGroup title="Company" links={FOOTER_COMPANY_LINKS} />
        <FooterGroup title="Support" links={FOOTER_SUPPORT_LINKS} />
      </div>
      <p className={styles.legal}>
        © {year} {company.name}. All trips are operated in India.
      </p>
    </footer>
  );
}

function FooterGroup({ title, links }: { title: string; links: NavLink[] }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <nav className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
