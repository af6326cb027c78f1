// Inline line icons (24×24, stroked) so that no icon font or sprite request is
// needed. Decorative by default; pass `label` when the icon alone carries meaning.

import type { IconName } from "../../../content/icon-names";
import { STAR_PATH } from "../../../content/star-path";

export type { IconName };

// Each icon is one path: its circles and rounded rectangles written as arcs, so
// the whole set is a table of strings in the code every page loads first,
// rather than a tree of elements for each icon.
const paths: Record<IconName, string> = {
  group:
    "M12.5 8a3.5 3.5 0 1 1-7 0 3.5 3.5 0 1 1 7 0ZM2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6M19.5 9a2.5 2.5 0 1 1-5 0 2.5 2.5 0 1 1 5 0ZM16.5 14.2c2.6.2 4.4 2.3 5 5.3",
  shield: "M12 2.8 4.5 5.6v6.1c0 4.6 3.1 8 7.5 9.5 4.4-1.5 7.5-4.9 7.5-9.5V5.6ZM8.6 12l2.4 2.4 4.4-4.6",
  wallet:
    "M5.5 6h13a2.5 2.5 0 0 1 2.5 2.5v8a2.5 2.5 0 0 1-2.5 2.5h-13a2.5 2.5 0 0 1-2.5-2.5v-8a2.5 2.5 0 0 1 2.5-2.5ZM3 10h18M16 14.5h2M6 6 15.5 3l1.2 3",
  compass: "M21 12a9 9 0 1 1-18 0 9 9 0 1 1 18 0ZM15.6 8.4l-2 5.2-5.2 2 2-5.2Z",
  star: STAR_PATH,
  mapPin:
    "M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11ZM14.3 10a2.3 2.3 0 1 1-4.6 0 2.3 2.3 0 1 1 4.6 0Z",
  calendar: "M5.5 5h13a2 2 0 0 1 2 2v11.5a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2v-11.5a2 2 0 0 1 2-2ZM3.5 10h17M8 3v4M16 3v4",
  clock: "M21 12a9 9 0 1 1-18 0 9 9 0 1 1 18 0ZM12 7v5l3.2 2",
  briefcase:
    "M5 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2ZM9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18",
  phone:
    "M5 3.5h3.2l1.6 4.2-2.1 1.4a11 11 0 0 0 7.2 7.2l1.4-2.1 4.2 1.6V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.1 1.5 1.5 0 0 1 5 3.5Z",
  mail: "M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-10a2 2 0 0 1 2-2ZM3.5 6.5l8.5 6.5 8.5-6.5",
  chat: "M4 19.5 5.3 16A8 8 0 1 1 8.2 18.8Z",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6 6 18",
  arrowLeft: "M19 12H5m6-6-6 6 6 6",
  arrowRight: "M5 12h14m-6-6 6 6-6 6",
  users: "M15.5 8a3.5 3.5 0 1 1-7 0 3.5 3.5 0 1 1 7 0ZM5 20c.7-3.7 3.5-6 7-6s6.3 2.3 7 6",
  check: "m5 12.5 4.5 4.5L19 7.5",
  alert: "M21 12a9 9 0 1 1-18 0 9 9 0 1 1 18 0ZM12 7.5v5.5M12 16.5v.01",
};

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** Accessible name; leave out for decorative icons next to visible text. */
  label?: string;
}

export function Icon({ name, size = 24, className, label }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <path d={paths[name]} />
    </svg>
  );
}
