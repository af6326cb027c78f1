// What the tab kept of where its visit came from (visit-source.ts), for the booking form to send. Apart
// from the capture so that it loads with the booking dialog, not with every page.
import type { VisitSource } from "../../requests/numbers";
import { cleanPart, VISIT_SOURCE_KEY } from "./visit-source";

/** What the tab kept, cleaned again (the storage is the visitor's to change); null when nothing usable is kept. */
export function keptVisitSource(tab: Pick<Window, "sessionStorage">): VisitSource | null {
  try {
    const kept = JSON.parse(tab.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? "null") as Record<string, unknown> | null;
    const source = cleanPart(kept?.source);
    if (!kept || !source) return null;
    return {
      source,
      medium: cleanPart(kept.medium),
      campaign: cleanPart(kept.campaign),
      term: cleanPart(kept.term),
      content: cleanPart(kept.content),
    };
  } catch {
    return null;
  }
}
