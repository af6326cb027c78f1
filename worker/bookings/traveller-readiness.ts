// Whether a booking's travellers are ready for the trailhead, seat by seat:
// what the booking page asks for, what the desk lists per departure, and what
// the reminder emails name. One answer for all three.
import { catalogueTrip, type IntakeCatalogue } from "../../requests/intake-catalogue";
import type { SeatGap } from "../../requests/staff";
import type { TravellerRow } from "../db/rows";

// The desk's API names the gaps too (requests/staff.ts), and the site may not import the Worker.
export type { SeatGap };

export interface SeatReadiness {
  seat: number;
  /** The traveller's name once told. */
  name: string | null;
  /** Empty when the seat is ready. */
  gaps: SeatGap[];
}

/** The gaps the traveller (or the booker) can close; "proof-review" is the desk's. */
export const TRAVELLER_GAPS: readonly SeatGap[] = ["details", "proof", "proof-returned"];

/**
 * Each of a booking's `seats`, with what it lacks: `proofRequired` for a trip
 * whose grade asks for a fitness proof.
 */
export function seatReadiness(
  seats: number,
  proofRequired: boolean,
  travellers: readonly Pick<TravellerRow, "seat" | "full_name" | "proof_status">[],
): SeatReadiness[] {
  const bySeat = new Map(travellers.map((traveller) => [traveller.seat, traveller]));
  return Array.from({ length: seats }, (_, index) => {
    const seat = index + 1;
    const traveller = bySeat.get(seat);
    if (!traveller) return { seat, name: null, gaps: proofRequired ? ["details", "proof"] : ["details"] };
    const gaps: SeatGap[] = [];
    if (proofRequired) {
      if (traveller.proof_status === null) gaps.push("proof");
      else if (traveller.proof_status === "returned") gaps.push("proof-returned");
      else if (traveller.proof_status === "submitted") gaps.push("proof-review");
    }
    return { seat, name: traveller.full_name, gaps };
  });
}

/** Whether anything is left for the booking's travellers to do. */
export const travellersOweSomething = (readiness: readonly SeatReadiness[]) =>
  readiness.some((seat) => seat.gaps.some((gap) => TRAVELLER_GAPS.includes(gap)));

/**
 * Whether travellers on trip `slug` send a fitness proof: the trip's grade in
 * the catalogue, and that grade's questions (data/traveller-questions.json).
 */
export function proofRequired(catalogue: IntakeCatalogue, slug: string | null): boolean {
  const level = slug === null ? undefined : catalogueTrip(catalogue, slug)?.level;
  return level !== undefined && catalogue.travellerQuestions.levels[level].proof !== undefined;
}
