import type { RequestKind } from "../../../requests/intake";
import { statusInfo } from "../../../requests/statuses";
import * as styles from "./staff-desk.module.scss";

/** 'Booking', 'Waitlist', 'Application', 'Message'. */
export const KIND_LABELS: Record<RequestKind, string> = {
  booking: "Booking",
  waitlist: "Waitlist",
  application: "Application",
  contact: "Message",
};

/** Colours for the statuses staff look for first: waiting for someone to act, and holding a seat. */
const TONES: Record<string, string | undefined> = {
  new: styles.waiting,
  waiting: styles.waiting,
  confirmed: styles.confirmed,
};

/** A request's status as a word with a colour; the word alone carries the meaning. */
export function StatusBadge({ kind, status }: { kind: RequestKind; status: string }) {
  const info = statusInfo(kind, status);
  const tone = Object.hasOwn(TONES, status) ? TONES[status] : undefined;
  const settled = info.next.length === 0 && status !== "confirmed";
  return (
    <span className={[styles.badge, settled ? styles.settled : tone].filter(Boolean).join(" ")}>{info.label}</span>
  );
}
