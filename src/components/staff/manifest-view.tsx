import * as React from "react";
import { Link } from "gatsby";
import { staffApi, type Manifest } from "../../../requests/staff";
import { statusInfo, type SeatHolder } from "../../../requests/statuses";
import { formatCount, formatDateRange } from "../../../content/format";
import { seatsText } from "./departure-list";
import { DeskBookingForm } from "./desk-booking-form";
import { PermitListSection } from "./permit-list";
import { ReadinessSection } from "./traveller-readiness";
import { deskPathOf } from "./desk-location";
import { useMay } from "./desk-self";
import { CalledOffList, CallOffForm } from "./call-off";
import { RequestLink } from "./request-link";
import { formatInstant } from "./desk-format";
import { StaffState } from "./staff-state";
import { useStaffData } from "./use-staff-data";
import { ViewHeading } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

function Travellers({ manifest }: { manifest: Manifest }) {
  if (manifest.travellers.length === 0) return <p className={styles.empty}>Nobody is confirmed yet.</p>;
  return (
    // A region that scrolls sideways on a phone must take the focus, or a keyboard cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-label="Travellers table" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Name</th>
            <th scope="col">Seats</th>
            <th scope="col">Phone</th>
            <th scope="col">Email</th>
            <th scope="col">Confirmed</th>
          </tr>
        </thead>
        <tbody>
          {manifest.travellers.map((traveller, index) => (
            <tr key={traveller.id}>
              <td>{index + 1}</td>
              <th scope="row">
                <RequestLink id={traveller.id}>{traveller.name}</RequestLink>
              </th>
              <td>
                {traveller.seats}
                {traveller.others.length > 0 ? ` (with ${traveller.others.join(", ")})` : ""}
              </td>
              <td>
                <a href={`tel:${traveller.phone.replace(/\s/g, "")}`}>{traveller.phone}</a>
              </td>
              <td>
                <a href={`mailto:${traveller.email}`}>{traveller.email}</a>
              </td>
              <td>{traveller.confirmedAt ? formatInstant(traveller.confirmedAt) : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each confirmed traveller who has told their details: what a trip lead needs, never an ID number or health answer. */
function TravellerDetailsTable({ manifest }: { manifest: Manifest }) {
  const rows = manifest.travellers.flatMap((booking) => booking.details.map((details) => ({ booking, details })));
  if (rows.length === 0) return <p className={styles.empty}>No confirmed traveller has told their details yet.</p>;
  return (
    // A region that scrolls sideways on a phone must take the focus, or a keyboard cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-label="Travellers' details table" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Age at departure</th>
            <th scope="col">Gender</th>
            <th scope="col">Dietary needs</th>
            <th scope="col">Phone</th>
            <th scope="col">Emergency contact</th>
            <th scope="col">Guardian (under 18)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ booking, details }) => (
            <tr key={`${booking.id} ${details.seat}`}>
              <th scope="row">{details.name}</th>
              <td>{details.age}</td>
              <td>{details.gender}</td>
              <td>{details.dietary || "—"}</td>
              <td>
                <a href={`tel:${details.phone.replace(/\s/g, "")}`}>{details.phone}</a>
              </td>
              <td>
                {details.emergency.name} ({details.emergency.relation}),{" "}
                <a href={`tel:${details.emergency.phone.replace(/\s/g, "")}`}>{details.emergency.phone}</a>
              </td>
              <td>{details.guardian ? `${details.guardian.name}, ${details.guardian.phone}` : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What holds share, in the desk's words: an internet address is the connection a booking was sent from. */
const SHARED_WORDS: Record<SeatHolder, string> = { email: "email", phone: "phone", address: "connection" };

/** 'email and connection', 'email, phone and connection'. */
const sharedList = (shares: readonly SeatHolder[]) =>
  new Intl.ListFormat("en-IN", { type: "conjunction" }).format(shares.map((holder) => SHARED_WORDS[holder]));

/**
 * Holds linked by a shared email, phone or connection: perhaps one person
 * holding seats under several names, which staff call about or decline.
 */
function SharedHoldsNotice({ manifest }: { manifest: Manifest }) {
  const names = new Map(manifest.holds.map((held) => [held.id, held.name]));
  return (
    <div className={styles.notice}>
      <p>
        <strong>Holds that share details.</strong> One person may be holding seats under several names: call them, or
        decline the holds that are not real. Many people can share one mobile connection.
      </p>
      <ul className={styles.waitlist}>
        {manifest.sharedHolds.map((group) => (
          <li key={group.ids.join(" ")}>
            Same {sharedList(group.shares)}:{" "}
            {group.ids.map((id, index) => (
              <React.Fragment key={id}>
                {index > 0 ? ", " : ""}
                <RequestLink id={id}>{names.get(id)}</RequestLink>
              </React.Fragment>
            ))}{" "}
            ({formatCount(group.ids.length, "hold", "holds")}, {formatCount(group.seats, "seat", "seats")})
          </li>
        ))}
      </ul>
    </div>
  );
}

function Holds({ manifest }: { manifest: Manifest }) {
  if (manifest.holds.length === 0) return <p className={styles.empty}>No seats are held.</p>;
  return (
    <>
      {manifest.sharedHolds.length > 0 ? <SharedHoldsNotice manifest={manifest} /> : null}
      <ul className={styles.waitlist}>
        {manifest.holds.map((held) => (
          <li key={held.id}>
            <RequestLink id={held.id}>{held.name}</RequestLink>, {formatCount(held.seats, "seat", "seats")},{" "}
            {held.phone}, {held.email}, held until{" "}
            {held.holdUntil ? <time dateTime={held.holdUntil}>{formatInstant(held.holdUntil)}</time> : "—"}
            {held.addressTag ? `, from connection ${held.addressTag}` : ""}
            {held.shares.length > 0 ? (
              <>
                {" "}
                <span className={`${styles.badge} ${styles.waiting}`}>Same {sharedList(held.shares)}</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function Waitlist({ manifest }: { manifest: Manifest }) {
  if (manifest.waitlist.length === 0) return <p className={styles.empty}>Nobody is waiting.</p>;
  return (
    <ol className={styles.waitlist}>
      {manifest.waitlist.map((waiting) => (
        <li key={waiting.id}>
          <RequestLink id={waiting.id}>{waiting.name}</RequestLink> ({statusInfo("waitlist", waiting.status).label}
          {waiting.holdUntil ? (
            <>
              {" "}
              until <time dateTime={waiting.holdUntil}>{formatInstant(waiting.holdUntil)}</time>
            </>
          ) : null}
          ), {formatCount(waiting.seats, "seat", "seats")}, {waiting.phone}, asked{" "}
          <time dateTime={waiting.receivedAt}>{formatInstant(waiting.receivedAt)}</time>
        </li>
      ))}
    </ol>
  );
}

/**
 * One departure's manifest: who travels with their details, a CSV of them for
 * the trip lead, whether each seat is ready, the permit list on request, and who waits in order.
 */
export function ManifestView({ trip, startDate }: { trip: string; startDate: string }) {
  const [state, reload, replace] = useStaffData<Manifest>(staffApi.manifest(trip, startDate));
  const mayReadPersonalData = useMay("personal-data.read");
  const mayTakeBookings = useMay("requests.change");
  const mayCallOff = useMay("plans.change");
  return (
    <>
      <p>
        <Link to={deskPathOf({ view: "departures" })}>← All departures</Link>
      </p>
      <StaffState state={state} what="the manifest" onRetry={reload}>
        {(manifest) => (
          <>
            <ViewHeading>
              {manifest.trip.title}, {formatDateRange(manifest.startDate, manifest.endDate)}
            </ViewHeading>
            <p className={manifest.free <= 0 ? styles.full : undefined}>
              {manifest.overbooked ? <strong>Overbooked: more seats are taken than the departure has · </strong> : null}
              {seatsText(manifest)}
            </p>
            <p>
              {formatCount(manifest.arrived, "traveller", "travellers")} of {manifest.sold} checked in at the pickup
            </p>
            <p className={styles.actions}>
              <a className={styles.button} href={staffApi.manifestCsv(trip, startDate)} download>
                Download the manifest (CSV)
              </a>
              {mayReadPersonalData ? (
                <Link className={styles.button} to={deskPathOf({ view: "roster", trip, startDate })}>
                  The lead&apos;s roster and check-in
                </Link>
              ) : null}
            </p>
            <section aria-labelledby="travellers-heading">
              <h2 id="travellers-heading">
                Travellers: {formatCount(manifest.travellers.length, "confirmed", "confirmed")}
              </h2>
              <Travellers manifest={manifest} />
              <h3 className={styles.subheading}>Their details, for the trip lead</h3>
              <TravellerDetailsTable manifest={manifest} />
            </section>
            <ReadinessSection manifest={manifest} onReviewed={replace} onStale={reload} />
            {mayReadPersonalData ? <PermitListSection trip={trip} startDate={startDate} /> : null}
            <section aria-labelledby="holds-heading">
              <h2 id="holds-heading">Held, deposit due: {manifest.holds.length}</h2>
              <Holds manifest={manifest} />
            </section>
            <section aria-labelledby="waitlist-heading">
              <h2 id="waitlist-heading">Waitlist, in order: {manifest.waitlist.length}</h2>
              <p className={styles.meaning}>
                Freed seats are offered to the first waiting request they fit, by email, within a minute. To offer or
                skip one by hand, open it and move it to Offered or Lapsed with a note.
              </p>
              <Waitlist manifest={manifest} />
            </section>
            {manifest.calledOff || mayCallOff ? (
              <section aria-labelledby="call-off-heading">
                <h2 id="call-off-heading">{manifest.calledOff ? "Called off" : "Calling it off"}</h2>
                {manifest.calledOff ? (
                  <CalledOffList calledOff={manifest.calledOff} />
                ) : (
                  <CallOffForm manifest={manifest} onCalledOff={replace} />
                )}
              </section>
            ) : null}
            {mayTakeBookings && !manifest.calledOff ? (
              <section aria-labelledby="phone-booking-heading">
                <h2 id="phone-booking-heading">A sale by phone</h2>
                {manifest.free > 0 ? (
                  <DeskBookingForm trip={trip} startDate={startDate} free={manifest.free} />
                ) : (
                  <p className={styles.empty}>No seats are free: a phone sale would overbook the departure.</p>
                )}
              </section>
            ) : null}
          </>
        )}
      </StaffState>
    </>
  );
}
