import type { ReactNode } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { useMessages } from "../../hooks/use-messages";
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

/** 'Upcoming Adventures': bookable trips, soonest first, each booking its next open departure. */
export function UpcomingTripsSection({ trips, heading, footer, leadImagePriority = false }: UpcomingTripsSectionProps) {
  const messages = useMessages("trips");
  const booking = useBookingDialog();
  const hydrated = useHydrated();
  return (
    <Section
      {...(heading ?? {
        id: "upcoming-trips",
        eyebrow: messages.upcomingEyebrow,
        title: messages.upcomingTitle,
        intro: messages.upcomingIntro,
      })}
    >
      <TripGrid
        trips={trips}
        keyOf={(trip) => trip.slug}
        emptyMessage={messages.upcomingEmpty}
        card={(trip) => {
          const departure = cardDeparture(trip, hydrated);
          return (
            <UpcomingTripCard
              trip={trip}
              departure={departure}
              imagePriority={leadImagePriority && trip === trips[0]}
              bookingTrigger={booking.triggerFor({
                slug: trip.slug,
                title: trip.title,
                price: departure.price,
                departure,
              })}
            />
          );
        }}
      />
      {footer}
      {booking.dialog}
    </Section>
  );
}
