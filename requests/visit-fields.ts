// Where a booking's visit came from (requests/numbers.ts's VisitSource), as the booking form sends it
// beside the booking: one optional field per part, each held to visit-text.ts's rules.
import type { BOOKING_FIELDS } from "./intake";
import type { VisitSource } from "./numbers";

/** The booking form's field for each part of a VisitSource. */
export const VISIT_FIELDS = {
  source: "visitSource",
  medium: "visitMedium",
  campaign: "visitCampaign",
  term: "visitTerm",
  content: "visitContent",
} as const satisfies Record<keyof VisitSource, (typeof BOOKING_FIELDS)[number]>;

export type VisitField = (typeof VISIT_FIELDS)[keyof typeof VISIT_FIELDS];

/** The fields a request sends for `visit`: its parts that hold something, none when nothing was kept. */
export function visitFieldsOf(visit: VisitSource | null): Partial<Record<VisitField, string>> {
  if (!visit) return {};
  return Object.fromEntries(
    (Object.keys(VISIT_FIELDS) as (keyof VisitSource)[])
      .filter((part) => visit[part] !== null)
      .map((part) => [VISIT_FIELDS[part], visit[part]]),
  );
}
