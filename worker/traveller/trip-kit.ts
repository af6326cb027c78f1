// The traveller's trip kit, /booking/<reference>/kit?token=…, linked from the
// booking page of a held or confirmed booking: what they need on the trip,
// where phones often have no signal. The meeting point, drop and dates, the
// itinerary day by day, the packing checklist, the agency's and India's
// emergency numbers, and the booking's money and status, with the time the
// page was written. Its script (src/trip-kit/kit-page.ts) keeps the
// checklist's ticks on the phone and registers the kit's service worker
// (src/trip-kit/kit-service-worker.ts) for this kit's address alone, which
// saves the page and the files it uses so it opens again with no network.
// Without the right token, or once the booking is cancelled, it answers 404
// as the booking page does, and the service worker then forgets its copy.
import { addDays } from "../../content/dates";
import { formatDateRange, formatLongDate, formatPaise } from "../../content/format";
import { formatIndiaTime, todayInIndia } from "../../content/india-time";
import { bookingPagePath, TRIP_KIT_SCRIPTS } from "../../content/routes.mjs";
import { catalogueTrip, type CatalogueTrip, type IntakeCatalogue } from "../../requests/intake-catalogue";
import type { BookingMoney } from "../../requests/staff";
import { statusInfo } from "../../requests/statuses";
import { moneyOfRequest } from "../db/payments";
import type { RequestRow } from "../db/rows";
import { newApp } from "../platform/hono-app";
import { escapeHtml, WORKER_PAGE_HEADERS } from "../platform/html-page";
import { sitePage } from "../platform/site-page";
import { bookingMoney } from "../shared/booking-money";
import { intakeCatalogue } from "../shared/catalogue";
import { BOOKING, bookingFor, notFound } from "./booking-page";
import { hasTripKit } from "./trip-kit-link";

/** India's emergency numbers, free from any phone, with or without a SIM or signal of one's own network. */
const EMERGENCY_NUMBERS: readonly (readonly [what: string, number: string])[] = [
  ["All emergencies", "112"],
  ["Ambulance", "108"],
  ["Police", "100"],
  ["Fire", "101"],
  ["Tourist helpline, 24 hours", "1363"],
];

/**
 * What the kit page's policy adds to the shared one: its own script, and the
 * service worker it registers, both from the site alone. Nothing else on the
 * page fetches: the service worker's own fetches are under its own policy
 * (SERVICE_WORKER_HEADERS).
 */
const KIT_PAGE_ALLOWS = ["script-src 'self'", "worker-src 'self'"];

/**
 * The service worker's headers. Its policy lets it fetch from the site alone;
 * no referrer leaves it, so the kit's address and token never do. It is
 * checked for a new version on every visit (no-cache), and sends no
 * Service-Worker-Allowed: served from /booking/, it may already be
 * registered for /booking/<reference>/kit, and the kit asks for no more.
 */
const SERVICE_WORKER_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; connect-src 'self'",
  "Referrer-Policy": "no-referrer",
};

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;

/** A number to call, large: what it is for, then the number as a link that dials it. */
const callLine = (what: string, number: string) =>
  `<li><span>${escapeHtml(what)}</span><a href="${escapeHtml(telHref(number))}">${escapeHtml(number)}</a></li>`;

function meetingPart(row: RequestRow, trip: CatalogueTrip): string {
  const dates =
    row.departure_start && row.departure_end ? formatDateRange(row.departure_start, row.departure_end) : "To be fixed";
  const travellers = row.travellers
    ? `<dt>Travelling with you</dt><dd>${escapeHtml(row.travellers.split("\n").join(", "))}</dd>\n`
    : "";
  return `<section aria-labelledby="kit-meeting">
<h2 id="kit-meeting">Meeting point and dates</h2>
<div class="card"><dl class="facts">
<dt>Dates</dt><dd>${escapeHtml(dates)}</dd>
<dt>Meeting point and time</dt><dd>${escapeHtml(trip.pickup)}</dd>
<dt>Drop</dt><dd>${escapeHtml(trip.drop)}</dd>
<dt>Seats</dt><dd>${row.seats}</dd>
${travellers}</dl></div>
</section>`;
}

function itineraryPart(row: RequestRow, trip: CatalogueTrip): string {
  const days = trip.itinerary
    .map((entry) => {
      const date = row.departure_start ? `, ${formatLongDate(addDays(row.departure_start, entry.day - 1))}` : "";
      return `<li><h3>Day ${entry.day}${escapeHtml(date)}: ${escapeHtml(entry.title)}</h3>
<p>${escapeHtml(entry.description)}</p></li>`;
    })
    .join("\n");
  return `<section aria-labelledby="kit-days">
<h2 id="kit-days">Day by day</h2>
<ol class="itinerary">
${days}
</ol>
</section>`;
}

function checklistPart(row: RequestRow, trip: CatalogueTrip): string {
  const items = trip.thingsToCarry
    .map(
      (item, index) =>
        `<li class="choice"><input type="checkbox" id="kit-item-${index + 1}" value="${escapeHtml(item)}"><label for="kit-item-${index + 1}">${escapeHtml(item)}</label></li>`,
    )
    .join("\n");
  return `<section aria-labelledby="kit-packing">
<h2 id="kit-packing">Packing checklist</h2>
<p class="muted" id="kit-ticks-kept" hidden>Your ticks are kept on this phone.</p>
<ul class="checklist" data-reference="${escapeHtml(row.reference!)}">
${items}
</ul>
</section>`;
}

function phonesPart(row: RequestRow, agency: IntakeCatalogue["agency"]): string {
  return `<section aria-labelledby="kit-phones">
<h2 id="kit-phones">Phone numbers</h2>
<ul class="emergency">
${callLine(`${agency.name}, to call`, agency.phone)}
${callLine(`${agency.name} WhatsApp`, agency.whatsapp)}
</ul>
<p>Or send us a <a href="https://wa.me/${agency.whatsapp.replace(/\D/g, "")}">WhatsApp message</a> or an email to <a href="mailto:${escapeHtml(agency.email)}">${escapeHtml(agency.email)}</a>, quoting ${escapeHtml(row.reference!)}.</p>
<h3>Emergency numbers in India</h3>
<ul class="emergency">
${EMERGENCY_NUMBERS.map(([what, number]) => callLine(what, number)).join("\n")}
</ul>
</section>`;
}

/** What is paid and due, and what happens next, as the booking page says it. */
function bookingPart(row: RequestRow, money: BookingMoney): string {
  let next: string;
  if (row.status === "held") {
    next = row.hold_until
      ? `Your seats are held until ${formatIndiaTime(row.hold_until)} while we collect the deposit of ${formatPaise(money.deposit)}. The booking is confirmed once it is in.`
      : `We are holding your seats while we collect the deposit of ${formatPaise(money.deposit)}.`;
  } else if (money.due > 0) {
    next = `The balance of ${formatPaise(money.due)} is due by ${money.balanceDueBy ? formatLongDate(money.balanceDueBy) : "departure"}.`;
  } else {
    next = "Everything is paid.";
  }
  return `<section aria-labelledby="kit-booking">
<h2 id="kit-booking">Your booking</h2>
<p>Reference ${escapeHtml(row.reference!)} <span class="status">${escapeHtml(statusInfo(row.kind, row.status).label)}</span></p>
<div class="card">
<dl class="amounts">
<dt>Total for ${row.seats} ${row.seats === 1 ? "seat" : "seats"}, with GST</dt><dd>${escapeHtml(formatPaise(money.total))}</dd>
<dt>Paid</dt><dd>${escapeHtml(formatPaise(money.paid))}</dd>
<dt class="total">Still to pay</dt><dd class="total">${escapeHtml(formatPaise(money.due))}</dd>
</dl>
</div>
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(`${bookingPagePath(row.reference!)}?token=${encodeURIComponent(row.token!)}`)}">Your booking page</a>, with everything you can do there (needs a connection).</p>
</section>`;
}

/** The kit's main, written at `now`: the time it says it was brought up to date. */
function tripKitMain(
  row: RequestRow,
  trip: CatalogueTrip,
  catalogue: IntakeCatalogue,
  money: BookingMoney,
  now: Date,
): string {
  return `<p class="eyebrow">Trip kit · ${escapeHtml(row.reference!)}</p>
<h1>${escapeHtml(trip.title)}</h1>
<p class="lede">For ${escapeHtml(row.full_name ?? "")}</p>
<div role="status"><div class="notice warning" id="kit-offline" hidden>
<p><strong>You are offline.</strong> This is the copy of your trip kit saved on this phone, brought up to date <span id="kit-age">earlier</span>. Calls to the numbers below still go through.</p>
</div></div>
<p class="muted">Brought up to date <time id="kit-updated" datetime="${now.toISOString()}">${escapeHtml(formatIndiaTime(now.toISOString()))}</time>. <span id="kit-saved" hidden>Saved on this phone: it opens again with no connection.</span><span id="kit-not-saved" hidden>This browser cannot keep it for use with no connection: print it or save it as a PDF.</span></p>
<nav aria-label="In this kit" class="actions">
<a class="button secondary" href="#kit-days">Day by day</a>
<a class="button secondary" href="#kit-packing">Checklist</a>
<a class="button secondary" href="#kit-phones">Phone numbers</a>
<a class="button secondary" href="#kit-booking">Booking</a>
</nav>
${meetingPart(row, trip)}
${itineraryPart(row, trip)}
${checklistPart(row, trip)}
${phonesPart(row, catalogue.agency)}
${bookingPart(row, money)}
<script src="${TRIP_KIT_SCRIPTS.page}" defer></script>`;
}

/** One of the kit's built scripts, with its headers; a build without it is logged and answered 404. */
async function kitScript(assets: Fetcher, path: string, headers: Record<string, string> = {}): Promise<Response> {
  const built = await assets.fetch(new URL(path, "https://assets.invalid"));
  if (!built.ok) {
    console.error(JSON.stringify({ event: "trip-kit-script-missing", path, status: built.status }));
    return new Response("Not found", { status: 404, headers: { ...WORKER_PAGE_HEADERS } });
  }
  return new Response(built.body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // A fixed address whose file changes with each build: always checked, never stale.
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}

export const tripKitPages = newApp();

tripKitPages.get(TRIP_KIT_SCRIPTS.page, (c) => kitScript(c.env.ASSETS, TRIP_KIT_SCRIPTS.page));

tripKitPages.get(TRIP_KIT_SCRIPTS.serviceWorker, (c) =>
  kitScript(c.env.ASSETS, TRIP_KIT_SCRIPTS.serviceWorker, SERVICE_WORKER_HEADERS),
);

tripKitPages.get(`${BOOKING}/kit`, async (c) => {
  const row = await bookingFor(c.env.DB, c.req.param("reference"), c.req.query("token"));
  if (!row || !hasTripKit(row)) return notFound(c.env.ASSETS);
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
  const now = new Date();
  const money = bookingMoney(row, catalogue, await moneyOfRequest(c.env.DB, row.id), todayInIndia(now), now);
  // A trip gone from the site has no kit to show: the booking page still says where the booking stands.
  if (!trip || !money) return notFound(c.env.ASSETS);
  return sitePage(c.env.ASSETS, {
    status: 200,
    title: `Trip kit ${row.reference}`,
    main: tripKitMain(row, trip, catalogue, money, now),
    allow: KIT_PAGE_ALLOWS,
  });
});
