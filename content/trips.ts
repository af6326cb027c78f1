// What a trip may be: its category and difficulty, as data/trips/ must name
// them, and which trips to suggest beside it.
import { compareIsoDates } from "./dates";

/** Trip categories, in the order the Recent Adventures filter shows them. */
export const TRIP_CATEGORIES = ["Adventure", "Cultural", "Desert", "Pilgrimage", "Mountain"] as const;

export type TripCategory = (typeof TRIP_CATEGORIES)[number];

/** How demanding a trip is, from least to most; each trip says why in one line. */
export const DIFFICULTY_LEVELS = ["easy", "moderate", "challenging"] as const;

export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

interface RelatedCandidate {
  id: string;
  category: string;
  nextDeparture: string;
}

/**
 * Trips to suggest beside one trip: others in its category first, then the
 * rest, each group soonest first.
 */
export function relatedTrips<T extends RelatedCandidate>(
  trip: { id: string; category: string },
  candidates: Iterable<T>,
  limit: number,
): T[] {
  const others = [...candidates].filter((candidate) => candidate.id !== trip.id);
  const rank = (candidate: T) => (candidate.category === trip.category ? 0 : 1);
  return others.sort((a, b) => rank(a) - rank(b) || compareIsoDates(a.nextDeparture, b.nextDeparture)).slice(0, limit);
}
