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
