// Times and dates as staff in India read them, whatever the computer's zone.
const TIME = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Asia/Kolkata",
});

/** '24 Nov 2026, 14:05' for an ISO instant. */
export const formatInstant = (iso: string) => TIME.format(new Date(iso));
