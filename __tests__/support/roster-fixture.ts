// A lead's roster as the Worker answers it, for the tests of what the desk does with one: a 2-seat
// booking whose first traveller has told everything, a health answer yes among it.
import type { Roster } from "../../requests/staff-roster";

/** Departing 10 January 2027 on the Spiti trip; its end far off, so a copy kept of it never expires in a test. */
export const TEST_ROSTER: Roster = {
  trip: { slug: "spiti-winter-expedition", title: "Spiti Valley Winter Expedition" },
  startDate: "2027-01-10",
  endDate: "2099-01-17",
  version: "v1",
  readAt: "2027-01-08T10:00:00.000Z",
  bookings: [
    {
      requestId: "4b1d6d4e-8f0e-4c57-9c2a-1d2e3f405162",
      reference: "SF-7K3Q9XMD",
      booker: "Ananya Sharma",
      bookerPhone: "+919876543210",
      seats: 2,
      // Seat 2 was handed to someone else, who has not told their details yet.
      handedOn: [{ seat: 2, at: "2027-01-02T09:00:00.000Z" }],
      travellers: [
        {
          seat: 1,
          name: "Ravi Rao",
          age: 36,
          gender: "male",
          phone: "+919812345678",
          dietary: "No peanuts",
          emergency: { name: "Meena Rao", relation: "mother", phone: "+919811111111" },
          guardian: null,
          health: [{ question: "Do you take medicine regularly?", details: "Inhaler for asthma" }],
          idType: "passport",
          idNumber: "Z1234567",
        },
      ],
    },
  ],
  checkIns: [],
};
