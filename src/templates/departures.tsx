import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { DepartureList, ROWS_LAID_OUT_WITH_PAGE } from "../components/departures/departure-list";
import { Seo } from "../components/seo";
import { PriceFontPreload } from "../components/ui/font-preload";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { departuresPath, ROUTES } from "../../content/routes.mjs";
import type { DepartureMonth } from "../../content/departures";
import { formatCount, formatMonthName } from "../../content/format";
import * as styles from "./departures.module.scss";

/**
 * Set by gatsby/pages.ts: the month of this page, or null for /departures/,
 * the list of months, which does not query the departures themselves.
 */
interface DeparturesContext {
  month: string | null;
  listed: boolean;
}

type DeparturesData = Queries.DeparturesPageQuery;

const INDEX_TITLE = "Departures by month";

const titleOf = (month: string | null) => (month ? `Departures in ${formatMonthName(month)}` : INDEX_TITLE);

/** Every month with departures, each linking to its page; the current one marked. */
function MonthLinks({ months, current }: { months: readonly DepartureMonth[]; current: string | null }) {
  return (
    <nav aria-label="Months" className={styles.months}>
      <ul>
        {months.map(({ month, count }) => (
          <li key={month}>
            <Link
              to={departuresPath(month)}
              className={styles.month}
              aria-current={month === current ? "page" : undefined}
            >
              <span className={styles.monthName}>{formatMonthName(month)}</span>
              <span className={styles.monthCount}>{formatCount(count, "departure", "departures")}</span>
            </Link>
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
  const { month } = pageContext;
  const { months, nodes = [] } = data.departures;
  return (
    <>
      <PageBanner
        eyebrow="Trips"
        title={titleOf(month)}
        intro={
          month
            ? `Every group departure leaving in ${formatMonthName(month)}, with seats left and the price per person.`
            : "Pick a month to see every group departure leaving in it, with seats left and the price per person."
        }
      />
      <Section id="departures" title={month ? formatMonthName(month) : "Months with departures"}>
        {month ? (
          <DepartureList departures={nodes} label={titleOf(month)} laidOutWithPage={ROWS_LAID_OUT_WITH_PAGE} />
        ) : months.length > 0 ? null : (
          <p>New departures are being planned. Check back soon, or ask us about a custom trip.</p>
        )}
        <MonthLinks months={months} current={month} />
        <p className={styles.allTrips}>
          <Link to={ROUTES.trips}>See all trips</Link>
        </p>
      </Section>
    </>
  );
}

export function Head({ location, pageContext }: HeadProps<DeparturesData, DeparturesContext>) {
  const { month } = pageContext;
  return (
    <>
      {/* A month's page lists prices; the list of months does not. */}
      {month ? <PriceFontPreload /> : null}
      <Seo
        title={titleOf(month)}
        description={
          month
            ? `Group trips across India leaving in ${formatMonthName(month)}: dates, seats left and prices.`
            : "Group trips across India by month of departure: dates, seats left and prices."
        }
        pathname={location.pathname}
        breadcrumbs={[
          { name: "Trips", path: ROUTES.trips },
          { name: INDEX_TITLE, path: departuresPath() },
          ...(month ? [{ name: formatMonthName(month), path: location.pathname }] : []),
        ]}
      />
    </>
  );
}

export const query = graphql`
  query DeparturesPage($month: String, $listed: Boolean!, $lang: String!) {
    messages(lang: $lang) {
      ...LayoutMessages
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
        seatsLeft
        seatKey
        trip {
          slug
          title
          location
          price
        }
      }
    }
  }
`;
