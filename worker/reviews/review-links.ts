// What both the review emails (emails/) and the review page (traveller/) say
// of a traveller's review: the address of their own link, the review
// policy's page, and a hold reason in their language.
import type { Locale } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import { localePath, policyPath, REVIEW_POLICY, reviewPagePath } from "../../content/routes.mjs";
import type { ReviewHoldReason } from "../../requests/reviews";
import type { ReviewInvitationRow } from "../db/rows";

/** The traveller's own link: '/review/<id>?t=<token>', on `siteUrl` ('' for the page's own address). */
export const reviewPageUrl = (siteUrl: string, invitation: Pick<ReviewInvitationRow, "id" | "token">) =>
  `${siteUrl}${reviewPagePath(invitation.id)}?${new URLSearchParams({ t: invitation.token })}`;

/** The review policy's page in `lang`, on `siteUrl` ('' for a link on the site). */
export const reviewPolicyUrl = (siteUrl: string, lang: Locale) =>
  `${siteUrl}${localePath(lang, policyPath(REVIEW_POLICY))}`;

const HOLD_REASON_KEYS = {
  abuse: "abuse",
  "others-personal-data": "othersPersonalData",
  unrelated: "unrelated",
} as const satisfies Record<ReviewHoldReason, keyof (typeof MESSAGES)["en"]["reviewPage"]["holdReasons"]>;

/** Why a review was held back, as the review policy words it, in `lang`. */
export const holdReasonIn = (reason: ReviewHoldReason, lang: Locale) =>
  MESSAGES[lang].reviewPage.holdReasons[HOLD_REASON_KEYS[reason]];
