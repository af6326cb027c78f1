import * as React from "react";
import { LocalLink } from "../ui/local-link";
import { MAIN_NAV } from "../../lib/navigation";
import { useMessages } from "../../hooks/use-messages";
import { fillMessage } from "../../../content/fill-message";
import { ROUTES } from "../../../content/routes.mjs";
import { ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import * as styles from "./site-header.module.scss";

const MENU_ID = "site-menu";

/**
 * Top navigation. Gatsby's Link marks the current page with aria-current="page".
 * Below the md breakpoint the links sit behind a disclosure button; choosing a
 * link, pressing Escape or navigating elsewhere closes it.
 */
export function SiteHeader({ siteName, pathname }: { siteName: string; pathname: string }) {
  const messages = useMessages("layout");
  // The menu remembers the page it was opened on, so it is closed on any other.
  const [menuOpenOn, setMenuOpenOn] = React.useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  React.useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LocalLink
          to={ROUTES.home}
          className={styles.brand}
          aria-label={fillMessage(messages.homeLinkLabel, { siteName })}
        >
          <Logo name={siteName} />
        </LocalLink>
        <div className={styles.languages}>
          <LanguageSwitch pathname={pathname} />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name={menuOpen ? "close" : "menu"} />
          <span className={styles.toggleLabel}>{messages.menu}</span>
        </button>
        <nav
          id={MENU_ID}
          aria-label={messages.mainNavLabel}
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ""}`}
        >
          <ul className={styles.links}>
            {MAIN_NAV.map((link) => (
              <li key={link.to}>
                <LocalLink to={link.to} className={styles.link} onClick={closeMenu}>
                  {messages.nav[link.label]}
                </LocalLink>
              </li>
            ))}
          </ul>
          <ButtonLink to={ROUTES.upcomingTrips} className={styles.cta} onClick={closeMenu}>
            {messages.bookTrip}
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
