// Cron jobs, daily: what travellers told the agency goes once their trip is
// PERSONAL_DATA_KEPT_DAYS (30) days over (content/traveller-data.ts),
// and the access log of personal data once it is ACCESS_LOG_KEPT_DAYS (365) old.
//
// The erasure works a batch of requests at a time, each batch one
// transaction: their travellers' proofs' keys move to erased_objects, their
// travellers' rows and their seats' links are deleted, and the names typed in
// the booking form are cleared (the booking row stays, for the accounts, until
// requests/retention.ts's time). A run stopped at any moment so leaves each
// traveller whole or erased, never half. The objects listed in erased_objects
// (from here, from withdrawals, and from proofs replaced) are then deleted from
// R2 and their rows forgotten; a run stopped between the two deletes them again
// next time, which R2 takes as done.
import { addDays, DAY_MS } from "../../content/dates";
import { todayInIndia } from "../../content/india-time";
import { ACCESS_LOG_KEPT_DAYS, PERSONAL_DATA_KEPT_DAYS } from "../../content/traveller-data";
import { D1_LIMITS } from "../db/d1-limits";
import {
  deleteAccessLogBefore,
  eraseTravellersOf,
  ERASURE_MAX_REQUESTS,
  erasedObjects,
  forgetErasedObjects,
  requestsWithTravellersEndedBy,
} from "../db/travellers";

/** Erasure batches a run makes at most; a larger backlog is cleared over the next days' runs. */
const ERASURE_BATCHES_PER_RUN = 10;

/** Per batch, the select and the transaction's four statements. */
export const ERASURE_MAX_QUERIES = ERASURE_BATCHES_PER_RUN * 5;

/** The most keys R2 deletes in one call. */
const R2_DELETE_MAX_KEYS = 1000;
const OBJECT_ROUNDS_PER_RUN = 2;

/** Per round, the select and the batch forgetting the keys 100 a statement. */
export const ERASED_OBJECTS_MAX_QUERIES =
  OBJECT_ROUNDS_PER_RUN * (1 + Math.ceil(R2_DELETE_MAX_KEYS / D1_LIMITS.boundParameters));

/** Lines of the access log one statement deletes, and the statements a run makes at most. */
const ACCESS_LOG_BATCH = 1000;
export const ACCESS_LOG_MAX_QUERIES = 10;

/** The last day a departure may have ended on for its travellers to be erased on `now`'s day in India. */
const erasableEndDate = (now: Date) => addDays(todayInIndia(now), -PERSONAL_DATA_KEPT_DAYS);

/** Erases the travellers of departures that ended long enough ago, up to a run's share; answers how many bookings. */
export async function eraseTravellersAfterTrips(env: Pick<Env, "DB">, now: Date) {
  const endedBy = erasableEndDate(now);
  const at = now.toISOString();
  let bookings = 0;
  for (let batch = 0; batch < ERASURE_BATCHES_PER_RUN; batch += 1) {
    const ids = await requestsWithTravellersEndedBy(env.DB, endedBy, ERASURE_MAX_REQUESTS);
    await eraseTravellersOf(env.DB, ids, at);
    bookings += ids.length;
    if (ids.length < ERASURE_MAX_REQUESTS) break;
  }
  return { bookings };
}

/** Deletes from R2 the objects listed in erased_objects, then forgets them, up to a run's share; answers how many. */
export async function deleteErasedObjects(env: Pick<Env, "DB" | "RESUMES">) {
  let objects = 0;
  for (let round = 0; round < OBJECT_ROUNDS_PER_RUN; round += 1) {
    const keys = await erasedObjects(env.DB, R2_DELETE_MAX_KEYS);
    if (keys.length === 0) break;
    await env.RESUMES.delete(keys);
    await forgetErasedObjects(env.DB, keys);
    objects += keys.length;
    if (keys.length < R2_DELETE_MAX_KEYS) break;
  }
  return { objects };
}

/** Deletes the access log's lines older than ACCESS_LOG_KEPT_DAYS, up to a run's share; answers how many. */
export async function deleteOldAccessLog(env: Pick<Env, "DB">, now: Date) {
  const before = new Date(now.getTime() - ACCESS_LOG_KEPT_DAYS * DAY_MS).toISOString();
  let lines = 0;
  for (let statement = 0; statement < ACCESS_LOG_MAX_QUERIES; statement += 1) {
    const deleted = await deleteAccessLogBefore(env.DB, before, ACCESS_LOG_BATCH);
    lines += deleted;
    if (deleted < ACCESS_LOG_BATCH) break;
  }
  return { lines };
}
