// Where each kind of request stands, and where staff may move it next. The
// Worker refuses any other change; the staff desk offers only these. A booking
// or waitlist request takes its seats (1 to 6) in the statuses SEAT_STATUSES
// names (seat-statuses.mjs): held and offered keep them for a time
// (hold_until), confirmed sold them.
import type { RequestKind } from "./intake";

export interface StatusInfo {
  /** As staff read it: 'Held'. */
  label: string;
  /** What it means, for the desk's status menu and docs/staff-desk.md. */
  meaning: string;
  /** Where staff may move the request from here; none: the request is settled. */
  next: readonly string[];
}

/** Every status of every kind, in the order a request moves through them. */
export const STATUSES = {
  booking: {
    held: {
      label: "Held",
      meaning:
        "Sent from the site or entered by staff: its seats are held until the hold's time, while we collect the deposit.",
      next: ["confirmed", "declined", "lapsed"],
    },
    confirmed: {
      label: "Confirmed",
      meaning: "Deposit received: the seats are sold and the travellers are on the manifest.",
      next: ["cancelled"],
    },
    declined: {
      label: "Declined",
      meaning: "Not going ahead: we or the traveller said no. The seats are free again.",
      next: [],
    },
    lapsed: {
      label: "Lapsed",
      meaning: "The hold's time ran out before the deposit came in. The seats are free again.",
      next: [],
    },
    cancelled: { label: "Cancelled", meaning: "Confirmed, then cancelled: the seats are free again.", next: [] },
  },
  waitlist: {
    waiting: {
      label: "Waiting",
      meaning: "On the waitlist, in the order the requests arrived; offered the first freed seats that fit.",
      next: ["offered", "lapsed"],
    },
    offered: {
      label: "Offered",
      meaning: "Seats freed and were offered by email: held until the offer's time, for the traveller to take.",
      next: ["held", "lapsed"],
    },
    held: {
      label: "Held",
      meaning: "The traveller took the offered seats: held until the hold's time, while we collect the deposit.",
      next: ["confirmed", "declined", "lapsed"],
    },
    confirmed: {
      label: "Confirmed",
      meaning: "Deposit received: on the manifest like a confirmed booking.",
      next: ["cancelled"],
    },
    declined: {
      label: "Declined",
      meaning: "Not going ahead: we or the traveller said no. The seats are free again.",
      next: [],
    },
    lapsed: { label: "Lapsed", meaning: "Skipped, withdrew, or did not take the seats in time.", next: [] },
    cancelled: { label: "Cancelled", meaning: "Confirmed, then cancelled: the seats are free again.", next: [] },
  },
  application: {
    new: {
      label: "New",
      meaning: "Sent from the careers page; nobody has read it yet.",
      next: ["reviewing", "rejected"],
    },
    reviewing: { label: "Reviewing", meaning: "Being read by the hiring team.", next: ["interviewing", "rejected"] },
    interviewing: { label: "Interviewing", meaning: "Invited to interview.", next: ["hired", "rejected"] },
    hired: { label: "Hired", meaning: "Offered the job and accepted.", next: [] },
    rejected: { label: "Not taken", meaning: "We told the applicant we will not go ahead.", next: [] },
  },
  contact: {
    new: {
      label: "New",
      meaning: "Sent from the contact page; nobody has answered yet.",
      next: ["answered", "closed"],
    },
    answered: { label: "Answered", meaning: "We replied; the visitor may write back.", next: ["closed"] },
    closed: { label: "Closed", meaning: "Nothing more to do (answered, or needed no answer).", next: [] },
  },
} as const satisfies Record<RequestKind, Record<string, StatusInfo>>;

export type StatusOf<K extends RequestKind> = keyof (typeof STATUSES)[K] & string;

/** Where a request of `kind` starts when the intake stores it. */
export const FIRST_STATUS: { [K in RequestKind]: StatusOf<K> } = {
  booking: "held",
  waitlist: "waiting",
  application: "new",
  contact: "new",
};

export { SEAT_STATUSES, SEAT_TAKING_STATUSES } from "./seat-statuses.mjs";

/**
 * Who a booking's seats held unpaid count against, each limited on its own
 * (data/booking-terms.json's unpaidSeatsPerContact and unpaidSeatsPerAddress):
 * its email, its phone number, and the internet address it was sent from.
 */
export const SEAT_HOLDERS = ["email", "phone", "address"] as const;
export type SeatHolder = (typeof SEAT_HOLDERS)[number];

/** The statuses of `kind`, in order. */
export function statusesOf(kind: RequestKind): string[] {
  return Object.keys(STATUSES[kind]);
}

/** What staff read for `status` of `kind`; an unknown status (an old row) as it is stored. */
export function statusInfo(kind: RequestKind, status: string): StatusInfo {
  const statuses: Record<string, StatusInfo> = STATUSES[kind];
  return Object.hasOwn(statuses, status) ? statuses[status] : { label: status, meaning: "", next: [] };
}

/** Whether staff may move a request of `kind` from `from` to `to`. */
export function canMove(kind: RequestKind, from: string, to: string): boolean {
  return statusInfo(kind, from).next.includes(to);
}

/** Every status any kind has, for the desk's status filter: ['held', 'confirmed', …]. */
export function allStatuses(): string[] {
  return [...new Set(Object.values(STATUSES).flatMap((statuses) => Object.keys(statuses)))];
}
