// Sends what waits on the phone for a connection (kept-rosters.ts): the pickup's ticks, then the
// openings of a kept copy for the access log. Whatever cannot be sent waits for the next try; a
// departure the lead no longer leads (403) has its copy and what waits for it dropped.
import { rosterApi, type CheckInList } from "../../../../requests/staff-roster";
import { postStaffJson } from "../staff-client";
import { departuresWaiting, forgetRoster, sent, waitingFor } from "./kept-rosters";

/** What sending one departure's waiting changes came to. */
export type SendOutcome = { sent: true; checkIns: CheckInList | null } | { sent: false; refused: boolean };

/** Sends what waits for `trip`'s departure on `startDate`. */
export async function sendWaiting(trip: string, startDate: string): Promise<SendOutcome> {
  const waiting = waitingFor(trip, startDate);
  let checkIns: CheckInList | null = null;
  if (waiting.checkIns.length > 0) {
    const answer = await postStaffJson<CheckInList>(rosterApi.checkIns(trip, startDate), { changes: waiting.checkIns });
    if (answer.outcome !== "ok") return refusedOrNot(trip, startDate, answer);
    checkIns = answer.data;
  }
  if (waiting.openings.length > 0) {
    const answer = await postStaffJson(rosterApi.openings(trip, startDate), { openings: waiting.openings });
    if (answer.outcome !== "ok") return refusedOrNot(trip, startDate, answer);
  }
  sent(trip, startDate, waiting);
  return { sent: true, checkIns };
}

function refusedOrNot(trip: string, startDate: string, answer: { outcome: string; status?: number }): SendOutcome {
  const refused = answer.outcome === "refused" && answer.status === 403;
  if (refused) {
    forgetRoster(trip, startDate);
    sent(trip, startDate, waitingFor(trip, startDate));
  }
  return { sent: false, refused };
}

/** Sends what waits for every departure; answers whether everything went. */
export async function sendAllWaiting(): Promise<boolean> {
  const outcomes = await Promise.all(departuresWaiting().map(({ trip, startDate }) => sendWaiting(trip, startDate)));
  return outcomes.every((outcome) => outcome.sent);
}
