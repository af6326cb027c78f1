// Who may do what at the staff desk: the roles staff hold, what the desk does, and which roles may do
// each. Cloudflare Access says who someone is; this says what they may do. The Worker enforces it
// (worker/desk/staff-policy.ts names one of these actions for every address of the staff API, and
// refuses whatever is not allowed); the desk only hides what a person's roles would be refused.

export const STAFF_ROLES = ["owner", "operations", "accounts", "lead"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role in a few words, as the desk's staff page describes it to owners. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, including who else is staff and what they may do.",
  operations:
    "Requests and their statuses, bookings by phone, departures, travellers' readiness, fitness proofs, health answers and permit lists.",
  accounts: "Requests, payments recorded by hand, refunds and the money view; never health answers or ID numbers.",
  lead: "Only the departures they lead: each one's manifest, readiness, health answers, permit list and roster.",
};

/**
 * Everything the desk does, and the roles that may do it. "lead" in a list means: for the departures
 * assigned to that lead, and nothing else.
 */
export const DESK_ACTIONS = {
  /** Who am I, and what may I do. */
  self: ["owner", "operations", "accounts", "lead"],
  /** The requests: the list, one request with its history and money. */
  "requests.read": ["owner", "operations", "accounts"],
  /** A request's status and hold; a booking taken by phone. */
  "requests.change": ["owner", "operations"],
  /** A job application's resume. */
  "resumes.read": ["owner", "operations"],
  /**
   * A booking's changes of plans made for its traveller (cancel seats, switch departure, hand a seat on), and
   * calling a departure off. Not accounts: whether a trip runs and who travels is operations' call; the
   * money follows by the terms, never typed.
   */
  "plans.change": ["owner", "operations"],
  /**
   * Reviews from travellers: reading them, publishing or holding one back by the review policy, answering
   * one publicly. Not accounts or leads: a lead moderating reviews of their own trips is not impartial.
   */
  reviews: ["owner", "operations"],
  /** Payments recorded by hand, refunds, the money view. */
  money: ["owner", "accounts"],
  /**
   * The owner's numbers about money: money by month, refunds against credits and the other changes of plans,
   * bookings and money by where visits came from.
   */
  "numbers.money": ["owner", "accounts"],
  /**
   * The owner's numbers about departures: the fill of every upcoming departure, and how far ahead people book.
   * Not leads: they see their own departures' manifests, not every departure's.
   */
  "numbers.departures": ["owner", "operations"],
  /** Departures' seats, manifests (and their CSV) and travellers' readiness. */
  "departures.read": ["owner", "operations", "lead"],
  /** Travellers' sealed data: health answers, the permit list with ID numbers, the lead's roster. Each read is logged. */
  "personal-data.read": ["owner", "operations", "lead"],
  /** Ticking who has arrived at a departure's pickup. */
  "check-ins": ["owner", "operations", "lead"],
  /** Fitness proofs: opening one (logged) and approving or returning it. */
  proofs: ["owner", "operations"],
  /** The access log of travellers' personal data. */
  "access-log.read": ["owner"],
  /** Who is staff, their roles and a lead's departures. */
  "staff.manage": ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type DeskAction = keyof typeof DESK_ACTIONS;

export const DESK_ACTION_NAMES = Object.keys(DESK_ACTIONS) as DeskAction[];

/** Whether `roles` allow `action` at all (for a lead: for some departure of theirs). */
export const mayDo = (roles: readonly StaffRole[], action: DeskAction): boolean =>
  (DESK_ACTIONS[action] as readonly StaffRole[]).some((role) => roles.includes(role));

/** Why a read of sealed data was allowed, as the access log records it beside the role. */
export const READ_PURPOSES = {
  lead: "leading the departure",
  preparing: "preparing the trip",
} as const;
export type ReadPurpose = (typeof READ_PURPOSES)[keyof typeof READ_PURPOSES];

/** A departure, as a lead is assigned to it. */
export interface AssignedDeparture {
  trip: string;
  startDate: string;
}

/** GET staffApi.self: who the desk is open for, and what they may do there. */
export interface StaffSelf {
  email: string;
  roles: StaffRole[];
  /** An owner by the Worker's STAFF_OWNERS setting, whom the desk cannot remove. */
  ownerBySetting: boolean;
  /** The departures they lead (for the lead role). */
  departures: AssignedDeparture[];
  /** The desk's actions their roles allow. */
  may: DeskAction[];
}

/** One person on the staff page. */
export interface StaffMemberLine {
  email: string;
  roles: StaffRole[];
  ownerBySetting: boolean;
  departures: (AssignedDeparture & { title: string | null })[];
}

/** One change an owner made, as the staff page lists it. */
export interface StaffChangeLine {
  at: string;
  changedBy: string;
  email: string;
  roles: StaffRole[];
  departures: AssignedDeparture[];
}

/** GET staffApi.staff. */
export interface StaffList {
  members: StaffMemberLine[];
  /** The newest changes first. */
  changes: StaffChangeLine[];
}

/** POST staffApi.staff: what a person holds after the change; no roles removes them. */
export interface StaffMemberChange {
  email: string;
  roles: StaffRole[];
  /** The departures they lead; only with the lead role. */
  departures: AssignedDeparture[];
}

/** The emails of STAFF_OWNERS ('a@x.in, b@x.in'), lower-case. */
export const ownersOfSetting = (setting: string | undefined): string[] =>
  (setting ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== "");
