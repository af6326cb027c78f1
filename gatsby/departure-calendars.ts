// An iCalendar file for every departure that can still be booked, at
// /trips/<slug>/<start date>.ics, which the trip page offers as "Add to
// calendar". Each is one all-day event from the first to the last day, with
// the exclusive end date RFC 5545 gives all-day events (the day after the last).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { createEvent, type DateArray, type EventAttributes } from "ics";
import { addDays, parseIsoDate } from "../content/dates";
import { departureCalendarPath, tripPath } from "../content/routes.mjs";

/** What one departure's calendar entry says. */
export interface CalendarDeparture {
  slug: string;
  title: string;
  location: string;
  pickup: string;
  drop: string;
  startDate: string;
  endDate: string;
}

const dateArray = (iso: string): DateArray => {
  const date = parseIsoDate(iso);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
};

/**
 * The .ics text of one departure. `siteUrl` makes the trip page's address and
 * the event's stable id; `today` (the build's) is its timestamp, so a rebuild
 * of the same content writes the same file.
 */
export function departureCalendar(departure: CalendarDeparture, siteUrl: string, today: string): string {
  const pageUrl = `${siteUrl}${tripPath(departure.slug)}`;
  // DTSTAMP: ics validates a `timestamp` attribute (default: now) that its type declarations leave out.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: "-//Safarnama//Trip departures//EN",
    uid: `${departure.slug}-${departure.startDate}@${new URL(siteUrl).hostname}`,
    timestamp: parseIsoDate(today).getTime(),
    start: dateArray(departure.startDate),
    end: dateArray(addDays(departure.endDate, 1)),
    title: departure.title,
    location: departure.location,
    description: `Pickup: ${departure.pickup}\nDrop: ${departure.drop}\nTrip page: ${pageUrl}`,
    url: pageUrl,
  };
  const { error, value } = createEvent(attributes);
  if (error || !value)
    throw new Error(`Could not write the calendar of ${departure.slug} ${departure.startDate}: ${error}`);
  return value;
}

interface CalendarQuery {
  siteMetadata: { siteUrl: string };
  today: string;
  allTripsJson: {
    nodes: (Omit<CalendarDeparture, "startDate" | "endDate"> & {
      upcomingDepartures: { startDate: string; endDate: string }[];
    })[];
  };
}

/** Writes public/trips/<slug>/<start date>.ics for every upcoming departure. */
export async function writeDepartureCalendars({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">) {
  const result = await graphql<CalendarQuery>(`
    {
      siteMetadata {
        siteUrl
      }
      today
      allTripsJson(filter: { lang: { eq: "en" } }) {
        nodes {
          slug
          title
          location
          pickup
          drop
          upcomingDepartures {
            startDate
            endDate
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Departure calendars: could not read the trips", result.errors);
    return;
  }
  const { siteMetadata, today, allTripsJson } = result.data;
  const files = allTripsJson.nodes.flatMap((trip) =>
    trip.upcomingDepartures.map((departure) => ({
      file: path.join("public", departureCalendarPath(trip.slug, departure.startDate)),
      text: departureCalendar({ ...trip, ...departure }, siteMetadata.siteUrl, today),
    })),
  );
  for (const { file, text } of files) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  reporter.info(`Departure calendars: ${files.length} .ics files`);
}
