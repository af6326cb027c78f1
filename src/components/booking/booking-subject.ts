// What the booking dialog is opened for. It is the contract between the pages
// that open the dialog and the dialog's own file, which loads only on first
// use, so it lives apart from both.
import type { Batch } from "../../lib/trips";

/** A trip and one of its batches. */
export interface BookingSubject {
  title: string;
  price: number;
  /** The batch to book; null asks for a seat on the next batch that is not scheduled yet. */
  batch: Batch | null;
}
