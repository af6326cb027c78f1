// The desk's sections, as its navigation names them, and the action each needs: someone sees only the
// sections their roles allow, and an address asking for another shows the first one they may use.
import type { DeskAction } from "../../../requests/staff-roles";
import type { DeskView } from "./desk-location";

export interface DeskSection {
  name: "requests" | "departures" | "reviews" | "money" | "numbers" | "access-log" | "staff";
  label: string;
  /** The action that opens it, or actions any one of which does (Numbers: each figure has its own). */
  action: DeskAction | readonly DeskAction[];
  /** Where its link leads. */
  home: DeskView;
}

export const DESK_SECTIONS: readonly DeskSection[] = [
  { name: "requests", label: "Requests", action: "requests.read", home: { view: "requests", filters: {} } },
  { name: "departures", label: "Departures", action: "departures.read", home: { view: "departures" } },
  { name: "reviews", label: "Reviews", action: "reviews", home: { view: "reviews", status: "waiting" } },
  { name: "money", label: "Money", action: "money", home: { view: "money", month: null } },
  {
    name: "numbers",
    label: "Numbers",
    action: ["numbers.money", "numbers.departures"],
    home: { view: "numbers", figure: null, year: null, weeks: null, trip: null },
  },
  { name: "access-log", label: "Access log", action: "access-log.read", home: { view: "access-log", before: null } },
  { name: "staff", label: "Staff", action: "staff.manage", home: { view: "staff" } },
];

/** The section `view` belongs to: a request to Requests, a manifest to Departures, a review to Reviews. */
export function sectionOf(view: DeskView): DeskSection["name"] {
  if (view.view === "request") return "requests";
  if (view.view === "review") return "reviews";
  if (view.view === "manifest" || view.view === "roster") return "departures";
  return view.view;
}

/** The sections `may` allows, in the navigation's order. */
export const sectionsAllowed = (may: readonly DeskAction[]) =>
  DESK_SECTIONS.filter((section) =>
    (typeof section.action === "string" ? [section.action] : section.action).some((action) => may.includes(action)),
  );

/** `view` when its section is allowed, else the first allowed section's; null when none is. */
export function viewAllowed(view: DeskView, may: readonly DeskAction[]): DeskView | null {
  const allowed = sectionsAllowed(may);
  if (allowed.some((section) => section.name === sectionOf(view))) return view;
  return allowed[0]?.home ?? null;
}
