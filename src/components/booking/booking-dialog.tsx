import { formatDateRange, formatDuration, formatRupees, formatSpotsLeft } from "../../lib/format";
import { FormDialog } from "../dialog/form-dialog";
import type { DialogProps } from "../dialog/lazy-dialog";
import { BookingForm } from "./booking-form";

/** What the booking dialog shows about the departure being booked. */
export type BookableTrip = Pick<Queries.UpcomingTripCardFragment, "title" | "startDate" | "endDate" | "price" | "spots">;

/** The booking dialog for one trip; loaded on first use through useBookingDialog. */
export default function BookingDialog({ subject: trip, onClose }: DialogProps<BookableTrip>) {
  return (
    <FormDialog
      title={`Book ${trip.title}`}
      description={[
        formatDateRange(trip.startDate, trip.endDate),
        formatDuration(trip.startDate, trip.endDate),
        `${formatRupees(trip.price)} per person`,
        formatSpotsLeft(trip.spots),
      ].join(" · ")}
      successMessage="Booking submitted successfully!"
      onClose={onClose}
    >
      {(onSubmitted) => <BookingForm tripTitle={trip.title} onSubmitted={onSubmitted} />}
    </FormDialog>
  );
}
