// The packing checklist's ticks, kept on the traveller's phone (localStorage),
// one list per booking. Each tick is kept by the item's words rather than its
// place, so a checklist the agency edits after a tick (an item added, the
// list reordered) keeps the ticks of the items still on it.

/** The localStorage key of the ticks of booking `reference`'s checklist. */
export const ticksKey = (reference: string) => `safarnama:trip-kit:${reference}:ticked`;

/** The ticked items as stored under ticksKey; none when nothing, or nothing readable, is stored. */
export function readTicks(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** `ticks` with `item` ticked or not, each item once. */
export function withTick(ticks: readonly string[], item: string, ticked: boolean): string[] {
  const others = ticks.filter((each) => each !== item);
  return ticked ? [...others, item] : others;
}
