import { graphql, useStaticQuery } from "gatsby";
import { usePageLanguage } from "./use-page-language";

/**
 * The company's name, contact details and footer destinations from
 * data/company.json, in the page's language. A static query takes no
 * variables, so it holds every language's copy (a few hundred bytes each).
 */
export function useCompanyInfo(): Queries.CompanyDetailsFragment {
  const lang = usePageLanguage();
  const data = useStaticQuery<Queries.CompanyInfoQuery>(graphql`
    query CompanyInfo {
      allCompanyJson {
        nodes {
          lang
          ...CompanyDetails
        }
      }
    }
  `);
  const company = data.allCompanyJson.nodes.find((node) => node.lang === lang);
  if (!company) throw new Error(`data/company.json has no copy in "${lang}"`);
  return company;
}

export const companyInfoFragment = graphql`
  fragment CompanyDetails on CompanyJson {
    name
    tagline
    description
    email
    pressEmail
    careersEmail
    phone
    whatsapp
    address {
      ...CompanyAddress
    }
    hours {
      weekdays
      weekends
    }
    responsePromise
    destinations
  }
`;

/** What the home page's TravelAgency JSON-LD says about the company. */
export const agencyFactsFragment = graphql`
  fragment AgencyFacts on CompanyJson {
    name
    description
    email
    phone
    address {
      ...CompanyAddress
    }
    openingHours {
      days
      opens
      closes
    }
  }
`;

/** The office's postal address, shown in the footer and contact details and given to search engines. */
export const companyAddressFragment = graphql`
  fragment CompanyAddress on CompanyJsonAddress {
    street
    city
    state
    postalCode
    country
  }
`;
