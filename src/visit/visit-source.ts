// Where this tab's visit came from, for the booking form to send with a booking (requests/visit-fields.ts):
// the campaign tags (utm_*) of the address a visitor landed on, else the other site that linked here,
// else "direct". Kept in the tab's sessionStorage under one key until the tab closes: no cookie, no
// request of its own, nothing sent anywhere until a booking is. Run once per page load, before Gatsby
// renders (gatsby-browser.tsx), and kept tiny: it joins the code every page loads first, so the
// cleaning to the intake's rules waits for the booking form (kept-visit-source.ts).
import type { VisitSource } from "../../requests/numbers";
import { VISIT_PART_MAX_LENGTH } from "../../requests/visit-text";

export const VISIT_SOURCE_KEY = "visitSource";

const UTM_PARTS = ["source", "medium", "campaign", "term", "content"] as const;

/** A tag as the link gave it: trimmed, at most VISIT_PART_MAX_LENGTH characters (not UTF-16 units), null when empty. */
export function trimmedPart(value: string | null): string | null {
  // Array.from, not [...]: both split by characters, and only the spread costs every page a helper of Babel's.
  return (value && Array.from(value.trim()).slice(0, VISIT_PART_MAX_LENGTH).join("").trim()) || null;
}

/** The host of the page that linked here, when it is another site's. */
function referringHost(referrer: string, ownHost: string): string | null {
  try {
    const host = new URL(referrer).host;
    return host && host !== ownHost ? host : null;
  } catch {
    return null;
  }
}

/**
 * Where a visit landing on `address` from `referrer` came from: its campaign tags whenever it has any
 * (they replace what the tab kept); else, when the tab keeps nothing yet, the referring site or "direct";
 * null when the tab's kept source stands.
 */
export function visitSourceOf(address: string, referrer: string, tabKeepsOne: boolean): VisitSource | null {
  const url = new URL(address);
  const [source, medium, campaign, term, content] = UTM_PARTS.map((part) =>
    trimmedPart(url.searchParams.get(`utm_${part}`)),
  );
  const host = referringHost(referrer, url.host);
  // || rather than ??: a part is a non-empty string or null, and Babel spells ?? out at length.
  if (source || medium || campaign || term || content) {
    return { source: source || host || "direct", medium, campaign, term, content };
  }
  if (tabKeepsOne) return null;
  return { source: host || "direct", medium: host ? "referral" : null, campaign: null, term: null, content: null };
}

type Tab = Pick<Window, "location" | "document" | "sessionStorage">;

/** Notes where the tab's visit came from. Storage that is off or full (a private window) only means none is kept. */
export function captureVisitSource(tab: Tab): void {
  try {
    const storage = tab.sessionStorage;
    const visit = visitSourceOf(tab.location.href, tab.document.referrer, storage.getItem(VISIT_SOURCE_KEY) !== null);
    if (visit) storage.setItem(VISIT_SOURCE_KEY, JSON.stringify(visit));
  } catch {
    // Nothing is kept, and the booking is sent without a source.
  }
}
