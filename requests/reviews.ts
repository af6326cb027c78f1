// A review from a traveller who went: what its form may hold, the names it
// may show under, the policy's reasons for holding one back, and what the
// staff desk and the Worker's review API say to each other. The traveller's
// review page (worker/reviews/) and the desk's moderation (worker/desk/) both
// read these, so a limit or a reason is written once.
import { STAFF_API_PATH } from "../content/routes.mjs";

/** How long each field may be, in characters; the page says so beside each. */
export const REVIEW_LIMITS = {
  title: { min: 3, max: 80 },
  body: { min: 30, max: 2000 },
  leadNote: { max: 300 },
  /** The agency's public answer. */
  reply: { min: 2, max: 1000 },
  /** The moderator's words to the author beside the reason a review is held back. */
  heldNote: { max: 500 },
} as const;

/** The stars a review gives: 1 to 5, whole. */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;
export type ReviewStars = (typeof REVIEW_STARS)[number];

/**
 * How the author's name shows under their review. The first name with the
 * surname's initial is the default; the surname only when they choose it.
 */
export const NAME_SHOWN = ["first-initial", "first", "full", "anonymous"] as const;
export type NameShown = (typeof NAME_SHOWN)[number];
export const DEFAULT_NAME_SHOWN: NameShown = "first-initial";

/**
 * The name a review shows under, from the traveller's full name as told:
 * 'Priya Nair' → 'Priya N.' (first-initial), 'Priya' (first), 'Priya Nair'
 * (full); anonymous shows `anonymous`, the page's word for a verified traveller with no name.
 */
export function nameToShow(fullName: string, shown: NameShown, anonymous: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (shown === "anonymous" || words.length === 0) return anonymous;
  const [first, ...rest] = words;
  if (shown === "first" || rest.length === 0) return first;
  if (shown === "full") return words.join(" ");
  return `${first} ${Array.from(rest[rest.length - 1])[0].toUpperCase()}.`;
}

/**
 * The only reasons the published review policy allows for holding a review
 * back. A review with none of them is published, whatever its stars.
 */
export const REVIEW_HOLD_REASONS = ["abuse", "others-personal-data", "unrelated"] as const;
export type ReviewHoldReason = (typeof REVIEW_HOLD_REASONS)[number];

/** Each reason as the desk names it (the traveller's page and email name it in their language). */
export const HOLD_REASON_LABELS: Record<ReviewHoldReason, string> = {
  abuse: "Abuse: insults, threats, hate or obscenity",
  "others-personal-data": "Personal data about someone else (a name with a phone number, an address, health)",
  unrelated: "Not about the trip",
};

/** Where a review stands: waiting for a moderator, published, held back by the policy, or withdrawn by its author. */
export const REVIEW_STATUSES = ["waiting", "published", "held", "withdrawn"] as const;
export type ReviewStanding = (typeof REVIEW_STATUSES)[number];

export const reviewApi = {
  /**
   * GET ReviewList: the reviews in one status, a page at a time: waiting ones
   * oldest written first (the queue), the others newest first; `before` is a
   * page's `next`.
   */
  list: (status: ReviewStanding, before?: string) =>
    `${STAFF_API_PATH}reviews?status=${status}${before ? `&before=${encodeURIComponent(before)}` : ""}`,
  /** GET ReviewDetail: one review with its log. */
  review: (id: string) => `${STAFF_API_PATH}reviews/${encodeURIComponent(id)}`,
  /** POST ReviewDecision: publish it, or hold it back for one of the policy's reasons. */
  decision: (id: string) => `${STAFF_API_PATH}reviews/${encodeURIComponent(id)}/decision`,
  /** POST ReviewReply: the agency's public answer under a published review. */
  reply: (id: string) => `${STAFF_API_PATH}reviews/${encodeURIComponent(id)}/reply`,
};

/** A decision on a waiting review, taken on the version the moderator read. */
export type ReviewDecision =
  | { version: number; decision: "publish" }
  | { version: number; decision: "hold"; reason: ReviewHoldReason; note?: string };

/** The agency's public answer, taken on the version the moderator read. */
export interface ReviewReply {
  version: number;
  reply: string;
}

/** A review as the desk lists it: everything its author wrote, where it stands, and the agency's answer. */
export interface ReviewSummary {
  /** 'RV-' and six characters. */
  id: string;
  /** The trip, its title from the catalogue (the slug when the site no longer has it). */
  trip: { slug: string; title: string };
  /** The departure the author went on (YYYY-MM-DD). */
  departureStart: string;
  /** The language it was written in. */
  lang: "en" | "hi";
  /** 1 to 5. */
  rating: number;
  title: string;
  body: string;
  /** A line for the trip lead; '' when none. */
  leadNote: string;
  /** The name as its author chose to show it. */
  authorName: string;
  writtenAt: string;
  /** When its author wrote it again after it was held back; null if never. */
  rewrittenAt: string | null;
  status: ReviewStanding;
  /** For a held review: the policy's reason, and the moderator's words to its author (null: none). */
  heldReason: ReviewHoldReason | null;
  heldNote: string | null;
  /** When and by whom it was last published or held back. */
  decidedAt: string | null;
  decidedBy: string | null;
  publishedAt: string | null;
  withdrawnAt: string | null;
  /** The agency's public answer under it, when and by whom. */
  reply: string | null;
  repliedAt: string | null;
  repliedBy: string | null;
  /** Send it back with a decision or an answer: a step taken on an older version is refused (409). */
  version: number;
}

export interface ReviewList {
  /** The status listed. */
  status: ReviewStanding;
  reviews: ReviewSummary[];
  /** How many reviews each status holds, for the desk's tabs (0 when none). */
  counts: Record<ReviewStanding, number>;
  /** Pass as `before` for the next page; null on the last page. */
  next: string | null;
}

/** One step of a review's log, oldest first: by its author ('author') or a staff member's email. */
export interface ReviewLogEntry {
  at: string;
  actor: string;
  action: "written" | "rewritten" | "published" | "held" | "answered" | "withdrawn";
  /** For 'held': the reason; for 'answered': the answer as given; else null. */
  detail: string | null;
}

/** One review with its log, and the booking it came from. */
export interface ReviewDetail extends ReviewSummary {
  /** The booking its author travelled on, for the desk to open; null once the booking has been deleted after its time. */
  booking: { id: string; reference: string | null } | null;
  log: ReviewLogEntry[];
}
