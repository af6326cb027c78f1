// What the tab kept of where its visit came from (visit-source.ts), cleaned for the booking form to send.
// Apart from the capture so that it loads with the booking dialog, not with every page.
import type { VisitSource } from "../../requests/numbers";
import { isUnprintable } from "../../requests/visit-fields";
import { trimmedPart, VISIT_SOURCE_KEY } from "./visit-source";

/** A part as the intake accepts it: unprintable characters dropped, trimmed, at most 100 characters; null when empty or not text. */
export function cleanPart(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return trimmedPart(
    Array.from(value)
      .filter((character) => !isUnprintable(character))
      .join(""),
  );
}

/** What the tab kept, cleaned (the storage is the visitor's to change); null when nothing usable is kept. */
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
