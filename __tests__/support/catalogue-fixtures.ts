// What every test catalogue (requests/intake-catalogue.ts) shares: the
// agency's contact details and the client's booking terms. Plain data with no
// Gatsby types, so the Worker's unit tests (worker/test/) use it too.
import type { IntakeCatalogue } from "../../requests/intake-catalogue";

/** The agency as the catalogue names it (data/company.json's contact details, fictional). */
export const testAgency: IntakeCatalogue["agency"] = {
  name: "Safarnama",
  email: "hello@safarnama.example",
  careersEmail: "careers@safarnama.example",
  phone: "+91 00000 11111",
  whatsapp: "+91 00000 22222",
};

/**
 * The client's booking terms (data/booking-terms.json as shipped): 5% GST; a
 * 30% deposit; the balance 5 days before; changes 10 days before; 90% back
 * more than 30 days before, 50% from 15 to 30 days, then nothing; at most 6
 * seats held unpaid per email or phone on a departure, 8 per internet address.
 */
export const clientBookingTerms: IntakeCatalogue["terms"] = {
  gstPercent: 5,
  depositPercent: 30,
  balanceDueDaysBefore: 5,
  balanceLinkDaysBefore: 12,
  changesDaysBefore: 10,
  holdHours: 48,
  offerHours: 24,
  paymentHoldMinutes: 30,
  waitlistClosesDaysBefore: 7,
  unpaidSeatsPerContact: 6,
  unpaidSeatsPerAddress: 8,
  refunds: [
    { minDaysBefore: 31, refundPercent: 90 },
    { minDaysBefore: 15, refundPercent: 50 },
  ],
};
