import { lazyDialog } from "../dialog/lazy-dialog";
import type { BookingSubject } from "./booking-subject";

/** The booking dialog, whose code (and the form library) loads on first use. */
export const useBookingDialog = lazyDialog<BookingSubject>(
  () => import(/* webpackChunkName: "booking-dialog" */ "./booking-dialog"),
);
