import { graphql } from "gatsby";
import { lazyDialog } from "../dialog/lazy-dialog";
import type { BookingSubject } from "./booking-subject";

/** The booking dialog, whose code (and the form library) loads on first use. */
export const useBookingDialog = lazyDialog<BookingSubject>(
  () => import(/* webpackChunkName: "booking-dialog" */ "./booking-dialog"),
);

/**
 * The booking dialog's words, which every page that opens it asks for
 * (`messages(lang: $lang) { ...BookingDialogMessages }`): they come with the
 * page's data in its language, never in the dialog's code.
 */
export const bookingDialogMessagesFragment = graphql`
  fragment BookingDialogMessages on SiteMessages {
    dialog
    forms
    formRules
    booking
  }
`;
