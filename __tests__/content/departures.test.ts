import {
  departureMonths,
  departurePrice,
  fromPrice,
  isSoldOut,
  monthOf,
  nextBookableDeparture,
  readSeatPartWords,
  seatActionLabel,
  seatMarks,
  seatPartWords,
  seatStateOf,
} from "../../content/departures";
import { MESSAGES } from "../../content/messages";
import { seatPartText } from "../../content/format";
import { completedDepartures, upcomingDepartures } from "../../content/departure-days";
import { departuresPath } from "../../content/routes.mjs";
import { formatMonthName } from "../../content/format";

describe("departures by month", () => {
  it("files a departure under the month it leaves in", () => {
    expect(monthOf("2027-01-16")).toBe("2027-01");
    expect(monthOf("2026-12-31")).toBe("2026-12");
  });

  it("has a page for the months and one per month", () => {
    expect(departuresPath()).toBe("/departures/");
    expect(departuresPath("2027-01")).toBe("/departures/2027-01/");
  });

  it("names a month in full", () => {
    expect(formatMonthName("2027-01")).toBe("January 2027");
    expect(formatMonthName("2026-09")).toBe("September 2026");
    expect(() => formatMonthName("2027-13")).toThrow("Not a month written YYYY-MM: '2027-13'");
  });

  it("counts the departures of each month, months in order across a new year", () => {
    expect(departureMonths(["2027-01-16", "2026-12-18", "2027-01-02", "2027-03-01"])).toEqual([
      { month: "2026-12", count: 1 },
      { month: "2027-01", count: 2 },
      { month: "2027-03", count: 1 },
    ]);
    expect(departureMonths([])).toEqual([]);
  });
});

const departure = (startDate: string, seatsLeft: number | null) => ({ startDate, endDate: startDate, seatsLeft });

describe("nextBookableDeparture", () => {
  it("is the soonest departure with a seat, whatever the order in data/", () => {
    expect(
      nextBookableDeparture([departure("2027-03-01", 4), departure("2027-01-01", 0), departure("2027-02-01", 2)]),
    ).toEqual(departure("2027-02-01", 2));
  });

  it("is the soonest departure when every one is full, so its dialog takes a waitlist request", () => {
    expect(nextBookableDeparture([departure("2027-02-01", 0), departure("2027-01-01", 0)])).toEqual(
      departure("2027-01-01", 0),
    );
  });

  it("counts a departure whose seats are not known (a page as built) as one that may have a seat", () => {
    expect(nextBookableDeparture([departure("2027-03-01", 4), departure("2027-01-01", null)])).toEqual(
      departure("2027-01-01", null),
    );
    expect(nextBookableDeparture([departure("2027-01-01", 0), departure("2027-02-01", null)])).toEqual(
      departure("2027-02-01", null),
    );
  });

  it("is undefined without departures", () => {
    expect(nextBookableDeparture([])).toBeUndefined();
  });

  it("orders dates without the browser's collation, which costs a phone about 40 ms to load", () => {
    const localeCompare = jest.spyOn(String.prototype, "localeCompare");
    try {
      nextBookableDeparture([departure("2027-03-01", 4), departure("2027-01-01", 0)]);
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });
});

describe("upcomingDepartures and completedDepartures", () => {
  const departures = [
    { startDate: "2026-12-18", endDate: "2026-12-20", seatsLeft: 0, travellers: 14 },
    { startDate: "2026-11-20", endDate: "2026-11-22", seatsLeft: 2 },
    { startDate: "2027-01-08", endDate: "2027-01-10", seatsLeft: 5 },
  ];

  it("keeps the departures leaving today or later, soonest first", () => {
    expect(upcomingDepartures(departures, "2026-12-18").map((departure) => departure.startDate)).toEqual([
      "2026-12-18",
      "2027-01-08",
    ]);
  });

  it("counts a departure as completed only once it has ended and its travellers are recorded", () => {
    expect(completedDepartures(departures, "2026-12-20")).toEqual([]);
    expect(completedDepartures(departures, "2026-12-21")).toEqual([departures[0]]);
  });

  it("leaves out a departure that is under way: neither bookable nor completed", () => {
    expect(upcomingDepartures(departures, "2026-12-19").map((departure) => departure.startDate)).toEqual([
      "2027-01-08",
    ]);
    expect(completedDepartures(departures, "2026-12-19")).toEqual([]);
  });
});

const english = MESSAGES.en.seats;
const hindi = MESSAGES.hi.seats;

describe("a departure's seats on a page", () => {
  it.each([
    [12, "open", "12 spots left", "Book Now"],
    [6, "open", "6 spots left", "Book Now"],
    [5, "few", "5 spots left", "Book Now"],
    [1, "few", "1 spot left", "Book Now"],
    [0, "none", "Sold out", "Join waitlist"],
    [-1, "none", "Sold out", "Join waitlist"],
  ])("%p seats left: state %s, figure '%s', button '%s'", (seatsLeft, state, figure, action) => {
    expect(seatStateOf(seatsLeft)).toBe(state);
    expect(seatPartText("figure", seatsLeft, english)).toBe(figure);
    expect(seatPartText("action", seatsLeft, english)).toBe(action);
    expect(isSoldOut({ seatsLeft })).toBe(seatsLeft <= 0);
  });

  it("says nothing of seats it does not know: no figure, not sold out, and the button books", () => {
    expect(seatStateOf(null)).toBe("unknown");
    expect(seatPartText("figure", null, english)).toBe("");
    expect(seatPartText("action", null, english)).toBe("Book Now");
    expect(seatActionLabel(null, english)).toBe("Book Now");
    expect(seatPartText("figure", null, hindi)).toBe("");
    expect(seatActionLabel(null, hindi)).toBe("अभी बुक करें");
    expect(isSoldOut({ seatsLeft: null })).toBe(false);
  });

  it("marks each part with its seat key and state, and a label with the widest words it may say", () => {
    expect(seatMarks("hampi/2027-01-09", null, "figure", english)).toEqual({
      "data-seat-figure": "hampi/2027-01-09",
      "data-seat-state": "unknown",
      suppressHydrationWarning: true,
    });
    expect(seatMarks("hampi/2027-01-09", 3, "action", english)).toEqual({
      "data-seat-action": "hampi/2027-01-09",
      "data-seat-state": "few",
      "data-seat-widest": "Join waitlist",
      suppressHydrationWarning: true,
    });
    expect(seatMarks("hampi/2027-01-09", 3, "action", hindi)["data-seat-widest"]).toBe("वेटलिस्ट में नाम लिखवाएँ");
  });

  it.each([
    [12, "12 सीटें बाकी", "अभी बुक करें"],
    [1, "1 सीट बाकी", "अभी बुक करें"],
    [0, "सीटें भर गईं", "वेटलिस्ट में नाम लिखवाएँ"],
  ])("on a Hindi page, %p seats left read '%s', the button '%s'", (seatsLeft, figure, action) => {
    expect(seatPartText("figure", seatsLeft, hindi)).toBe(figure);
    expect(seatPartText("action", seatsLeft, hindi)).toBe(action);
  });
});

describe("the seat words a page carries for its live seats", () => {
  it("are the words its seat marks may say, and no others", () => {
    expect(seatPartWords(hindi)).toEqual({
      spotsLeftOne: "{count} सीट बाकी",
      spotsLeftOther: "{count} सीटें बाकी",
      soldOut: "सीटें भर गईं",
      bookNow: "अभी बुक करें",
      joinWaitlist: "वेटलिस्ट में नाम लिखवाएँ",
    });
  });

  it("are read back from what the page holds, and refused when any is missing or not text", () => {
    const words = seatPartWords(english);
    expect(readSeatPartWords(JSON.parse(JSON.stringify(english)))).toEqual(words);
    expect(readSeatPartWords({ ...words, soldOut: 0 })).toBeNull();
    const { bookNow: _bookNow, ...withoutBookNow } = words;
    expect(readSeatPartWords(withoutBookNow)).toBeNull();
    expect(readSeatPartWords("Sold out")).toBeNull();
    expect(readSeatPartWords(null)).toBeNull();
  });
});

describe("departurePrice", () => {
  const trip = { price: 5999 };

  it("is the departure's own price when it has one", () => {
    expect(departurePrice(trip, { price: 6999 })).toBe(6999);
    // Cheaper than its trip too: an off-season departure.
    expect(departurePrice(trip, { price: 4999 })).toBe(4999);
  });

  it("is the trip's price for a departure without one (left out, or null as GraphQL gives it)", () => {
    expect(departurePrice(trip, {})).toBe(5999);
    expect(departurePrice(trip, { price: null })).toBe(5999);
  });

  it("is the trip's price for no departure in particular: the next one's waitlist", () => {
    expect(departurePrice(trip, null)).toBe(5999);
    expect(departurePrice(trip, undefined)).toBe(5999);
  });
});

describe("fromPrice", () => {
  const trip = { price: 5999 };

  it("is the lowest price of the upcoming departures, varying when they differ", () => {
    expect(fromPrice(trip, [{ price: 6999 }, {}, { price: 7999 }])).toEqual({ price: 5999, varies: true });
    expect(fromPrice(trip, [{ price: 6999 }, { price: 4999 }])).toEqual({ price: 4999, varies: true });
  });

  it("does not vary when every upcoming departure costs the same, its own price or the trip's", () => {
    expect(fromPrice(trip, [{}, { price: null }])).toEqual({ price: 5999, varies: false });
    expect(fromPrice(trip, [{ price: 5999 }, {}])).toEqual({ price: 5999, varies: false });
    expect(fromPrice(trip, [{ price: 6999 }])).toEqual({ price: 6999, varies: false });
  });

  it("is the trip's price when nothing is upcoming", () => {
    expect(fromPrice(trip, [])).toEqual({ price: 5999, varies: false });
  });
});
