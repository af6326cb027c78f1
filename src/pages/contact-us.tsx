import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContactDetails } from "../components/contact/contact-details";
import { ContactForm } from "../components/contact/contact-form";
import { FaqList } from "../components/contact/faq-list";
import { Seo } from "../components/seo";
import { PageBanner } from "../components/ui/page-banner";
import { useCompanyInfo } from "../hooks/use-company-info";
import { subjectFromSearch } from "../../requests/contact-subjects";
import * as styles from "./contact-us.module.scss";

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const company = useCompanyInfo();
  return (
    <>
      <PageBanner
        eyebrow="Contact"
        title="Let's plan your next trip"
        intro="Questions about a departure, a custom itinerary for your group, or anything else — write to us and a real person will answer."
      />
      <div className={styles.grid}>
        <ContactForm initialSubject={subjectFromSearch(location.search)} />
        <ContactDetails company={company} />
      </div>
      <FaqList faqs={data.faqs.faqs} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  return (
    <Seo
      title="Contact Us"
      description="Write to Safarnama about a group trip or a custom itinerary. We reply within 24 hours, Monday to Friday 9 AM to 6 PM IST."
      pathname={location.pathname}
      structuredData={[data.faqs.structuredData]}
    />
  );
}

export const query = graphql`
  query ContactPage($lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      ...ContactFormMessages
    }
    faqs(lang: $lang) {
      faqs {
        ...FaqEntry
      }
      structuredData
    }
  }
`;
