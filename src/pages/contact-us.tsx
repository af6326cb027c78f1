import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContactDetails } from "../components/contact/contact-details";
import { ContactForm } from "../components/contact/contact-form";
import { FaqList } from "../components/contact/faq-list";
import { Seo } from "../components/seo";
import { PageBanner } from "../components/ui/page-banner";
import { useCompanyInfo } from "../hooks/use-company-info";
import { headMessages, useMessages } from "../hooks/use-messages";
import { subjectFromSearch } from "../../requests/contact-subjects";
import * as styles from "./contact-us.module.scss";

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const company = useCompanyInfo();
  const messages = useMessages("contact");
  return (
    <>
      <PageBanner eyebrow={messages.eyebrow} title={messages.heading} intro={messages.intro} />
      <div className={styles.grid}>
        <ContactForm initialSubject={subjectFromSearch(location.search)} />
        <ContactDetails company={company} />
      </div>
      <FaqList faqs={data.faqs.faqs} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  const messages = headMessages(data, "contact");
  return (
    <Seo
      messages={headMessages(data, "seo")}
      title={messages.title}
      description={messages.description}
      pathname={location.pathname}
      structuredData={[data.faqs.structuredData]}
    />
  );
}

export const query = graphql`
  query ContactPage($lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      seo
      contact
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
