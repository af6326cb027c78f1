/**
 * @jest-environment node
 */
// What a visitor over an unpaid-seat limit reads: why nothing was booked, and
// what to do, in the words of how the site takes deposits.
import { unpaidLimitMessage } from "../../request-store/request-store";
import type { SeatHold } from "../../request-store/submissions";

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

  it("in Hindi, says the same in the request's language, with each count's own form", () => {
    expect(unpaidLimitMessage("phone", 5, 3, hold(false), "hi")).toBe(
      "इस फ़ोन नंबर से आप इस प्रस्थान पर पहले से 5 बिना भुगतान वाली सीटें रोके हुए हैं, और एक फ़ोन नंबर से एक समय में ज़्यादा से ज़्यादा 6 सीटें बिना भुगतान रोकी जा सकती हैं, इसलिए ये 3 सीटें बुक नहीं हुईं। 1 सीट चुनें, हमारा कॉल आने पर पहले से रोकी गई सीटों का डिपॉज़िट चुकाएँ या उस होल्ड के खत्म होने तक रुकें और फिर से बुक करें। बड़े ग्रुप के लिए हमें +91 00000 11111 पर कॉल करें।",
    );
    expect(unpaidLimitMessage("address", 1, 8, hold(true), "hi")).toMatch(
      /^आपके इंटरनेट कनेक्शन से भेजी गई बुकिंग इस प्रस्थान पर पहले से 1 बिना भुगतान वाली सीट रोके हुए हैं/,
    );
  });
});
