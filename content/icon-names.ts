// The names of the site's icons (src/components/ui/icon.tsx draws each). Content
// in data/ names icons too, and the content check allows exactly these.
export const ICON_NAMES = [
  "group",
  "shield",
  "wallet",
  "compass",
  "star",
  "mapPin",
  "calendar",
  "clock",
  "briefcase",
  "phone",
  "mail",
  "chat",
  "menu",
  "close",
  "arrowLeft",
  "arrowRight",
  "users",
  "check",
  "alert",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The star's path (24×24): the icon's, and the stars of reviews (content/review-markup.ts). */
export const STAR_PATH = "m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z";
