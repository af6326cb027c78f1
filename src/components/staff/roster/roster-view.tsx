import * as React from "react";
import { formatLongDate } from "../../../../content/format";
import { rosterApi, type CheckIn, type Roster, type RosterVersion } from "../../../../requests/staff-roster";
import { formatInstant } from "../desk-format";
import { getStaffJson, postStaffJson } from "../staff-client";
import { ViewHeading } from "../view-heading";
import { keepDeskOnPhone } from "./desk-on-phone";
import {
  clearWrongPins,
  countWrongPin,
  forgetExpired,
  forgetRoster,
  keepRoster,
  keptRoster,
  keptUntil,
  MAX_PIN_ATTEMPTS,
  waitCheckIn,
  waitingFor,
  waitOpening,
} from "./kept-rosters";
import { sendWaiting } from "./roster-sync";
import { isValidPin, openRoster, PIN_MIN_DIGITS, sealRoster, type SealedRoster } from "./roster-vault";
import * as desk from "../staff-desk.module.scss";
import * as styles from "./roster.module.scss";

type Shown =
  | { state: "loading" }
  /** Read from the Worker just now. */
  | { state: "live"; roster: Roster }
  /** No connection: the copy kept on this phone, waiting for its PIN. */
  | { state: "locked"; copy: SealedRoster }
  /** The copy kept on this phone, opened. */
  | { state: "opened"; roster: Roster; copy: SealedRoster }
  | { state: "unavailable"; message: string };

const seatKey = (requestId: string, seat: number) => `${requestId}/${seat}`;

/** Whether `phone` is a number to call (seats sold before the site took bookings have none). */
const isDialable = (phone: string) => (phone.match(/\d/g) ?? []).length >= 6;

/** Who has arrived: the roster's check-ins, then the ticks made here that wait for a connection. */
function arrivedSeats(roster: Roster, checkIns: CheckIn[]): Set<string> {
  const latest = new Map(checkIns.map((checkIn) => [seatKey(checkIn.requestId, checkIn.seat), checkIn]));
  for (const tick of waitingFor(roster.trip.slug, roster.startDate).checkIns) {
    const key = seatKey(tick.requestId, tick.seat);
    const known = latest.get(key);
    if (!known || tick.at > known.at) latest.set(key, { ...tick, by: "" });
  }
  return new Set([...latest.entries()].filter(([, checkIn]) => checkIn.arrived).map(([key]) => key));
}

/**
 * A trip lead's roster of one departure: each traveller with what the lead needs on the mountain, the
 * pickup's ticks, and the copy kept on the phone under a PIN for when there is no signal. Online it
 * reads the Worker (each read logged); with no connection, whatever navigator.onLine says, it offers
 * the kept copy, and sends its ticks and openings once the connection is back.
 */
export function RosterView({ trip, startDate, email }: { trip: string; startDate: string; email: string }) {
  const [shown, setShown] = React.useState<Shown>({ state: "loading" });
  const [checkIns, setCheckIns] = React.useState<CheckIn[]>([]);
  const [said, setSaid] = React.useState<string | null>(null);
  const [round, setRound] = React.useState(0);

  React.useEffect(() => {
    let current = true;
    forgetExpired(new Date());
    void (async () => {
      await sendWaiting(trip, startDate);
      const answer = await postStaffJson<Roster>(rosterApi.roster(trip, startDate), {});
      if (!current) return;
      if (answer.outcome === "ok") {
        setShown({ state: "live", roster: answer.data });
        setCheckIns(answer.data.checkIns);
        return;
      }
      const copy = keptRoster(trip, startDate);
      if (answer.outcome === "refused" && answer.status === 0 && copy) {
        setShown({ state: "locked", copy });
      } else {
        if (answer.outcome === "refused" && answer.status === 403) forgetRoster(trip, startDate);
        setShown({
          state: "unavailable",
          message:
            answer.outcome === "refused" && answer.status === 0
              ? "There is no connection, and no copy of this roster is kept on this phone."
              : answer.outcome === "signed-out"
                ? "Your sign-in has run out: reload the page."
                : answer.message,
        });
      }
    })();
    return () => {
      current = false;
    };
  }, [trip, startDate, round]);

  const tick = async (requestId: string, seat: number, arrived: boolean) => {
    waitCheckIn(trip, startDate, { requestId, seat, arrived, at: new Date().toISOString() });
    setCheckIns((known) => [...known]);
    const outcome = await sendWaiting(trip, startDate);
    if (outcome.sent && outcome.checkIns) setCheckIns(outcome.checkIns.checkIns);
    else if (!outcome.sent) setSaid("Ticked on this phone: it reaches the desk once there is a connection.");
  };

  return (
    <>
      <ViewHeading>
        Roster
        {shown.state === "live" || shown.state === "opened"
          ? `: ${shown.roster.trip.title}, ${formatLongDate(startDate)}`
          : null}
      </ViewHeading>
      {shown.state === "loading" ? (
        <p className={desk.loading} role="status">
          Loading the roster…
        </p>
      ) : null}
      {shown.state === "unavailable" ? (
        <div className={desk.notice} role="alert">
          <p>{shown.message}</p>
        </div>
      ) : null}
      {shown.state === "locked" ? (
        <UnlockForm
          copy={shown.copy}
          onOpened={(roster) => {
            setShown({ state: "opened", roster, copy: shown.copy });
            setCheckIns(roster.checkIns);
          }}
          onDeleted={() =>
            setShown({
              state: "unavailable",
              message: `${MAX_PIN_ATTEMPTS} wrong PINs: the copy kept on this phone is deleted. Open the roster again once there is a connection.`,
            })
          }
        />
      ) : null}
      {shown.state === "opened" ? (
        <OfflineNote copy={shown.copy} trip={trip} startDate={startDate} onRefresh={() => setRound((n) => n + 1)} />
      ) : null}
      {shown.state === "live" ? <KeepOnPhone roster={shown.roster} email={email} /> : null}
      {said ? (
        <p className={desk.saved} role="status">
          {said}
        </p>
      ) : null}
      {shown.state === "live" || shown.state === "opened" ? (
        <RosterList roster={shown.roster} arrived={arrivedSeats(shown.roster, checkIns)} onTick={tick} />
      ) : null}
    </>
  );
}

/** The PIN that opens the copy kept on this phone; five wrong ones delete it. */
function UnlockForm({
  copy,
  onOpened,
  onDeleted,
}: {
  copy: SealedRoster;
  onOpened: (roster: Roster) => void;
  onDeleted: () => void;
}) {
  const [pin, setPin] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [opening, setOpening] = React.useState(false);
  const input = React.useRef<HTMLInputElement>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setOpening(true);
    const now = new Date();
    const roster = await openRoster(copy, pin, now);
    setOpening(false);
    if (roster) {
      clearWrongPins(copy);
      waitOpening(copy.trip, copy.startDate, now.toISOString());
      onOpened(roster);
      return;
    }
    const left = countWrongPin(copy);
    if (left === 0) return onDeleted();
    setPin("");
    setError(`That PIN does not open it. ${left} ${left === 1 ? "try" : "tries"} left before the copy deletes itself.`);
    input.current?.focus();
  };

  return (
    <form className={styles.pinForm} onSubmit={submit} noValidate>
      <p>There is no connection. The roster kept on this phone on {formatInstant(copy.takenAt)} opens with your PIN.</p>
      <label htmlFor="roster-unlock-pin">PIN</label>
      <input
        ref={input}
        id="roster-unlock-pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "roster-unlock-error" : undefined}
      />
      {error ? (
        <p id="roster-unlock-error" className={desk.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={desk.button} disabled={opening}>
        {opening ? "Opening…" : "Open the roster"}
      </button>
    </form>
  );
}

/** Says the roster shown is the kept copy, how old it is, and checks for a newer one when asked. */
function OfflineNote({
  copy,
  trip,
  startDate,
  onRefresh,
}: {
  copy: SealedRoster;
  trip: string;
  startDate: string;
  onRefresh: () => void;
}) {
  const [changed, setChanged] = React.useState<string | null>(null);
  const check = async () => {
    const answer = await getStaffJson<RosterVersion>(rosterApi.version(trip, startDate));
    if (answer.outcome !== "ok") return setChanged("Still no connection.");
    await sendWaiting(trip, startDate);
    if (answer.data.version === copy.version) return setChanged("The connection is back and this copy is current.");
    setChanged("changed");
  };
  return (
    <div className={styles.offline} role="status">
      <p>
        <strong>Offline copy.</strong> Kept on this phone on {formatInstant(copy.takenAt)}. Ticks are sent to the desk
        once there is a connection.
      </p>
      {changed === "changed" ? (
        <p>
          The roster has changed since this copy was kept.{" "}
          <button type="button" className={desk.button} onClick={onRefresh}>
            Show the new roster
          </button>
        </p>
      ) : (
        <p>
          {changed}{" "}
          <button type="button" className={desk.quietButton} onClick={() => void check()}>
            Check the connection
          </button>
        </p>
      )}
    </div>
  );
}

/** Keeps the roster on this phone under a PIN, or says the kept copy is older than this one. */
function KeepOnPhone({ roster, email }: { roster: Roster; email: string }) {
  const [kept, setKept] = React.useState(() => keptRoster(roster.trip.slug, roster.startDate));
  const [pin, setPin] = React.useState("");
  const [again, setAgain] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [said, setSaid] = React.useState<string | null>(null);
  const [keeping, setKeeping] = React.useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!isValidPin(pin)) return setError(`Choose a PIN of at least ${PIN_MIN_DIGITS} digits.`);
    if (pin !== again) return setError("The two PINs differ: type the same PIN twice.");
    setError(null);
    setKeeping(true);
    const copy = await sealRoster(roster, email, pin, keptUntil(roster.endDate), new Date());
    keepRoster(copy);
    const pageKept = await keepDeskOnPhone();
    setKeeping(false);
    setKept(copy);
    setPin("");
    setAgain("");
    setSaid(
      `Kept on this phone, sealed under your PIN, until ${formatInstant(copy.expiresAt)}.` +
        (pageKept
          ? " With no signal, open this page and enter the PIN."
          : " This browser cannot keep the desk's page."),
    );
  };

  const older = kept !== null && kept.version !== roster.version;
  return (
    <section className={styles.keep} aria-labelledby="roster-keep-heading">
      <h2 id="roster-keep-heading">Keep it on this phone</h2>
      {kept && !older ? (
        <p>
          A copy is kept on this phone (from {formatInstant(kept.takenAt)}).{" "}
          <button
            type="button"
            className={desk.quietButton}
            onClick={() => {
              forgetRoster(kept.trip, kept.startDate);
              setKept(null);
              setSaid("The copy on this phone is deleted.");
            }}
          >
            Delete it
          </button>
        </p>
      ) : null}
      {older ? (
        <p role="status">The copy kept on this phone is older than this roster: keep this one instead.</p>
      ) : null}
      {!kept || older ? (
        <form className={styles.pinForm} onSubmit={submit} noValidate>
          <p>For where there is no signal: sealed under a PIN only you know; five wrong PINs delete it.</p>
          <label htmlFor="roster-pin">PIN ({PIN_MIN_DIGITS} digits or more)</label>
          <input
            id="roster-pin"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "roster-pin-error" : undefined}
          />
          <label htmlFor="roster-pin-again">The same PIN again</label>
          <input
            id="roster-pin-again"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={again}
            onChange={(event) => setAgain(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "roster-pin-error" : undefined}
          />
          {error ? (
            <p id="roster-pin-error" className={desk.fieldError} role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className={desk.button} disabled={keeping}>
            {keeping ? "Keeping…" : "Keep on this phone"}
          </button>
        </form>
      ) : null}
      {said ? (
        <p className={desk.saved} role="status">
          {said}
        </p>
      ) : null}
    </section>
  );
}

/** The travellers, booking by booking, with a tick for each seat's arrival at the pickup. */
function RosterList({
  roster,
  arrived,
  onTick,
}: {
  roster: Roster;
  arrived: Set<string>;
  onTick: (requestId: string, seat: number, arrived: boolean) => void;
}) {
  const seats = roster.bookings.reduce((sum, booking) => sum + booking.seats, 0);
  return (
    <>
      <p className={styles.headcount} aria-live="polite">
        {arrived.size} of {seats} arrived
      </p>
      <ol className={styles.bookings}>
        {roster.bookings.map((booking) => (
          <li key={booking.requestId} className={styles.booking}>
            <p className={styles.bookingLine}>
              {booking.reference ?? booking.requestId} · booked by {booking.booker}
              {booking.bookerPhone && isDialable(booking.bookerPhone) ? (
                <>
                  {" "}
                  · <a href={`tel:${booking.bookerPhone.replace(/\s/g, "")}`}>{booking.bookerPhone}</a>
                </>
              ) : null}
            </p>
            <ul className={styles.travellers}>
              {Array.from({ length: booking.seats }, (_, index) => index + 1).map((seat) => {
                const traveller = booking.travellers.find((told) => told.seat === seat);
                const handedOn = booking.handedOn.find((change) => change.seat === seat);
                const key = seatKey(booking.requestId, seat);
                return (
                  <li key={seat} className={styles.traveller}>
                    <label className={styles.arrived}>
                      <input
                        type="checkbox"
                        checked={arrived.has(key)}
                        onChange={(event) => onTick(booking.requestId, seat, event.target.checked)}
                      />
                      <span>{traveller ? traveller.name : `Seat ${seat} (no details yet)`} arrived</span>
                    </label>
                    {handedOn ? (
                      <p className={styles.handedOn}>
                        Handed to someone else on {formatInstant(handedOn.at)}
                        {traveller ? "" : ": waiting for the new traveller's details"}
                      </p>
                    ) : null}
                    {traveller ? (
                      <dl className={styles.facts}>
                        <dt>Age, gender</dt>
                        <dd>
                          {traveller.age}, {traveller.gender}
                        </dd>
                        <dt>Phone</dt>
                        <dd>
                          <a href={`tel:${traveller.phone.replace(/\s/g, "")}`}>{traveller.phone}</a>
                        </dd>
                        <dt>Emergency contact</dt>
                        <dd>
                          {traveller.emergency.name} ({traveller.emergency.relation}),{" "}
                          <a href={`tel:${traveller.emergency.phone.replace(/\s/g, "")}`}>
                            {traveller.emergency.phone}
                          </a>
                        </dd>
                        <dt>Food</dt>
                        <dd>{traveller.dietary || "No needs told"}</dd>
                        <dt>Health</dt>
                        <dd>
                          {traveller.health.length === 0 ? (
                            "Nothing declared"
                          ) : (
                            <ul className={styles.health}>
                              {traveller.health.map((answer) => (
                                <li key={answer.question}>
                                  {answer.question} <strong>Yes:</strong> {answer.details}
                                </li>
                              ))}
                            </ul>
                          )}
                        </dd>
                        {traveller.guardian ? (
                          <>
                            <dt>Guardian (under 18)</dt>
                            <dd>
                              {traveller.guardian.name},{" "}
                              <a href={`tel:${traveller.guardian.phone.replace(/\s/g, "")}`}>
                                {traveller.guardian.phone}
                              </a>
                            </dd>
                          </>
                        ) : null}
                        <dt>ID</dt>
                        <dd>
                          {traveller.idType} {traveller.idNumber}
                        </dd>
                      </dl>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}
