// The staff API's answers to the Numbers section, as the desk's tests serve them: a year under way
// (2026-27, asked on 29 November 2026), with round amounts whose sums are easy to check by eye.
import type {
  ChangeMonth,
  ChangeNumbers,
  FillNumbers,
  LeadTimeNumbers,
  MoneyMonth,
  MoneyNumbers,
  SourceNumbers,
} from "../../../../requests/numbers";

export const AS_OF = "2026-11-29T06:30:00.000Z";

const monthsOf = (startYear: number) =>
  Array.from({ length: 12 }, (_, index) => {
    const month = ((index + 3) % 12) + 1;
    return `${month < 4 ? startYear + 1 : startYear}-${String(month).padStart(2, "0")}`;
  });

/** Months of 2026-27 up to November with money in paise; the months to come at 0. */
const moneyMonths = (startYear: number, received: number, refunded: number, credited: number): MoneyMonth[] =>
  monthsOf(startYear).map((month, index) =>
    index < 8 ? { month, received, refunded, credited } : { month, received: 0, refunded: 0, credited: 0 },
  );

/** ₹50,000 received each month this year against ₹45,000 last year: ₹4,00,000 against ₹3,60,000 by November. */
export const money: MoneyNumbers = {
  asOf: AS_OF,
  year: "2026-27",
  lastYear: "2025-26",
  moved: moneyMonths(2026, 5_000_000, 250_000, 125_050),
  lastYearMoved: monthsOf(2025).map((month) => ({ month, received: 4_500_000, refunded: 0, credited: 0 })),
  booked: moneyMonths(2026, 6_000_000, 0, 0),
  travelled: moneyMonths(2026, 7_000_000, 0, 0),
};

const trip = { slug: "spiti-winter-expedition", title: "Spiti Valley Winter Expedition" };
const kumaon = { slug: "kumaon-villages-walk", title: "Kumaon Villages Walk" };

export const fill: FillNumbers = {
  asOf: AS_OF,
  today: "2026-11-29",
  weeks: 6,
  departures: [
    {
      trip,
      startDate: "2026-12-24",
      endDate: "2026-12-31",
      capacity: 12,
      sold: 10,
      held: 2,
      free: 0,
      percent: 100,
      band: "full",
      flagged: false,
      calledOff: false,
    },
    {
      trip: kumaon,
      startDate: "2026-12-28",
      endDate: "2027-01-02",
      capacity: 10,
      sold: 2,
      held: 1,
      free: 7,
      percent: 30,
      band: "low",
      flagged: true,
      calledOff: false,
    },
    {
      trip,
      startDate: "2027-03-10",
      endDate: "2027-03-17",
      capacity: 12,
      sold: 6,
      held: 0,
      free: 6,
      percent: 50,
      band: "normal",
      flagged: false,
      calledOff: false,
    },
  ],
};

export const leadTime: LeadTimeNumbers = {
  asOf: AS_OF,
  year: "2026-27",
  overall: { trip: null, bookings: 20, median: 45, buckets: [1, 2, 3, 8, 4, 2, 0] },
  trips: [
    { trip, bookings: 14, median: 52, buckets: [0, 1, 2, 6, 3, 2, 0] },
    { trip: kumaon, bookings: 6, median: 20, buckets: [1, 1, 1, 2, 1, 0, 0] },
  ],
};

const quiet = (month: string): ChangeMonth => ({
  month,
  cancelled: { traveller: 0, agency: 0, "called-off": 0 },
  refunded: 0,
  credited: 0,
  switches: 0,
  offersMade: 0,
  offersTaken: 0,
  offersLapsed: 0,
});

export const changes: ChangeNumbers = {
  asOf: AS_OF,
  year: "2026-27",
  months: monthsOf(2026).map((month) =>
    month === "2026-10"
      ? {
          month,
          cancelled: { traveller: 3, agency: 1, "called-off": 2 },
          refunded: 1_500_000,
          credited: 600_000,
          switches: 2,
          offersMade: 4,
          offersTaken: 3,
          offersLapsed: 1,
        }
      : quiet(month),
  ),
};

export const sources: SourceNumbers = {
  asOf: AS_OF,
  year: "2026-27",
  lines: [
    { source: "instagram", medium: "social", campaign: "winter-2026", bookings: 6, seats: 11, received: 24_000_000 },
    { source: "direct", medium: null, campaign: null, bookings: 3, seats: 5, received: 9_000_050 },
    { source: "google", medium: "cpc", campaign: "spiti, winter", bookings: 1, seats: 2, received: 4_000_000 },
  ],
};
