import * as React from "react";
import { staffApi, type PermitList } from "../../../requests/staff";
import { formatCount } from "../../../content/format";
import { postStaffJson, saidOf } from "./staff-client";
import * as styles from "./staff-desk.module.scss";

type Step = { step: "closed" } | { step: "confirming" } | { step: "shown"; list: PermitList };

/**
 * A departure's permit list: its confirmed travellers' ID numbers, shown or
 * downloaded only once staff confirm they know each opening is logged, and
 * never kept in the address, so a reload does not open it again.
 */
export function PermitListSection({ trip, startDate }: { trip: string; startDate: string }) {
  const [step, setStep] = React.useState<Step>({ step: "closed" });
  const [opening, setOpening] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const askRef = React.useRef<HTMLButtonElement>(null);
  const moved = React.useRef(false);
  React.useEffect(() => {
    // Focus follows each step staff take, so a screen reader reads what appeared; not on the first render.
    if (!moved.current) return;
    if (step.step === "closed") askRef.current?.focus();
    else headingRef.current?.focus();
  }, [step.step]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };
  const show = async () => {
    setOpening(true);
    setFailure(null);
    const answer = await postStaffJson<PermitList>(staffApi.permitList(trip, startDate), {});
    setOpening(false);
    if (answer.outcome === "ok") go({ step: "shown", list: answer.data });
    else setFailure(saidOf(answer, () => "").message);
  };
  return (
    <section aria-labelledby="permit-heading">
      <h2 id="permit-heading">Permit list</h2>
      {step.step === "closed" ? (
        <>
          <p className={styles.meaning}>
            Names, ID types and ID numbers of the confirmed travellers, for permits. Opening it is logged.
          </p>
          <button type="button" className={styles.button} ref={askRef} onClick={() => go({ step: "confirming" })}>
            Open the permit list…
          </button>
        </>
      ) : null}
      {step.step === "confirming" ? (
        <div className={styles.notice} role="group" aria-labelledby="permit-confirm-heading">
          <h3 id="permit-confirm-heading" tabIndex={-1} ref={headingRef}>
            Open the permit list?
          </h3>
          <p>
            It shows each confirmed traveller&apos;s ID number. Each time you show or download it, your email and the
            time are written to the access log, which travellers may ask to see. Download it only to apply for permits,
            and delete the file once they are issued.
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={opening} onClick={() => void show()}>
              {opening ? "Opening…" : "Show the permit list"}
            </button>
            {/* A form POST from this page, so the download is the desk's own and its log line cannot be forged by a link. */}
            <form method="post" action={staffApi.permitListCsv(trip, startDate)}>
              <button type="submit" className={styles.button}>
                Download the permit list (CSV)
              </button>
            </form>
            <button type="button" className={styles.quietButton} onClick={() => go({ step: "closed" })}>
              Cancel
            </button>
          </div>
          {failure ? (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
        </div>
      ) : null}
      {step.step === "shown" ? (
        <>
          <h3 tabIndex={-1} ref={headingRef}>
            {formatCount(step.list.travellers.length, "traveller", "travellers")} with their ID
            {step.list.missing > 0 ? ` · ${step.list.missing} not told yet` : ""}
          </h3>
          {step.list.travellers.length === 0 ? (
            <p className={styles.empty}>No confirmed traveller has told their ID yet.</p>
          ) : (
            // A region that scrolls sideways on a phone must take the focus, or a keyboard cannot scroll it.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div className={styles.tableScroll} role="region" aria-label="Permit list table" tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">ID type</th>
                    <th scope="col">ID number</th>
                    <th scope="col">Booking</th>
                    <th scope="col">Seat</th>
                  </tr>
                </thead>
                <tbody>
                  {step.list.travellers.map((line) => (
                    <tr key={`${line.requestId} ${line.seat}`}>
                      <th scope="row">{line.name}</th>
                      <td>{ID_TYPES[line.idType] ?? line.idType}</td>
                      <td>{line.idNumber}</td>
                      <td>{line.reference ?? line.requestId}</td>
                      <td>{line.seat}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p>
            <button type="button" className={styles.quietButton} onClick={() => go({ step: "closed" })}>
              Hide the permit list
            </button>
          </p>
        </>
      ) : null}
    </section>
  );
}

/** The ID types as staff read them; Aadhaar is only ever its last four digits. */
const ID_TYPES: Record<string, string> = {
  passport: "Passport",
  "voter-id": "Voter ID",
  "driving-licence": "Driving licence",
  aadhaar: "Aadhaar (last 4 digits)",
};
