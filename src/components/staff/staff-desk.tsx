import * as React from "react";
import { staffApi } from "../../../requests/staff";
import type { StaffSelf } from "../../../requests/staff-roles";
import { AccessLogView } from "./access-log-view";
import { DeskHeader } from "./desk-header";
import { deskViewOf, type DeskView } from "./desk-location";
import { sectionOf, viewAllowed } from "./desk-sections";
import { DeskSelfProvider, useDeskSelf } from "./desk-self";
import { RosterView } from "./roster/roster-view";
import { OfflineRosters } from "./roster/offline-rosters";
import { useKeptRostersTidy } from "./roster/use-kept-rosters-tidy";
import { DepartureListView } from "./departure-list";
import { ManifestView } from "./manifest-view";
import { MoneyView } from "./money-view";
import { NumbersSection } from "./numbers-section";
import { RequestListView } from "./request-list";
import { RequestView } from "./request-view";
import { ReviewListView, ReviewView } from "./review-moderation";
import { StaffState } from "./staff-state";
import { StaffView } from "./staff-view";
import { useStaffData } from "./use-staff-data";
import { MovesProvider } from "./view-heading";
import * as styles from "./staff-desk.module.scss";

function DeskViewOf({ view }: { view: DeskView }) {
  switch (view.view) {
    case "requests":
      return <RequestListView filters={view.filters} />;
    case "request":
      return <RequestView key={view.id} id={view.id} />;
    case "departures":
      return <DepartureListView />;
    case "manifest":
      return <ManifestView key={`${view.trip} ${view.startDate}`} trip={view.trip} startDate={view.startDate} />;
    case "money":
      return <MoneyView month={view.month} />;
    case "numbers":
      return <NumbersSection address={view} />;
    case "access-log":
      return <AccessLogView before={view.before} />;
    case "staff":
      return <StaffView />;
    case "reviews":
      return <ReviewListView key={view.status} status={view.status} />;
    case "review":
      return <ReviewView key={view.id} id={view.id} />;
    case "roster":
      return <SignedInRoster trip={view.trip} startDate={view.startDate} />;
  }
}

function SignedInRoster({ trip, startDate }: { trip: string; startDate: string }) {
  const { email } = useDeskSelf();
  return <RosterView key={`${trip} ${startDate}`} trip={trip} startDate={startDate} email={email} />;
}

/**
 * The staff desk: the requests visitors sent, one at a time with their
 * history, each departure's manifest and travellers' readiness, the money
 * staff chase and the GST documents issued, the owner's numbers, travellers' reviews to moderate, the access log of travellers'
 * personal data, and who is staff.
 * It first asks the staff API who is signed in, and shows only the sections and
 * controls their roles allow. Which view shows is in the address (`search`);
 * every view reads the staff API, which Cloudflare Access guards.
 */
export function StaffDesk({ search }: { search: string | null }) {
  const asked = search === null ? null : deskViewOf(search);
  const [self, reloadSelf] = useStaffData<StaffSelf>(staffApi.self);
  // The first view shown (after hydration) is not a move; every later change of address is.
  const [moves, setMoves] = React.useState({ search: null as string | null, count: -1 });
  if (moves.search !== search) setMoves({ search, count: moves.count + 1 });
  const signedIn = asked !== null && self.outcome === "ok" ? self.data : null;
  const view = asked !== null && signedIn !== null ? viewAllowed(asked, signedIn.may) : null;
  useKeptRostersTidy(signedIn);
  // No connection at all (whatever navigator.onLine says): a lead may still open a roster kept on this phone.
  const unreachable = asked !== null && self.outcome === "refused" && self.status === 0;

  return (
    <DeskSelfProvider value={signedIn}>
      <div className={styles.desk}>
        <a href="#desk-main" className={styles.skipLink}>
          Skip to the desk
        </a>
        <DeskHeader self={signedIn} current={view === null ? null : sectionOf(view)} />
        <main id="desk-main" className={styles.main}>
          <MovesProvider value={moves.count}>
            {asked === null || self.outcome === "loading" ? (
              <p className={styles.loading} role="status">
                Opening the desk…
              </p>
            ) : unreachable ? (
              <OfflineRosters asked={asked} onRetry={reloadSelf} />
            ) : (
              <StaffState state={self} what="the desk" onRetry={reloadSelf}>
                {() =>
                  view === null ? (
                    <p className={styles.empty}>Your roles open no part of the desk: ask an owner.</p>
                  ) : (
                    <DeskViewOf view={view} />
                  )
                }
              </StaffState>
            )}
          </MovesProvider>
        </main>
      </div>
    </DeskSelfProvider>
  );
}
