import { Link } from "gatsby";
import type { StaffSelf } from "../../../requests/staff-roles";
import { deskPathOf } from "./desk-location";
import { sectionsAllowed, type DeskSection } from "./desk-sections";
import * as styles from "./staff-desk.module.scss";

interface DeskHeaderProps {
  /** Who is signed in; null until the staff API has said, and for anyone it refused. */
  self: StaffSelf | null;
  /** The section shown, marked in the navigation. */
  current: DeskSection["name"] | null;
}

/** The desk's bar: its name, who is signed in with their roles, and the sections their roles open. */
export function DeskHeader({ self, current }: DeskHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.brand}>
          Safarnama <span>staff desk</span>
        </p>
        {self ? (
          <p className={styles.signedIn}>
            Signed in as {self.email} ({self.roles.join(", ")})
          </p>
        ) : null}
      </div>
      {self ? (
        <nav aria-label="Desk">
          <ul className={styles.nav}>
            {sectionsAllowed(self.may).map((section) => (
              <li key={section.name}>
                <Link to={deskPathOf(section.home)} aria-current={section.name === current ? "page" : undefined}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
