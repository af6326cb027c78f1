// A review from a traveller who went: what its form may hold, the names it
// may show under, the policy's reasons for holding one back, and what the
// staff desk and the Worker's review API say to each other. The traveller's
// review page (worker/reviews/) and the desk's moderation (worker/desk/) both
// read these, so a limit or a reason is written once.
import { fillMessage } from "../content/fill-message";
import type { Locale } from "../content/locales.mjs";
import { MESSAGES } from "../content/messages";
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
 * The language a review is written in: Hindi when its Devanagari letters
 * outnumber its Latin ones, else English. Shown with the review, whatever the
 * language of the page it was written on.
 */
export function reviewLanguage(text: string): Locale {
  // Letters only: a vowel sign or virama is a mark, not a letter, so a Hindi word counts as its letters.
  const letters = text.match(/\p{L}/gu) ?? [];
  const devanagari = letters.filter((letter) => /\p{Script=Devanagari}/u.test(letter)).length;
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  return devanagari > latin ? "hi" : "en";
}

/** What the review form sends: every field as typed. */
export interface ReviewForm {
  rating?: string;
  title?: string;
  body?: string;
  leadNote?: string;
  nameShown?: string;
  terms?: string;
}

/** A review as the form's checks pass it: trimmed, within REVIEW_LIMITS. */
export interface CheckedReview {
  rating: ReviewStars;
  title: string;
  body: string;
  leadNote: string;
  nameShown: NameShown;
}

/** Characters as a reader counts them (a Devanagari letter with its vowel sign is two, as the browser's maxlength counts). */
const lengthOf = (text: string) => Array.from(text).length;

/**
 * Checks the review form in `lang`: the stars, title and text within
 * REVIEW_LIMITS once trimmed, a name choice and the ticked terms. Answers the
 * review, or a message per field at fault, in the form's order.
 */
export function checkReviewForm(
  form: ReviewForm,
  lang: Locale,
): { ok: true; review: CheckedReview } | { ok: false; errors: Record<string, string> } {
  const words = MESSAGES[lang].reviewPage;
  const errors: Record<string, string> = {};
  const rating = Number(form.rating);
  if (!(REVIEW_STARS as readonly number[]).includes(rating) || !/^[1-5]$/.test(form.rating ?? "")) {
    errors.rating = words.ratingMissing;
  }
  const title = (form.title ?? "").trim();
  const body = (form.body ?? "").trim();
  const leadNote = (form.leadNote ?? "").trim();
  const { title: titleLimit, body: bodyLimit, leadNote: noteLimit } = REVIEW_LIMITS;
  if (lengthOf(title) < titleLimit.min) errors.title = fillMessage(words.titleShort, titleLimit);
  else if (lengthOf(title) > titleLimit.max)
    errors.title = fillMessage(words.titleLong, { ...titleLimit, count: lengthOf(title) });
  if (lengthOf(body) < bodyLimit.min) errors.body = fillMessage(words.bodyShort, bodyLimit);
  else if (lengthOf(body) > bodyLimit.max)
    errors.body = fillMessage(words.bodyLong, { ...bodyLimit, count: lengthOf(body) });
  if (lengthOf(leadNote) > noteLimit.max)
    errors.leadNote = fillMessage(words.leadNoteLong, { ...noteLimit, count: lengthOf(leadNote) });
  const nameShown = NAME_SHOWN.find((choice) => choice === form.nameShown);
  if (!nameShown) errors.nameShown = words.nameMissing;
  if (form.terms !== "yes") errors.terms = words.termsMissing;
  if (Object.keys(errors).length > 0 || !nameShown) return { ok: false, errors };
  return { ok: true, review: { rating: rating as ReviewStars, title, body, leadNote, nameShown } };
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
