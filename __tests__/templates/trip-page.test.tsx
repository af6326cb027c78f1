import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import TripPage from "../../src/templates/trip-page";
import { clientBookingTerms } from "../support/catalogue-fixtures";
import { imageData, upcomingTrip } from "../support/sample-data";
import { submitWith, userOnFakeClock } from "../support/user";
import { fakeIntakeForEachTest } from "../support/fake-intake";
import { pageMessages, renderInPage } from "../support/messages";
import type { Locale } from "../../content/locales.mjs";
import { markupIn } from "../support/review-fixtures";
import { noReviews } from "../../content/review-markup";

const intake = fakeIntakeForEachTest();

type TripPageData = Queries.TripPageQuery;

// The shared Spiti fixture (title, price…) with what only the page shows.
const { image: _cardImage, ...cardFields } = upcomingTrip;
const tripDetails = {
  ...cardFields,
  // Every departure at the trip's price, unless a test gives one its own.
  price: 18999,
  fromPrice: 18999,
  pricesVary: false,
  difficulty: { level: "challenging", fitness: "Walk 5 km comfortably at altitude." },
  groupSize: { min: 6, max: 14 },
  // Two published reviews, newest first: one in Hindi, one in English.
  liveReviews: markupIn("en"),
  upcomingDepartures: [
    {
      startDate: "2027-02-13",
      endDate: "2027-02-15",
      price: 18999,
      seatsLeft: 0,
      seatKey: "spiti-winter-expedition/2027-02-13",
    },
    {
      startDate: "2027-01-16",
      endDate: "2027-01-18",
      price: 18999,
      seatsLeft: 12,
      seatKey: "spiti-winter-expedition/2027-01-16",
    },
  ],
  completedDepartures: [],
  highlights: ["Key Monastery under snow"],
  itinerary: [
    { day: 1, title: "Shimla to Sarahan", description: "Along the Sutlej." },
    { day: 2, title: "Sarahan to Kalpa", description: "Into Kinnaur." },
    { day: 3, title: "Kalpa to Shimla", description: "Back by 6 PM." },
  ],
  inclusions: ["Heated rooms"],
  exclusions: ["Travel to Shimla"],
  pickup: "Shimla Old Bus Stand, 8 AM",
  drop: "Shimla Old Bus Stand, 6 PM",
  thingsToCarry: ["Down jacket"],
  image: imageData(1440, 600),
  relatedTrips: [
    {
      ...upcomingTrip,
      slug: "kerala-backwaters",
      title: "Kerala Backwaters",
      imageAlt: "A houseboat",
    },
  ],
};

/** The agency's booking terms as the page query reads them from data/booking-terms.json. */
const bookingTerms = clientBookingTerms;

function pageData(trip: Partial<TripPageData["trip"]> = {}, today = "2026-11-21", lang: Locale = "en"): TripPageData {
  return {
    messages: pageMessages(lang),
    trip: { ...tripDetails, ...trip } as TripPageData["trip"],
    company: { whatsapp: "+91 00000 22222" },
    bookingTerms,
    reviewTerms: { collectedSinceMonth: lang === "hi" ? "दिसंबर 2026" : "December 2026" },
    today,
  };
}

function renderTripPage(data: TripPageData, lang: Locale = "en") {
  renderInPage(
    <TripPage
      {...({ data, pageContext: { slug: tripDetails.slug, lang } } as unknown as PageProps<
        TripPageData,
        { slug: string; lang: Locale }
      >)}
    />,
    { lang },
  );
}

const departureList = () =>
  within(screen.getByRole("region", { name: /Dates and seats|Past departures/ })).getAllByRole("listitem");

afterEach(() => jest.useRealTimers());

describe("Trip page", () => {
  it("shows the trip's title, art and summary", () => {
    renderTripPage(pageData());
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Spiti Valley Winter Expedition");
    expect(screen.getByRole("img", { name: "Snow peaks above a monastery" })).toBeInTheDocument();
    expect(screen.getByText("Eight days in the frozen cold desert.")).toBeInTheDocument();
  });

  it("has a facts bar: duration from the itinerary, price with GST, difficulty with its fitness line, group size, rating from its reviews", () => {
    renderTripPage(pageData());
    const factsBar = screen.getAllByRole("definition")[0].closest("dl")!;
    const facts = Object.fromEntries(
      within(factsBar)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Duration: "3D / 2N",
      "Price per person": "₹18,999 + 5% GST",
      Difficulty: "ChallengingWalk 5 km comfortably at altitude.",
      "Group size": "6–14 travellers",
      Rating: "4.5 (2 reviews)",
    });
    expect(within(factsBar).getByRole("img", { name: "Rated 4.5 out of 5 from 2 reviews" })).toBeInTheDocument();
  });

  it("shows its travellers' reviews, newest first, each in its own language, with how reviews are collected", () => {
    renderTripPage(pageData());
    const reviews = screen.getByRole("region", { name: "Reviews" });
    expect(reviews).toHaveTextContent("2 reviews from verified travellers");
    const articles = within(reviews).getAllByRole("article");
    expect(articles.map((article) => article.getAttribute("lang"))).toEqual(["hi", "en-IN"]);
    expect(within(articles[1]).getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(within(articles[1]).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Snow, stars and <script>alert('x')</script>",
    );
    expect(reviews).toHaveTextContent("we have asked every traveller since December 2026");
    expect(within(reviews).getByRole("link", { name: "How we collect and publish reviews" })).toHaveAttribute(
      "href",
      "/review-policy/",
    );
    // The Product JSON-LD search engines read sits with the reviews.
    const jsonLd = reviews.querySelector("script[type='application/ld+json']");
    expect(JSON.parse(jsonLd!.textContent!)).toMatchObject({
      "@type": "Product",
      name: "Spiti Valley Winter Expedition",
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it("says plainly that a trip has no reviews yet, with no rating, stars or JSON-LD, in the page's language", () => {
    const none = markupIn("hi", noReviews("trip:spiti-winter-expedition"));
    renderTripPage(pageData({ liveReviews: none }, "2026-11-21", "hi"), "hi");
    const reviews = screen.getByRole("region", { name: "समीक्षाएँ" });
    expect(within(reviews).getByText("अभी कोई समीक्षा नहीं")).toBeInTheDocument();
    expect(reviews.querySelector("script, [role='img'], article")).toBeNull();
    expect(within(reviews).getByRole("link", { name: "हम समीक्षाएँ कैसे लेते और प्रकाशित करते हैं" })).toHaveAttribute(
      "href",
      "/hi/review-policy/",
    );
    expect(screen.queryByRole("img", { name: /रेटिंग/ })).not.toBeInTheDocument();
  });

  it("lists the itinerary in day order, and what is and is not included", () => {
    renderTripPage(pageData());
    const days = within(screen.getByRole("region", { name: "Day-by-day itinerary" })).getAllByRole("heading", {
      level: 3,
    });
    expect(days.map((day) => day.textContent)).toEqual([
      "Day 1: Shimla to Sarahan",
      "Day 2: Sarahan to Kalpa",
      "Day 3: Kalpa to Shimla",
    ]);
    expect(screen.getByRole("region", { name: "Included" })).toHaveTextContent("Heated rooms");
    expect(screen.getByRole("region", { name: "Not included" })).toHaveTextContent("Travel to Shimla");
    expect(screen.getByRole("region", { name: "Things to carry" })).toHaveTextContent("Down jacket");
    expect(screen.getByRole("region", { name: "Pickup, drop and packing" })).toHaveTextContent(
      "Shimla Old Bus Stand, 8 AM",
    );
  });

  it("lists departures soonest first with seats left, and a full one as sold out with a waitlist button", () => {
    renderTripPage(pageData());
    const [open, full] = departureList();
    expect(open).toHaveTextContent("16 Jan – 18 Jan 2027");
    expect(open).toHaveTextContent("12 spots left");
    expect(within(open).getByRole("button", { name: "Book Now for 16 Jan – 18 Jan 2027" })).toBeInTheDocument();
    expect(full).toHaveTextContent("Sold out");
    expect(within(full).getByRole("button", { name: "Join waitlist for 13 Feb – 15 Feb 2027" })).toBeInTheDocument();
    expect(within(full).queryByRole("button", { name: /Book Now/ })).not.toBeInTheDocument();
  });

  it("as built, before live seats reach it, states no seats left and books every departure", async () => {
    const user = userOnFakeClock();
    const asBuilt = tripDetails.upcomingDepartures.map((departure) => ({ ...departure, seatsLeft: null }));
    renderTripPage(pageData({ upcomingDepartures: asBuilt }));
    const [first, second] = departureList();
    for (const departure of [first, second]) {
      expect(departure).not.toHaveTextContent(/spots? left|Sold out|waitlist/);
      expect(within(departure).getByRole("button", { name: /^Book Now for / })).toBeInTheDocument();
    }
    // The figure's element is there, empty, for the live figure to be written into.
    expect(first.querySelector('[data-seat-figure="spiti-winter-expedition/2027-01-16"]')).toHaveAttribute(
      "data-seat-state",
      "unknown",
    );
    await user.click(screen.getByRole("button", { name: "Book Now for 13 Feb – 15 Feb 2027" }));
    const dialog = await screen.findByRole("dialog", { name: "Book Spiti Valley Winter Expedition" });
    expect(dialog).toHaveAccessibleDescription("13 Feb – 15 Feb 2027 · 3D / 2N · ₹18,999 per person");
    // No limit it cannot know: the Worker answers a booking of more seats than are left with the waitlist.
    const seats = within(within(dialog).getByLabelText("Seats")).getAllByRole("option");
    expect(seats.map((option) => option.textContent)).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("opens the booking dialog for the departure whose Book Now was chosen", async () => {
    const user = userOnFakeClock();
    renderTripPage(pageData());
    await user.click(screen.getByRole("button", { name: "Book Now for 16 Jan – 18 Jan 2027" }));
    const dialog = await screen.findByRole("dialog", { name: "Book Spiti Valley Winter Expedition" });
    expect(dialog).toHaveAccessibleDescription("16 Jan – 18 Jan 2027 · 3D / 2N · ₹18,999 per person · 12 spots left");
  });

  it("takes a waitlist request for a sold-out departure in the same dialog", async () => {
    const user = userOnFakeClock();
    renderTripPage(pageData());
    await user.click(screen.getByRole("button", { name: "Join waitlist for 13 Feb – 15 Feb 2027" }));
    const dialog = await screen.findByRole("dialog", { name: "Join the waitlist for Spiti Valley Winter Expedition" });
    expect(dialog).toHaveAccessibleDescription(/13 Feb – 15 Feb 2027 · .* · Sold out$/);
    await user.type(within(dialog).getByLabelText("Full name"), "Asha Verma");
    await user.type(within(dialog).getByLabelText("Email"), "asha@example.com");
    await user.type(within(dialog).getByLabelText("Phone number"), "9876543210");
    await user.selectOptions(within(dialog).getByLabelText("The State you live in"), "06");
    await submitWith(user, within(dialog).getByRole("button", { name: "Join waitlist" }));
    const status = within(dialog).getByRole("status");
    expect(status).toHaveTextContent("Waitlist request submitted successfully!");
    expect(status).toHaveTextContent(
      "You are on the waitlist for Spiti Valley Winter Expedition (13 Feb – 15 Feb 2027)",
    );
    expect(intake.sent.map(({ fields }) => [fields.trip, fields.departure])).toEqual([
      ["spiti-winter-expedition", "2027-02-13"],
    ]);
  });

  it("links each departure to WhatsApp with the trip and departure typed in, to the company's number", () => {
    renderTripPage(pageData());
    const link = within(departureList()[0]).getByRole("link", {
      name: "Ask on WhatsApp (opens WhatsApp in a new tab)",
    });
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/910000022222");
    expect(url.searchParams.get("text")).toBe(
      "Hi Safarnama, I have a question about Spiti Valley Winter Expedition, departure 16 Jan – 18 Jan 2027.",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the price with GST, the deposit and the balance in rupees, from the booking terms", () => {
    renderTripPage(pageData());
    const section = screen.getByRole("region", { name: "What you pay, and until when" });
    const money = Object.fromEntries(
      within(section)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(money).toEqual({
      "Price per person": "₹18,999",
      "GST (5%)": "₹950",
      "Total per person": "₹19,949",
      "Deposit at booking (30%)": "₹5,985",
      Balance: "₹13,964",
    });
    expect(section).toHaveTextContent("rounded to the nearest rupee");
  });

  it("gives each departure its real deadlines, soonest departure open, and links to the terms", () => {
    renderTripPage(pageData());
    const section = screen.getByRole("region", { name: "What you pay, and until when" });
    const departures = section.querySelectorAll("details");
    expect([...departures].map((details) => details.querySelector("summary")?.textContent)).toEqual([
      "Departure 16 Jan – 18 Jan 2027",
      "Departure 13 Feb – 15 Feb 2027",
    ]);
    expect([...departures].map((details) => details.open)).toEqual([true, false]);
    expect(
      within(departures[0] as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Pay the balance of ₹13,964 by 11 Jan 2027",
      "Ask for changes (departure, sharing, pickup) by 6 Jan 2027",
      "Cancel on or before 16 Dec 2026: 90% back",
      "Cancel on or before 1 Jan 2027: 50% back",
      "Cancel from 2 Jan 2027, or miss the pickup: no refund",
    ]);
    expect(within(section).getByRole("link", { name: "Read the full terms and conditions" })).toHaveAttribute(
      "href",
      "/terms-conditions/#cancellation",
    );
  });

  it("gives a departure with its own price that price: in its row, its money, its deadlines and its booking", async () => {
    const user = userOnFakeClock();
    const [february, january] = tripDetails.upcomingDepartures;
    // A festive February at ₹21,999; January at the trip's ₹18,999.
    renderTripPage(
      pageData({
        pricesVary: true,
        upcomingDepartures: [{ ...february, price: 21999, seatsLeft: 4 }, january],
      }),
    );
    const facts = screen.getAllByRole("definition")[0].closest("dl")!;
    expect(within(facts).getByText("Price per person").nextElementSibling).toHaveTextContent("from ₹18,999 + 5% GST");
    const [first, second] = departureList();
    expect(first).toHaveTextContent("16 Jan – 18 Jan 2027₹18,999 per person");
    expect(second).toHaveTextContent("13 Feb – 15 Feb 2027₹21,999 per person");

    const section = screen.getByRole("region", { name: "What you pay, and until when" });
    const moneyOf = (element: Element) =>
      Object.fromEntries(
        within(element as HTMLElement)
          .getAllByRole("term")
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    const [januaryDetails, februaryDetails] = section.querySelectorAll("details");
    // No table for the whole trip: each departure has its own.
    expect(section.querySelectorAll("dl")).toHaveLength(2);
    expect(moneyOf(januaryDetails)).toEqual({
      "Price per person": "₹18,999",
      "GST (5%)": "₹950",
      "Total per person": "₹19,949",
      "Deposit at booking (30%)": "₹5,985",
      Balance: "₹13,964",
    });
    // ₹21,999 + ₹1,100 GST = ₹23,099; 30% of it is ₹6,929.70, so ₹6,930.
    expect(moneyOf(februaryDetails)).toEqual({
      "Price per person": "₹21,999",
      "GST (5%)": "₹1,100",
      "Total per person": "₹23,099",
      "Deposit at booking (30%)": "₹6,930",
      Balance: "₹16,169",
    });
    expect(februaryDetails).toHaveTextContent("Pay the balance of ₹16,169 by 8 Feb 2027");

    await user.click(screen.getByRole("button", { name: "Book Now for 13 Feb – 15 Feb 2027" }));
    const dialog = await screen.findByRole("dialog", { name: "Book Spiti Valley Winter Expedition" });
    expect(dialog).toHaveAccessibleDescription("13 Feb – 15 Feb 2027 · 3D / 2N · ₹21,999 per person · 4 spots left");
  });

  it('shows no departure\'s price beside its dates, and says no "from", when every departure costs the same', () => {
    renderTripPage(pageData());
    const facts = screen.getAllByRole("definition")[0].closest("dl")!;
    expect(within(facts).getByText("Price per person").nextElementSibling).toHaveTextContent(/^₹18,999 \+ 5% GST$/);
    for (const departure of departureList()) expect(departure).not.toHaveTextContent("₹");
  });

  it("offers each departure's calendar file", () => {
    renderTripPage(pageData());
    const section = screen.getByRole("region", { name: "What you pay, and until when" });
    const link = within(section).getByRole("link", { name: "Add to calendar for 16 Jan – 18 Jan 2027 (.ics file)" });
    expect(link).toHaveAttribute("href", `/trips/${tripDetails.slug}/2027-01-16.ics`);
    expect(link).toHaveAttribute("download");
  });

  it("marks the deadlines the build's today has passed", () => {
    renderTripPage(pageData({}, "2026-12-20"));
    const first = screen.getByRole("region", { name: "What you pay, and until when" }).querySelector("details")!;
    expect(
      within(first)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Pay the balance of ₹13,964 by 11 Jan 2027",
      "Ask for changes (departure, sharing, pickup) by 6 Jan 2027",
      "Cancel on or before 16 Dec 2026 (passed): 90% back",
      "Cancel on or before 1 Jan 2027: 50% back",
      "Cancel from 2 Jan 2027, or miss the pickup: no refund",
    ]);
  });

  it("suggests related trips, each linking to its page", () => {
    renderTripPage(pageData());
    const related = screen.getByRole("region", { name: "More trips you may like" });
    expect(within(related).getByRole("link", { name: "Kerala Backwaters" })).toHaveAttribute(
      "href",
      "/trips/kerala-backwaters/",
    );
  });

  it("shows a trip whose departures have all run as completed, with those departures, and takes a waitlist request for the next one", async () => {
    const user = userOnFakeClock();
    renderTripPage(pageData({ upcomingDepartures: [], completedDepartures: tripDetails.upcomingDepartures }));
    expect(screen.getByText("Mountain · Completed trip")).toBeInTheDocument();
    const pastDepartures = screen.getByRole("region", { name: "Past departures" });
    expect(departureList().map((departure) => departure.textContent)).toEqual([
      "16 Jan – 18 Jan 2027Completed",
      "13 Feb – 15 Feb 2027Completed",
    ]);
    expect(within(pastDepartures).queryByRole("button", { name: /Book Now/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    const dialog = await screen.findByRole("dialog", { name: "Join the waitlist for Spiti Valley Winter Expedition" });
    expect(dialog).toHaveAccessibleDescription("Next departure to be announced · ₹18,999 per person");
  });

  it("speaks Hindi on a Hindi page: its headings, facts, dates and seats, and links within the Hindi site", () => {
    renderTripPage(pageData({}, "2026-11-21", "hi"), "hi");
    expect(screen.getByRole("link", { name: "सभी ट्रिप" })).toHaveAttribute("href", "/hi/trips/");
    expect(screen.getByRole("heading", { level: 1 }).previousElementSibling).toHaveTextContent(/^पहाड़$/);
    const factsBar = screen.getAllByRole("definition")[0].closest("dl")!;
    const facts = Object.fromEntries(
      within(factsBar)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      अवधि: "3 दिन / 2 रात",
      "प्रति व्यक्ति कीमत": "₹18,999 + 5% GST",
      कठिनाई: "कठिनWalk 5 km comfortably at altitude.",
      "ग्रुप का आकार": "6–14 यात्री",
    });
    for (const heading of ["खास बातें", "दिन-ब-दिन कार्यक्रम", "कीमत में क्या-क्या शामिल है", "पिकअप, ड्रॉप और सामान"]) {
      expect(screen.getByRole("region", { name: heading })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole("region", { name: "दिन-ब-दिन कार्यक्रम" }))
        .getAllByRole("heading", { level: 3 })
        .map((day) => day.textContent),
    ).toEqual(["दिन 1: Shimla to Sarahan", "दिन 2: Sarahan to Kalpa", "दिन 3: Kalpa to Shimla"]);
    const [open, full] = within(screen.getByRole("region", { name: "तारीखें और सीटें" })).getAllByRole("listitem");
    expect(open).toHaveTextContent("16 जन॰ – 18 जन॰ 2027");
    expect(open).toHaveTextContent("12 सीटें बाकी");
    expect(within(open).getByRole("button", { name: "अभी बुक करें (16 जन॰ – 18 जन॰ 2027 के लिए)" })).toBeInTheDocument();
    expect(full).toHaveTextContent("सीटें भर गईं");
    expect(within(full).getByRole("button", { name: /^वेटलिस्ट में नाम लिखवाएँ/ })).toBeInTheDocument();
    const whatsapp = within(open).getByRole("link", { name: "WhatsApp पर पूछें (WhatsApp नए टैब में खुलेगा)" });
    expect(new URL(whatsapp.getAttribute("href")!).searchParams.get("text")).toBe(
      "नमस्ते सफ़रनामा, मुझे Spiti Valley Winter Expedition के 16 जन॰ – 18 जन॰ 2027 वाले प्रस्थान के बारे में कुछ पूछना है।",
    );
    const payments = screen.getByRole("region", { name: "आप क्या चुकाएँगे, और कब तक" });
    expect(
      within(payments.querySelector("details")!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "₹13,964 की बाकी राशि 11 जन॰ 2027 तक चुकाएँ",
      "बदलाव (प्रस्थान, कमरे की साझेदारी, पिकअप) 6 जन॰ 2027 तक माँगें",
      "16 दिस॰ 2026 को या उससे पहले रद्द करने पर: 90% वापस",
      "1 जन॰ 2027 को या उससे पहले रद्द करने पर: 50% वापस",
      "2 जन॰ 2027 को या उसके बाद रद्द करने पर, या पिकअप छूट जाने पर: कोई रिफ़ंड नहीं",
    ]);
    expect(payments.querySelector("summary")).toHaveTextContent("प्रस्थान 16 जन॰ – 18 जन॰ 2027");
    expect(within(payments).getByRole("link", { name: "पूरे नियम और शर्तें पढ़ें" })).toHaveAttribute(
      "href",
      "/hi/terms-conditions/#cancellation",
    );
    const related = screen.getByRole("region", { name: "ये ट्रिप भी आपको पसंद आ सकती हैं" });
    expect(within(related).getByRole("link", { name: "Kerala Backwaters" })).toHaveAttribute(
      "href",
      "/hi/trips/kerala-backwaters/",
    );
  });

  it("says a completed trip is completed in Hindi on a Hindi page", () => {
    renderTripPage(
      pageData({ upcomingDepartures: [], completedDepartures: tripDetails.upcomingDepartures }, "2026-11-21", "hi"),
      "hi",
    );
    expect(screen.getByText("पहाड़ · पूरी हो चुकी ट्रिप")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "पिछले प्रस्थान" })).toHaveTextContent("16 जन॰ – 18 जन॰ 2027पूरा हुआ");
    expect(screen.getByRole("button", { name: "वेटलिस्ट में नाम लिखवाएँ" })).toBeInTheDocument();
  });
});
