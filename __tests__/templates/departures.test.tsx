import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import DeparturesPage from "../../src/templates/departures";
import type { Locale } from "../../content/locales.mjs";
import { pageMessages, renderInPage } from "../support/messages";
import { userOnFakeClock } from "../support/user";

type Context = { month: string | null; listed: boolean; lang?: Locale };

const spiti = { slug: "spiti-winter-expedition", title: "Spiti Valley Winter Expedition", location: "Kaza" };
const hampi = { slug: "hampi-heritage-trail", title: "Hampi Heritage Trail", location: "Hampi" };
const months = [
  { month: "2026-12", count: 1 },
  { month: "2027-01", count: 2 },
];

function renderPage({ lang = "en", ...context }: Context, nodes?: Queries.DeparturesPageQuery["departures"]["nodes"]) {
  const data = {
    messages: pageMessages(lang),
    departures: { months, ...(nodes ? { nodes } : {}) },
  } as unknown as Queries.DeparturesPageQuery;
  renderInPage(
    <DeparturesPage
      {...({ data, pageContext: { ...context, lang } } as unknown as PageProps<
        Queries.DeparturesPageQuery,
        Required<Context>
      >)}
    />,
    { lang },
  );
}

afterEach(() => jest.useRealTimers());

describe("Departures pages", () => {
  it("list the months with departures, each with its count, on /departures/", () => {
    renderPage({ month: null, listed: false });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Departures by month");
    const nav = screen.getByRole("navigation", { name: "Months" });
    expect(within(nav).getByRole("link", { name: "December 2026 1 departure" })).toHaveAttribute(
      "href",
      "/departures/2026-12/",
    );
    expect(within(nav).getByRole("link", { name: "January 2027 2 departures" })).toHaveAttribute(
      "href",
      "/departures/2027-01/",
    );
  });

  it("list a month's departures with dates, trip, price and seats, and mark the month", () => {
    renderPage({ month: "2027-01", listed: true }, [
      {
        startDate: "2027-01-09",
        endDate: "2027-01-11",
        price: 9999,
        seatsLeft: 0,
        seatKey: `${hampi.slug}/2027-01-09`,
        trip: hampi,
      },
      {
        startDate: "2027-01-16",
        endDate: "2027-01-23",
        // Its own price, above its trip's ₹18,999.
        price: 21999,
        seatsLeft: 12,
        seatKey: `${spiti.slug}/2027-01-16`,
        trip: spiti,
      },
    ]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Departures in January 2027");
    const rows = within(screen.getByRole("list", { name: "Departures in January 2027" })).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first).toHaveTextContent("9 Jan – 11 Jan 2027");
    expect(within(first).getByRole("link", { name: "Hampi Heritage Trail" })).toHaveAttribute(
      "href",
      "/trips/hampi-heritage-trail/",
    );
    expect(first).toHaveTextContent("Sold out");
    expect(second).toHaveTextContent("16 Jan – 23 Jan 2027");
    expect(second).toHaveTextContent("8D / 7N");
    expect(second).toHaveTextContent("₹21,999");
    expect(first).toHaveTextContent("₹9,999");
    expect(second).toHaveTextContent("12 spots left");
    expect(screen.getByRole("link", { name: "January 2027 2 departures" })).toHaveAttribute("aria-current", "page");
  });

  it("as built, before live seats reach them, state no seats left and book each departure", () => {
    renderPage({ month: "2027-01", listed: true }, [
      {
        startDate: "2027-01-09",
        endDate: "2027-01-11",
        price: 9999,
        seatsLeft: null,
        seatKey: `${hampi.slug}/2027-01-09`,
        trip: hampi,
      },
    ]);
    const [row] = within(screen.getByRole("list", { name: "Departures in January 2027" })).getAllByRole("listitem");
    expect(row).not.toHaveTextContent(/spots? left|Sold out|waitlist/);
    expect(row.querySelector(`[data-seat-figure="${hampi.slug}/2027-01-09"]`)).toBeEmptyDOMElement();
    expect(
      within(row).getByRole("button", { name: "Book Now for Hampi Heritage Trail, 9 Jan – 11 Jan 2027" }),
    ).toBeInTheDocument();
  });

  it("book a departure, or ask for a waitlist place when it is full, for that very departure", async () => {
    const user = userOnFakeClock();
    renderPage({ month: "2027-01", listed: true }, [
      {
        startDate: "2027-01-09",
        endDate: "2027-01-11",
        price: 9999,
        seatsLeft: 0,
        seatKey: `${hampi.slug}/2027-01-09`,
        trip: hampi,
      },
      {
        startDate: "2027-01-16",
        endDate: "2027-01-23",
        // Its own price, above its trip's ₹18,999.
        price: 21999,
        seatsLeft: 12,
        seatKey: `${spiti.slug}/2027-01-16`,
        trip: spiti,
      },
    ]);
    await user.click(
      screen.getByRole("button", { name: "Join waitlist for Hampi Heritage Trail, 9 Jan – 11 Jan 2027" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Join the waitlist for Hampi Heritage Trail" });
    expect(dialog).toHaveTextContent("9 Jan – 11 Jan 2027");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await user.click(
      screen.getByRole("button", { name: "Book Now for Spiti Valley Winter Expedition, 16 Jan – 23 Jan 2027" }),
    );
    const booking = await screen.findByRole("dialog", { name: "Book Spiti Valley Winter Expedition" });
    expect(booking).toHaveTextContent("16 Jan – 23 Jan 2027");
    // The dialog books the departure at its own price.
    expect(booking).toHaveTextContent("₹21,999");
  });

  it("speak Hindi on a Hindi page: the months, each month's departures and their seats", () => {
    renderPage({ month: "2027-01", listed: true, lang: "hi" }, [
      {
        startDate: "2027-01-09",
        endDate: "2027-01-11",
        price: 9999,
        seatsLeft: 0,
        seatKey: `${hampi.slug}/2027-01-09`,
        trip: hampi,
      },
      {
        startDate: "2027-01-16",
        endDate: "2027-01-23",
        // Its own price, above its trip's ₹18,999.
        price: 21999,
        seatsLeft: 12,
        seatKey: `${spiti.slug}/2027-01-16`,
        trip: spiti,
      },
    ]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("जनवरी 2027 के प्रस्थान");
    const [full, open] = within(screen.getByRole("list", { name: "जनवरी 2027 के प्रस्थान" })).getAllByRole("listitem");
    expect(full).toHaveTextContent("सीटें भर गईं");
    expect(
      within(full).getByRole("button", {
        name: "वेटलिस्ट में नाम लिखवाएँ (Hampi Heritage Trail, 9 जन॰ – 11 जन॰ 2027 के लिए)",
      }),
    ).toBeInTheDocument();
    expect(open).toHaveTextContent("16 जन॰ – 23 जन॰ 2027");
    expect(open).toHaveTextContent("8 दिन / 7 रात");
    expect(open).toHaveTextContent("₹21,999 प्रति व्यक्ति + GST");
    expect(open).toHaveTextContent("12 सीटें बाकी");
    expect(within(open).getByRole("link", { name: "Spiti Valley Winter Expedition" })).toHaveAttribute(
      "href",
      "/hi/trips/spiti-winter-expedition/",
    );
    const nav = screen.getByRole("navigation", { name: "महीने" });
    expect(within(nav).getByRole("link", { name: "दिसंबर 2026 1 प्रस्थान" })).toHaveAttribute(
      "href",
      "/hi/departures/2026-12/",
    );
    expect(screen.getByRole("link", { name: "सभी ट्रिप देखें" })).toHaveAttribute("href", "/hi/trips/");
  });
});
