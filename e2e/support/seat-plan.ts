// Which departure each browser test books, planned in one place so that the
// tests never sell a departure out under each other. Both projects (desktop
// and phone) run at once against one Worker, whose seats start
// from data/trips/ less the seats sold before seats were live (most specs run
// on the desktop alone; those tagged for the phone take a departure or seats
// for each project); as departures
// leave and editors change capacities, choices made spec by spec (the first
// open departure, the second...) ended up on the same few seats, and a test
// found "Join waitlist" where it expected "Book Now".
//
// The plan takes each use in turn, most constrained first, and gives it the
// departure among its candidates with the most seats the plan has not yet
// given away, always keeping one seat free on each, so that a page that shows
// a planned departure still offers Book Now when every planned booking is made.
// When the data has too few seats for a use, loading the plan fails, naming
// the use and the seats each candidate had left.
import { isSoldOut, nextBookableDeparture, seatKeyOf } from "../../content/departures";
import { latestOpenDeparture, upcomingDepartures, upcomingTrips } from "./site";

export type PlannedDeparture = (typeof upcomingDepartures)[number];
export type Project = "desktop" | "phone";

/** The seats the plan has not yet given away, by seat key, one kept back on each departure. */
const unplanned = new Map(
  upcomingDepartures
    .filter((departure) => !isSoldOut(departure))
    .map((departure) => [seatKeyOf(departure.trip.slug, departure.startDate), departure.seatsLeft - 1]),
);
const keyOf = (departure: PlannedDeparture) => seatKeyOf(departure.trip.slug, departure.startDate);

// e2e/live-seats.spec.ts sells out the latest open departure: nothing else may book it.
unplanned.delete(keyOf(latestOpenDeparture));

/** Gives `seats` of the candidate with the most seats unplanned to `use`; fails, naming it, when none has room. */
function take(use: string, candidates: readonly PlannedDeparture[], seats: number): PlannedDeparture {
  const [roomiest] = candidates
    .filter((departure) => (unplanned.get(keyOf(departure)) ?? 0) >= seats)
    .sort((a, b) => unplanned.get(keyOf(b))! - unplanned.get(keyOf(a))!);
  if (!roomiest) {
    const left = candidates.map((departure) => `${keyOf(departure)}: ${unplanned.get(keyOf(departure)) ?? 0}`);
    throw new Error(
      `The browser tests' seat plan (e2e/support/seat-plan.ts) has no departure with ${seats} seats for ${use}; ` +
        `seats unplanned (one kept free on each): ${left.join(", ") || "no candidate departure"}`,
    );
  }
  unplanned.set(keyOf(roomiest), unplanned.get(keyOf(roomiest))! - seats);
  return roomiest;
}

/** A departure for each project, `seats` each; `apart` gives the phone a departure other than the desktop's. */
function takeForEachProject(
  use: string,
  candidates: readonly PlannedDeparture[],
  seats: number,
  { apart = false }: { apart?: boolean } = {},
): Record<Project, PlannedDeparture> {
  const desktop = take(`${use} (desktop)`, candidates, seats);
  const others = apart ? candidates.filter((departure) => departure !== desktop) : candidates;
  return { desktop, phone: take(`${use} (phone)`, others, seats) };
}

/** The departure a trip's card offers (on the home page and /trips/), as the card chooses it. */
const cardDepartureOf = (trip: (typeof upcomingTrips)[number]) => {
  const offered = nextBookableDeparture(trip.departures)!;
  return upcomingDepartures.find((departure) => departure.trip === trip && departure.startDate === offered.startDate)!;
};
const cardDepartures = upcomingTrips.map(cardDepartureOf);
const open = upcomingDepartures.filter((departure) => !isSoldOut(departure));
const ofGrade = (level: string) => open.filter((departure) => departure.trip.difficulty.level === level);

/** A trip whose card's departure gets `seats`: its card's Book Now is the one used. */
function takeCardTrip(use: string, seats: number) {
  return take(use, cardDepartures, seats).trip;
}

// The home page's first card is fixed by the page rather than chosen, so it is taken first.
const firstCardTrip = upcomingTrips.find((trip) => trip.departures.some((departure) => !isSoldOut(departure)))!;
const firstCard = take("the first card's booking (e2e/live-seats.spec.ts)", [cardDepartureOf(firstCardTrip)], 2);
const travellers = take("the travellers' forms (e2e/travellers.spec.ts)", ofGrade("challenging"), 2);
const hindiTravellerForm = take("the Hindi traveller form (e2e/hindi-traveller-form.spec.ts)", ofGrade("moderate"), 1);
// Book Now on / runs on the phone as well; on /trips/ and by keyboard, on the desktop.
const bookingDialogTrip = takeCardTrip("the booking dialog's tests (e2e/booking.spec.ts)", 4);
// On both projects.
const accessibilityTrip = takeCardTrip("the booking dialog's axe checks (e2e/accessibility.spec.ts)", 2);
const intakeTrip = takeCardTrip("the booking that cannot reach the server (e2e/intake.spec.ts)", 1);
const hindiBooking = take("the Hindi booking (e2e/booking-hindi.spec.ts)", open, 1);
const manifest = take("the manifest's booking (e2e/staff-desk.spec.ts)", open, 1);
const refund = take(
  "the refunded booking (e2e/staff-desk.spec.ts)",
  open.filter((departure) => departure !== manifest),
  1,
);
const permitList = take(
  "the permit list's booking (e2e/staff-desk-travellers.spec.ts)",
  open.filter((departure) => departure.trip.difficulty.level !== "challenging"),
  1,
);
// On both projects, 2 seats each, on one departure that each project's lead leads: a grade that asks
// health questions and no fitness proof, so the traveller's details save in one step; not the permit
// list's or the Hindi form's departure, whose tests count the travellers with an ID.
const leadRoster = take(
  "the lead's roster (e2e/lead-roster.spec.ts)",
  ofGrade("moderate").filter((departure) => departure !== permitList && departure !== hindiTravellerForm),
  4,
);
// On both projects, each on a departure of its own.
const visitSource = takeForEachProject("the booking from a campaign's link (e2e/visit-source.spec.ts)", open, 1);
const tripKit = takeForEachProject("the trip kit's booking (e2e/trip-kit.spec.ts)", open, 1, { apart: true });
// On both projects: a booking confirmed and paid that the owner's numbers count on its own departure's fill.
const numbers = takeForEachProject("the owner's numbers (e2e/numbers.spec.ts)", open, 1, { apart: true });

/** What each browser test on the Worker books (e2e/payments.spec.ts has a Worker and seats of its own). */
export const SEAT_PLAN = {
  /** e2e/live-seats.spec.ts: 2 seats from the home page's first card, on its trip page. */
  firstCard,
  /** e2e/travellers.spec.ts: a challenging trip (its grade asks for fitness proof), 2 seats. */
  travellers,
  /** e2e/hindi-traveller-form.spec.ts: a moderate trip (health questions, no fitness proof), 1 seat. */
  hindiTravellerForm,
  /** e2e/booking.spec.ts: four bookings from this trip's card (three on the desktop, one on the phone). */
  bookingDialogTrip,
  /** e2e/accessibility.spec.ts: one booking a project from this trip's card. */
  accessibilityTrip,
  /** e2e/intake.spec.ts: one booking from this trip's card, sent again after a failed try. */
  intakeTrip,
  /** e2e/booking-hindi.spec.ts: one booking on the Hindi trip page. */
  hindiBooking,
  /** e2e/staff-desk.spec.ts: the departure whose seats the manifest's test counts. */
  manifest,
  /** e2e/staff-desk.spec.ts: a booking paid, cancelled and refunded; not the departure the manifest's test counts. */
  refund,
  /** e2e/staff-desk-travellers.spec.ts: a permit list nobody else reads; not a challenging trip's, whose travellers tell their IDs. */
  permitList,
  /** e2e/trip-kit.spec.ts: one confirmed booking a project. */
  tripKit,
  /** e2e/visit-source.spec.ts: one booking a project, from a trip page reached from a campaign's link. */
  visitSource,
  /** e2e/lead-roster.spec.ts: a 2-seat booking a project, on one moderate trip's departure. */
  leadRoster,
  /** e2e/numbers.spec.ts: one confirmed, paid booking a project, each on a departure of its own. */
  numbers,
};

/** The project a test runs in, as the plan names it. */
export const projectOf = (name: string): Project => (name === "phone" ? "phone" : "desktop");
