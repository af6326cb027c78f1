// Where each kind of request stands, and where staff may move it next. The
// Worker refuses any other change; the staff desk offers only these. One
// booking is one seat: the form books one traveller (friends each book, and
// say so in the message), so a departure's confirmed bookings are its travellers.
import type { RequestKind } from "./intake";

export interface StatusInfo {
  /** As staff read it: 'Contacted'. */
  label: string;
  /** What it means, for the desk's status menu and docs/staff-desk.md. */
  meaning: string;
  /** Where staff may move the request from here; none: the request is settled. */
  next: readonly string[];
}

/** Every status of every kind, in the order a request moves through them. */
export const STATUSES = {
  booking: {
    new: { label: "New", meaning: "Sent from the site; nobody has called yet.", next: ["contacted", "declined"] },
    contacted: {
      label: "Contacted",
      meaning: "We have spoken to the traveller; the deposit is not in yet.",
      next: ["confirmed", "declined"],
    },
    confirmed: {
      label: "Confirmed",
      meaning: "Deposit received: the traveller holds a seat and is on the manifest.",
      next: ["cancelled"],
    },
    declined: { label: "Declined", meaning: "Not going ahead: we or the traveller said no.", next: [] },
    cancelled: { label: "Cancelled", meaning: "Confirmed, then cancelled: the seat is free again.", next: [] },
  },
  waitlist: {
    waiting: {
      label: "Waiting",
      meaning: "On the waitlist, in the order the requests arrived.",
      next: ["offered", "lapsed"],
    },
    offered: {
      label: "Offered",
      meaning: "A seat opened and we offered it; waiting for the deposit.",
      next: ["confirmed", "lapsed"],
    },
    confirmed: {
      label: "Confirmed",
      meaning: "Took the offered seat: on the manifest like a confirmed booking.",
      next: ["cancelled"],
    },
    lapsed: { label: "Lapsed", meaning: "Did not take the seat, or withdrew.", next: [] },
    cancelled: { label: "Cancelled", meaning: "Confirmed, then cancelled: the seat is free again.", next: [] },
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
  booking: "new",
  waitlist: "waiting",
  application: "new",
  contact: "new",
};

/** The status on a departure's manifest: a booking or waitlist request that holds a seat. */
export const SEAT_HOLDING_STATUS = "confirmed";

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

/** Every status any kind has, for the desk's status filter: ['new', 'contacted', …]. */
export function allStatuses(): string[] {
  return [...new Set(Object.values(STATUSES).flatMap((statuses) => Object.keys(statuses)))];
}
