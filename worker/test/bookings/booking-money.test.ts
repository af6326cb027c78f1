/**
 * @jest-environment node
 */
// A booking's money is worked out from its own departure's price: here without D1, from the test catalogue,
// whose February departure (₹21,999) is dearer than its trip's price (₹18,999).
import { SPITI_FEBRUARY, spitiCatalogue } from "../../../__tests__/support/catalogue-fixtures";
import { bookingMoney } from "../../bookings/booking-money";
import { depositPaise } from "../../bookings/payment-links";

const catalogue = spitiCatalogue();
const NO_MONEY = { link: null, payments: [], refunds: [] };
const TODAY = "2026-11-20";
const NOW = new Date("2026-11-20T06:30:00.000Z");

const booking = (departureStart: string | null, kind: "booking" | "waitlist" = "booking") => ({
  kind,
  status: "held",
  trip_slug: "spiti-winter-expedition",
  departure_start: departureStart,
  seats: 2,
  hold_until: null,
});

describe("bookingMoney", () => {
  it("prices a departure with its own price by that price: ₹21,999 + 5% GST = ₹23,099 a seat, ₹6,930 deposit", () => {
    expect(bookingMoney(booking(SPITI_FEBRUARY.startDate), catalogue, NO_MONEY, TODAY, NOW)).toMatchObject({
      total: 2 * 23_099 * 100,
      deposit: 2 * 6_930 * 100,
      balance: 2 * (23_099 - 6_930) * 100,
      due: 2 * 23_099 * 100,
    });
  });

  it("prices the trip's other departure by the trip's price: ₹18,999 + 5% GST = ₹19,949 a seat, ₹5,985 deposit", () => {
    expect(bookingMoney(booking("2027-01-16"), catalogue, NO_MONEY, TODAY, NOW)).toMatchObject({
      total: 2 * 19_949 * 100,
      deposit: 2 * 5_985 * 100,
    });
  });

  it("prices a waitlist request for no departure in particular by the trip's price", () => {
    expect(bookingMoney(booking(null, "waitlist"), catalogue, NO_MONEY, TODAY, NOW)).toMatchObject({
      total: 2 * 19_949 * 100,
    });
  });
});

describe("depositPaise", () => {
  it("is the deposit of the booking's own departure, for its payment link", () => {
    expect(depositPaise(booking(SPITI_FEBRUARY.startDate), catalogue)).toBe(2 * 6_930 * 100);
    expect(depositPaise(booking("2027-01-16"), catalogue)).toBe(2 * 5_985 * 100);
  });
});
