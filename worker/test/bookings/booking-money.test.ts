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
  seat_price: null as number | null,
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

describe("bookingMoney after changes of plans", () => {
  const payment = {
    id: "pay_1",
    request_id: "r1",
    link_id: null,
    purpose: "deposit" as const,
    amount: 2 * 6_930 * 100,
  };
  const paid = {
    ...payment,
    currency: "INR",
    method: "upi",
    paid_at: NOW.toISOString(),
    without_seat: 0,
    recorded_by: null,
  };

  it("counts what a change took out of the payments, and the fee it added, in what is due", () => {
    const confirmed = { ...booking(SPITI_FEBRUARY.startDate), status: "confirmed", seats: 1 };
    // One seat of two cancelled: its share of the deposit (₹6,930) left the booking's account.
    const money = { ...NO_MONEY, payments: [paid], changes: [{ released: 6_930 * 100, fee: 0 }], creditUses: [] };
    expect(bookingMoney(confirmed, catalogue, money, TODAY, NOW)).toMatchObject({
      total: 23_099 * 100,
      due: (23_099 - 6_930) * 100,
    });
    const switched = { ...money, changes: [{ released: 0, fee: 1_500 * 100 }] };
    expect(bookingMoney({ ...confirmed, seats: 2 }, catalogue, switched, TODAY, NOW)).toMatchObject({
      total: (2 * 23_099 + 1_500) * 100,
      due: (2 * 23_099 + 1_500 - 2 * 6_930) * 100,
    });
  });

  it("prices a switched booking at the seat price the switch fixed, and counts a trip credit spent as paid", () => {
    const switched = { ...booking(SPITI_FEBRUARY.startDate), status: "confirmed", seat_price: 20_000 * 100 };
    const money = { ...NO_MONEY, changes: [], creditUses: [{ amount: 5_000 * 100 }] };
    expect(bookingMoney(switched, catalogue, money, TODAY, NOW)).toMatchObject({
      total: 2 * 20_000 * 100,
      due: (2 * 20_000 - 5_000) * 100,
    });
  });
});
