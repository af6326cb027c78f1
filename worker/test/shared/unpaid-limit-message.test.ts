/**
 * @jest-environment node
 */
// What a visitor over an unpaid-seat limit reads: why nothing was booked, and
// what to do, in the words of how the site takes deposits.
import { unpaidLimitMessage } from "../../shared/request-store";
import type { SeatHold } from "../../shared/submissions";

const hold = (paidOnline: boolean): SeatHold => ({
  capacity: 12,
  hours: paidOnline ? 0.5 : 48,
  waitlistOpen: true,
  unpaidLimits: { email: 6, phone: 6, address: 8 },
  agencyPhone: "+91 00000 11111",
  paidOnline,
});

describe("unpaidLimitMessage", () => {
  it("with deposits paid online, points to the payment link in the email", () => {
    expect(unpaidLimitMessage("email", 6, 2, hold(true), "en")).toBe(
      "You already hold 6 unpaid seats on this departure under this email address, and one email address may hold at most 6 unpaid at a time, so nothing was booked. Pay the deposit for the seats already held (the link is in the email we sent), or wait until that hold ends and book again. For a bigger group, call us on +91 00000 11111.",
    );
  });

  it("with deposits taken by phone, says the agency calls to take it", () => {
    expect(unpaidLimitMessage("phone", 5, 3, hold(false), "en")).toBe(
      "You already hold 5 unpaid seats on this departure under this phone number, and one phone number may hold at most 6 unpaid at a time, so these 3 were not booked. Choose 1 seat, pay the deposit for the seats already held when we call you, or wait until that hold ends and book again. For a bigger group, call us on +91 00000 11111.",
    );
  });

  it("behind a shared connection, does not say the seats are the visitor's, and offers to book by phone", () => {
    expect(unpaidLimitMessage("address", 3, 6, hold(true), "en")).toBe(
      "Bookings sent from your internet connection already hold 3 unpaid seats on this departure, and one connection may hold at most 8 unpaid at a time, so these 6 were not booked. Choose up to 5 seats, pay the deposit for the seats already held (the link is in the email we sent), or wait until their hold ends and book again. Many people can share one mobile connection: if those bookings are not yours, or for a bigger group, call us on +91 00000 11111 and we will book by phone.",
    );
  });
});
