import { Link } from "gatsby";
import { staffApi, type AccessLogLine, type AccessLogPage } from "../../../requests/staff";
import { formatLongDate } from "../../../content/format";
import { deskPathOf } from "./desk-location";
import { formatInstant } from "./desk-format";
import { RequestLink } from "./request-link";
import { StaffState } from "./staff-state";
import { useStaffData } from "./use-staff-data";
import { ViewHeading } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

const WHAT_WORDS: Record<AccessLogLine["what"], string> = {
  "permit-list": "Permit list (ID numbers)",
  proof: "Fitness proof",
  health: "Health answers",
  roster: "Lead's roster (IDs, health answers)",
  "roster-offline": "Lead's roster, opened on their phone offline",
};

/** Reads of a whole departure's travellers at once, which name no booking or seat. */
const departureWide = (line: AccessLogLine) =>
  line.what === "permit-list" || line.what === "roster" || line.what === "roster-offline";

function Whose({ line }: { line: AccessLogLine }) {
  if (departureWide(line)) return <>Every confirmed traveller</>;
  const seat = line.seat === null ? "" : `seat ${line.seat}`;
  return <>{line.traveller ? `${line.traveller} (${seat})` : `${seat}, erased since`}</>;
}

/**
 * Every time staff read a traveller's ID number, health answers or fitness
 * proof, newest first, a page at a time: who, under which role and why, what, whose, and when.
 */
export function AccessLogView({ before }: { before: number | null }) {
  const [state, reload] = useStaffData<AccessLogPage>(staffApi.accessLog(before ?? undefined));
  return (
    <>
      <ViewHeading>Access log</ViewHeading>
      <p className={styles.meaning}>
        Each time staff see an ID number, health answers or a fitness proof, or show or download a permit list. Kept a
        year; travellers&apos; own data is erased 30 days after their trip.
      </p>
      <StaffState state={state} what="the access log" onRetry={reload}>
        {(page) =>
          page.lines.length === 0 ? (
            <p className={styles.empty}>
              Nobody has read travellers&apos; personal data{before ? " before these" : ""}.
            </p>
          ) : (
            <>
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard must scroll it sideways on a phone */}
              <div className={styles.tableScroll} role="region" aria-label="Access log table" tabIndex={0}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Who</th>
                      <th scope="col">Role</th>
                      <th scope="col">Why</th>
                      <th scope="col">What</th>
                      <th scope="col">Whose</th>
                      <th scope="col">Booking</th>
                      <th scope="col">Departure</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.lines.map((line) => (
                      <tr key={line.id}>
                        <th scope="row">
                          <time dateTime={line.at}>{formatInstant(line.at)}</time>
                        </th>
                        <td>{line.staffEmail}</td>
                        {/* Reads made before the desk had roles recorded neither. */}
                        <td>{line.role ?? "—"}</td>
                        <td>{line.purpose ?? "—"}</td>
                        <td>{WHAT_WORDS[line.what]}</td>
                        <td>
                          <Whose line={line} />
                        </td>
                        <td>
                          {line.request ? (
                            <RequestLink id={line.request.id}>
                              {line.request.reference ?? line.request.name ?? line.request.id}
                            </RequestLink>
                          ) : departureWide(line) ? (
                            ""
                          ) : (
                            "deleted"
                          )}
                        </td>
                        <td>
                          {line.departure ? (
                            <Link
                              to={deskPathOf({
                                view: "manifest",
                                trip: line.departure.trip.slug,
                                startDate: line.departure.startDate,
                              })}
                            >
                              {line.departure.trip.title}, {formatLongDate(line.departure.startDate)}
                            </Link>
                          ) : (
                            ""
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className={styles.actions}>
                {before !== null ? (
                  <Link to={deskPathOf({ view: "access-log", before: null })}>Newest reads</Link>
                ) : null}
                {page.next !== null ? (
                  <Link to={deskPathOf({ view: "access-log", before: page.next })}>Older reads</Link>
                ) : null}
              </p>
            </>
          )
        }
      </StaffState>
    </>
  );
}
