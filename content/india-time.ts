// A moment in time as travellers and the agency in India read it: when a
// booking's seats are held until. Apart from format.ts, whose calendar dates
// every page loads, because only the booking dialog and the Worker need it.
import { formatLongDate } from "./format";

/** An instant as the clock in India reads it, where the agency works and calls from: '26 Nov 2026, 3:04 pm IST'. */
export function formatIndiaTime(iso: string): string {
  const india = new Date(Date.parse(iso) + 330 * 60_000);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, "0");
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
  return `${formatLongDate(india.toISOString().slice(0, 10))}, ${clock} IST`;
}
