import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DepartureList, ROWS_LAID_OUT_WITH_PAGE } from "../components/departures/departure-list";
import { Seo } from "../components/seo";
import { PriceFontPreload } from "../components/ui/font-preload";
import { PageBanner } from "../components/ui/page-banner";
import { LocalLink } from "../components/ui/local-link";
import { Section } from "../components/ui/section";
import { departuresPath, localePath, ROUTES } from "../../content/routes.mjs";
import type { DepartureMonth } from "../../content/departures";
import { formatMonthName, takesSingular } from "../../content/format";
import { fillMessage } from "../../content/fill-message";
import type { Locale } from "../../content/locales.mjs";
import type { Messages } from "../../content/messages";
import { headMessages, messagesOf, useMessages } from "../hooks/use-messages";
import { usePageLanguage } from "../hooks/use-page-language";
import * as styles from "./departures.module.scss";

/**
 * Set by gatsby/pages.ts: the month of this page, or null for /departures/,
 * the list of months, which does not query the departures themselves.
 */
interface DeparturesContext {
  month: string | null;
  listed: boolean;
  lang: Locale;
}

type DeparturesData = Queries.DeparturesPageQuery;

const titleOf = (words: Messages["departures"], month: string | null, lang: Locale) =>
  month ? fillMessage(words.monthTitle, { month: formatMonthName(month, lang) }) : words.indexTitle;

/** Every month with departures, each linking to its page; the current one marked. */
function MonthLinks({ months, current }: { months: readonly DepartureMonth[]; current: string | null }) {
  const messages = useMessages("departures");
  const lang = usePageLanguage();
  return (
    <nav aria-label={messages.monthsLabel} className={styles.months}>
      <ul>
        {months.map(({ month, count }) => (
          <li key={month}>
            <LocalLink
              to={departuresPath(month)}
              className={styles.month}
              aria-current={month === current ? "page" : undefined}
            >
              <span className={styles.monthName}>{formatMonthName(month, lang)}</span>
              <span className={styles.monthCount}>
                {fillMessage(takesSingular(count, lang) ? messages.countOne : messages.countOther, { count })}
              </span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /departures/ lists the months that have departures; /departures/<yyyy-mm>/
 * lists that month's departures, each with its seats and its own Book Now
 * (or waitlist when full), so a visitor with a month in mind sees every
 * option on one page.
 */
export default function DeparturesPage({ data, pageContext }: PageProps<DeparturesData, DeparturesContext>) {
  const messages = useMessages("departures");
  const { nav } = useMessages("layout");
  const lang = usePageLanguage();
  const { month } = pageContext;
  const { months, nodes = [] } = data.departures;
  const title = titleOf(messages, month, lang);
  return (
    <>
      <PageBanner
        eyebrow={nav.trips}
        title={title}
        intro={month ? fillMessage(messages.monthIntro, { month: formatMonthName(month, lang) }) : messages.indexIntro}
      />
      <Section id="departures" title={month ? formatMonthName(month, lang) : messages.monthsHeading}>
        {month ? (
          <DepartureList departures={nodes} label={title} laidOutWithPage={ROWS_LAID_OUT_WITH_PAGE} />
        ) : months.length > 0 ? null : (
          <p>{messages.noDepartures}</p>
        )}
        <MonthLinks months={months} current={month} />
        <p className={styles.allTrips}>
          <LocalLink to={ROUTES.trips}>{messages.allTrips}</LocalLink>
        </p>
      </Section>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<DeparturesData, DeparturesContext>) {
  const { month, lang } = pageContext;
  const { departures: messages, layout } = messagesOf(data);
  return (
    <>
      {/* A month's page lists prices; the list of months does not. */}
      {month ? <PriceFontPreload lang={lang} /> : null}
      <Seo
        messages={headMessages(data, "seo")}
        title={titleOf(messages!, month, lang)}
        description={
          month
            ? fillMessage(messages!.monthDescription, { month: formatMonthName(month, lang) })
            : messages!.indexDescription
        }
        pathname={location.pathname}
        breadcrumbs={[
          { name: layout!.nav.trips, path: localePath(lang, ROUTES.trips) },
          { name: messages!.indexTitle, path: localePath(lang, departuresPath()) },
          ...(month ? [{ name: formatMonthName(month, lang), path: location.pathname }] : []),
        ]}
      />
    </>
  );
}

export const query = graphql`
  query DeparturesPage($month: String, $listed: Boolean!, $lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
      ...DepartureListMessages
      seo
      ...BookingDialogMessages
    }
    departures: upcomingDepartures(month: $month, lang: $lang) {
      months {
        month
        count
      }
      nodes @include(if: $listed) {
        startDate
        endDate
        price
        seatsLeft
        seatKey
        trip {
          slug
          title
          location
        }
      }
    }
  }
`;
