import type { ReactNode } from "react";
import { useBookingDialog } from "../booking/use-booking-dialog";
import { Section } from "../ui/section";
import { UpcomingTripCard, cardDeparture, type UpcomingTrip } from "./upcoming-trip-card";
import { TripGrid } from "./trip-grid";

interface UpcomingTripsSectionProps {
  trips: readonly UpcomingTrip[];
  /** The heading, for pages where the section is not the main trip list. */
  heading?: { id: string; eyebrow: string; title: string; intro: string };
  /** Below the grid: a link to all trips, or the list's page links. */
  footer?: ReactNode;
  /** The first card's art is the page's largest image (the trip list, where nothing sits above it). */
  leadImagePriority?: boolean;
}

const UPCOMING_HEADING = {
  id: "upcoming-trips",
  eyebrow: "Departing soon",
  title: "Upcoming Adventures",
  intro: "Small groups, fixed departures and one clear price. Pick a departure and we will take care of the rest.",
};

/** 'Upcoming Adventures': bookable trips, soonest first, each booking its next open departure. */
export function UpcomingTripsSection({
  trips,
  heading = UPCOMING_HEADING,
  footer,
  leadImagePriority = false,
}: UpcomingTripsSectionProps) {
  const booking = useBookingDialog();
  return (
    <Section {...heading}>
      <TripGrid
        trips={trips}
        keyOf={(trip) => trip.slug}
        emptyMessage="New departures are being planned. Check back soon, or ask us about a custom trip."
        card={(trip) => (
          <UpcomingTripCard
            trip={trip}
            imagePriority={leadImagePriority && trip === trips[0]}
            bookingTrigger={booking.triggerFor({
              slug: trip.slug,
              title: trip.title,
              price: trip.price,
              departure: cardDeparture(trip),
            })}
          />
        )}
      />
      {footer}
      {booking.dialog}
    </Section>
  );
}
