// What every figure of the Numbers section is made of, in order: its heading, the controls that change it,
// a sentence or two saying what the numbers show, the chart, and the table of the same numbers with its CSV.
import * as React from "react";
import { cellText, tableCsv, type FigureTable } from "./figure-table";
import * as styles from "./numbers.module.scss";
import * as deskStyles from "../staff-desk.module.scss";

/** Hands the table's CSV to the browser as a file: nothing is sent anywhere. */
function downloadCsv(table: FigureTable) {
  const url = URL.createObjectURL(new Blob([tableCsv(table)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${table.fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The numbers as a table a screen reader can walk, scrolling sideways inside itself on a phone. */
export function NumbersTable({ table }: { table: FigureTable }) {
  const captionId = React.useId();
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard must scroll it sideways on a phone */}
      <div className={deskStyles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={deskStyles.table}>
          <caption id={captionId}>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.label} scope="col" className={column.kind === "text" ? undefined : deskStyles.amount}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className={table.marked?.[rowIndex] ? styles.flagged : undefined}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cellText(cell, table.columns[index].kind)}
                    </th>
                  ) : (
                    <td key={index} className={table.columns[index].kind === "text" ? undefined : deskStyles.amount}>
                      {cellText(cell, table.columns[index].kind)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className={`${deskStyles.button} ${styles.control}`} onClick={() => downloadCsv(table)}>
        Download CSV<span className={deskStyles.visuallyHidden}> of {table.caption}</span>
      </button>
    </>
  );
}

interface FigureFrameProps {
  id: string;
  title: string;
  /** Selects and switches that change what the figure shows; hidden in print. */
  controls?: React.ReactNode;
  /** One or two sentences written from the numbers. */
  summary: string;
  /** The chart, given the summary's id to point to; null when there is nothing to draw. */
  chart: ((summaryId: string) => React.ReactNode) | null;
  table: FigureTable | null;
  /** Said instead of the chart and table when there are no numbers yet. */
  empty: string;
  /** Shown between the summary and the chart: what to act on. */
  extra?: React.ReactNode;
}

export function FigureFrame({ id, title, controls, summary, chart, table, empty, extra }: FigureFrameProps) {
  const summaryId = `${id}-summary`;
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.figure}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {controls ? <div className={`${deskStyles.filters} ${styles.controls}`}>{controls}</div> : null}
      {table === null || table.rows.length === 0 ? (
        <p className={deskStyles.empty}>{empty}</p>
      ) : (
        <>
          <p id={summaryId} className={styles.summary}>
            {summary}
          </p>
          {extra}
          {chart ? chart(summaryId) : null}
          <NumbersTable table={table} />
        </>
      )}
    </section>
  );
}
