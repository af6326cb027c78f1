import * as React from "react";
import { Link } from "gatsby";
import { AccessLogView } from "./access-log-view";
import { deskPathOf, deskViewOf } from "./desk-location";
import { DepartureListView } from "./departure-list";
import { ManifestView } from "./manifest-view";
import { MoneyView } from "./money-view";
import { RequestListView } from "./request-list";
import { RequestView } from "./request-view";
import { MovesProvider } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

/**
 * The staff desk: the requests visitors sent, one at a time with their
 * history, each departure's manifest and travellers' readiness, the money
 * staff chase, and the access log of travellers' personal data. Which view shows is in the address
 * (`search`); every view reads the staff API, which Cloudflare Access guards.
 */
export function StaffDesk({ search }: { search: string | null }) {
  const view = search === null ? null : deskViewOf(search);
  // The first view shown (after hydration) is not a move; every later change of address is.
  const [moves, setMoves] = React.useState({ search: null as string | null, count: -1 });
  if (moves.search !== search) setMoves({ search, count: moves.count + 1 });
  const section =
    view === null
      ? null
      : view.view === "departures" || view.view === "manifest"
        ? "departures"
        : view.view === "money" || view.view === "access-log"
          ? view.view
          : "requests";

  return (
    <div className={styles.desk}>
      <a href="#desk-main" className={styles.skipLink}>
        Skip to the desk
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>
          Safarnama <span>staff desk</span>
        </p>
        <nav aria-label="Desk">
          <ul className={styles.nav}>
            <li>
              <Link
                to={deskPathOf({ view: "requests", filters: {} })}
                aria-current={section === "requests" ? "page" : undefined}
              >
                Requests
              </Link>
            </li>
            <li>
              <Link
                to={deskPathOf({ view: "departures" })}
                aria-current={section === "departures" ? "page" : undefined}
              >
                Departures
              </Link>
            </li>
            <li>
              <Link to={deskPathOf({ view: "money" })} aria-current={section === "money" ? "page" : undefined}>
                Money
              </Link>
            </li>
            <li>
              <Link
                to={deskPathOf({ view: "access-log", before: null })}
                aria-current={section === "access-log" ? "page" : undefined}
              >
                Access log
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="desk-main" className={styles.main}>
        <MovesProvider value={moves.count}>
          {view === null ? (
            <p className={styles.loading} role="status">
              Opening the desk…
            </p>
          ) : null}
          {view?.view === "requests" ? <RequestListView filters={view.filters} /> : null}
          {view?.view === "request" ? <RequestView key={view.id} id={view.id} /> : null}
          {view?.view === "departures" ? <DepartureListView /> : null}
          {view?.view === "money" ? <MoneyView /> : null}
          {view?.view === "access-log" ? <AccessLogView before={view.before} /> : null}
          {view?.view === "manifest" ? (
            <ManifestView key={`${view.trip} ${view.startDate}`} trip={view.trip} startDate={view.startDate} />
          ) : null}
        </MovesProvider>
      </main>
    </div>
  );
}
