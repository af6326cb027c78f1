import { useMessages } from "../../hooks/use-messages";
import { Icon } from "../ui/icon";
import * as styles from "./contact-details.module.scss";

type Company = Pick<
  Queries.CompanyDetailsFragment,
  "email" | "phone" | "whatsapp" | "address" | "hours" | "responsePromise"
>;

/** How to reach the company: the 24-hour promise, email, phone, WhatsApp, office and hours. */
export function ContactDetails({ company }: { company: Company }) {
  const { address } = company;
  const messages = useMessages("contact");
  return (
    <aside className={styles.details} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.title}>
        {messages.detailsTitle}
      </h2>
      <p className={styles.promise}>
        <Icon name="clock" size={20} />
        {company.responsePromise}
      </p>
      <ul className={styles.list}>
        <li>
          <Icon name="mail" size={20} />
          <div>
            <span className={styles.label}>{messages.emailLabel}</span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </div>
        </li>
        <li>
          <Icon name="phone" size={20} />
          <div>
            <span className={styles.label}>{messages.phoneLabel}</span>
            <a href={`tel:${company.phone.replace(/\s/g, "")}`}>{company.phone}</a>
          </div>
        </li>
        <li>
          <Icon name="chat" size={20} />
          <div>
            <span className={styles.label}>{messages.whatsappLabel}</span>
            {company.whatsapp}
          </div>
        </li>
        <li>
          <Icon name="mapPin" size={20} />
          <div>
            <span className={styles.label}>{messages.officeLabel}</span>
            <address className={styles.address}>
              {address.street}
              <br />
              {address.city}, {address.state} {address.postalCode}
              <br />
              {address.country}
            </address>
          </div>
        </li>
        <li>
          <Icon name="calendar" size={20} />
          <div>
            <span className={styles.label}>{messages.hoursLabel}</span>
            {company.hours.weekdays}
            <br />
            {company.hours.weekends}
          </div>
        </li>
      </ul>
    </aside>
  );
}
