// The traveller's trip kit, /booking/<reference>/kit?token=…, linked from the
// booking page of a held or confirmed booking: what they need on the trip,
// where phones often have no signal. The meeting point, drop and dates, the
// itinerary day by day, the packing checklist, the agency's and India's
// emergency numbers, and the booking's money and status, with the time the
// page was written; in the booking's language. Its script (src/trip-kit/kit-page.ts) keeps the
// checklist's ticks on the phone and registers the kit's service worker
// (src/trip-kit/kit-service-worker.ts) for this kit's address alone, which
// saves the page and the files it uses so it opens again with no network.
// Without the right token, or once the booking is cancelled, it answers 404
// as the booking page does, and the service worker then forgets its copy.
import { addDays } from "../../content/dates";
import { fillMessage } from "../../content/fill-message";
import { formatDateRange, formatLongDate, formatPaise, takesSingular } from "../../content/format";
import { formatIndiaTime, todayInIndia } from "../../content/india-time";
import { MESSAGES, type Messages } from "../../content/messages";
import { bookingPagePath, TRIP_KIT_SCRIPTS } from "../../content/routes.mjs";
import {
  catalogueTrip,
  catalogueWordsIn,
  tripTextOf,
  type CatalogueTripText,
  type IntakeCatalogue,
} from "../../requests/intake-catalogue";
import type { BookingMoney } from "../../requests/staff";
import { moneyOfRequest } from "../db/payments";
import type { RequestRow } from "../db/rows";
import { newApp } from "../platform/hono-app";
import { escapeHtml, WORKER_PAGE_HEADERS } from "../platform/html-page";
import { browserLanguage, sitePage } from "../platform/site-page";
import { bookingMoney } from "../bookings/booking-money";
import { travellerStatus } from "../bookings/booking-summary";
import { intakeCatalogue } from "../catalogue/catalogue";
import { BOOKING, bookingFor, notFound } from "./booking-page";
import { hasTripKit } from "./trip-kit-link";

type KitWords = Messages["tripKit"];

/** India's emergency numbers, free from any phone, with or without a SIM or signal of one's own network; by their words' keys. */
const EMERGENCY_NUMBERS: readonly (readonly [what: keyof KitWords["emergency"], number: string])[] = [
  ["all", "112"],
  ["ambulance", "108"],
  ["police", "100"],
  ["fire", "101"],
  ["tourist", "1363"],
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

/** A message with values that are markup (links, elements), its own words escaped. */
const fillMarkup = (template: string, markup: Record<string, string>) => fillMessage(escapeHtml(template), markup);

function meetingPart(row: RequestRow, trip: CatalogueTripText, words: KitWords): string {
  const summary = MESSAGES[row.lang].bookingSummary;
  const dates =
    row.departure_start && row.departure_end
      ? formatDateRange(row.departure_start, row.departure_end, row.lang)
      : words.datesToBeFixed;
  const travellers = row.travellers
    ? `<dt>${escapeHtml(summary.travellingWithYou)}</dt><dd>${escapeHtml(row.travellers.split("\n").join(", "))}</dd>\n`
    : "";
  return `<section aria-labelledby="kit-meeting">
<h2 id="kit-meeting">${escapeHtml(words.meetingHeading)}</h2>
<div class="card"><dl class="facts">
<dt>${escapeHtml(words.dates)}</dt><dd>${escapeHtml(dates)}</dd>
<dt>${escapeHtml(words.meetingPoint)}</dt><dd>${escapeHtml(trip.pickup)}</dd>
<dt>${escapeHtml(words.drop)}</dt><dd>${escapeHtml(trip.drop)}</dd>
<dt>${escapeHtml(summary.seats)}</dt><dd>${row.seats}</dd>
${travellers}</dl></div>
</section>`;
}

function itineraryPart(row: RequestRow, trip: CatalogueTripText, words: KitWords): string {
  const days = trip.itinerary
    .map((entry) => {
      const day = { day: entry.day, title: entry.title };
      const title = row.departure_start
        ? fillMessage(words.dayOn, {
            ...day,
            date: formatLongDate(addDays(row.departure_start, entry.day - 1), row.lang),
          })
        : fillMessage(words.day, day);
      return `<li><h3>${escapeHtml(title)}</h3>
<p>${escapeHtml(entry.description)}</p></li>`;
    })
    .join("\n");
  return `<section aria-labelledby="kit-days">
<h2 id="kit-days">${escapeHtml(words.dayByDay)}</h2>
<ol class="itinerary">
${days}
</ol>
</section>`;
}

function checklistPart(row: RequestRow, trip: CatalogueTripText, words: KitWords): string {
  const items = trip.thingsToCarry
    .map(
      (item, index) =>
        `<li class="choice"><input type="checkbox" id="kit-item-${index + 1}" value="${escapeHtml(item)}"><label for="kit-item-${index + 1}">${escapeHtml(item)}</label></li>`,
    )
    .join("\n");
  return `<section aria-labelledby="kit-packing">
<h2 id="kit-packing">${escapeHtml(words.packingHeading)}</h2>
<p class="muted" id="kit-ticks-kept" hidden>${escapeHtml(words.ticksKept)}</p>
<ul class="checklist" data-reference="${escapeHtml(row.reference!)}">
${items}
</ul>
</section>`;
}

function phonesPart(row: RequestRow, catalogue: IntakeCatalogue, words: KitWords): string {
  const { agency } = catalogue;
  const name = { agency: catalogueWordsIn(catalogue, row.lang).agencyName };
  const writeToUs = fillMarkup(words.writeToUs, {
    whatsapp: `<a href="https://wa.me/${agency.whatsapp.replace(/\D/g, "")}">${escapeHtml(words.whatsAppMessage)}</a>`,
    email: `<a href="mailto:${escapeHtml(agency.email)}">${escapeHtml(agency.email)}</a>`,
    reference: escapeHtml(row.reference!),
  });
  return `<section aria-labelledby="kit-phones">
<h2 id="kit-phones">${escapeHtml(words.phoneNumbers)}</h2>
<ul class="emergency">
${callLine(fillMessage(words.agencyCall, name), agency.phone)}
${callLine(fillMessage(words.agencyWhatsApp, name), agency.whatsapp)}
</ul>
<p>${writeToUs}</p>
<h3>${escapeHtml(words.emergencyHeading)}</h3>
<ul class="emergency">
${EMERGENCY_NUMBERS.map(([what, number]) => callLine(words.emergency[what], number)).join("\n")}
</ul>
</section>`;
}

/** What is paid and due, and what happens next, as the booking page says it. */
function bookingPart(row: RequestRow, money: BookingMoney, words: KitWords): string {
  const { lang } = row;
  const page = MESSAGES[lang].bookingPage;
  const deposit = { amount: formatPaise(money.deposit) };
  let next: string;
  if (row.status === "held") {
    next = row.hold_until
      ? fillMessage(words.heldUntil, { ...deposit, until: formatIndiaTime(row.hold_until, lang) })
      : fillMessage(words.held, deposit);
  } else if (money.due > 0) {
    next = fillMessage(page.balanceDue, {
      amount: formatPaise(money.due),
      date: money.balanceDueBy ? formatLongDate(money.balanceDueBy, lang) : page.departure,
    });
  } else {
    next = page.allPaid;
  }
  const bookingPageLink = `<a href="${escapeHtml(`${bookingPagePath(row.reference!)}?token=${encodeURIComponent(row.token!)}`)}">${escapeHtml(words.bookingPageLink)}</a>`;
  return `<section aria-labelledby="kit-booking">
<h2 id="kit-booking">${escapeHtml(words.bookingHeading)}</h2>
<p>${escapeHtml(fillMessage(words.reference, { reference: row.reference! }))} <span class="status">${escapeHtml(travellerStatus(row, lang))}</span></p>
<div class="card">
<dl class="amounts">
<dt>${escapeHtml(fillMessage(takesSingular(row.seats, lang) ? words.totalOne : words.totalOther, { count: row.seats }))}</dt><dd>${escapeHtml(formatPaise(money.total))}</dd>
<dt>${escapeHtml(words.paid)}</dt><dd>${escapeHtml(formatPaise(money.paid))}</dd>
<dt class="total">${escapeHtml(words.stillToPay)}</dt><dd class="total">${escapeHtml(formatPaise(money.due))}</dd>
</dl>
</div>
<p>${escapeHtml(next)}</p>
<p>${fillMarkup(words.bookingPage, { link: bookingPageLink })}</p>
</section>`;
}

/**
 * The words the kit's script says how old the saved copy is in
 * (src/trip-kit/saved-copy.ts), in the page's language: the script carries no
 * words of its own, so one script serves every language.
 */
function ageWords(words: KitWords): string {
  const attributes = {
    "just-now": words.ageJustNow,
    "minute-one": words.ageMinuteOne,
    "minute-other": words.ageMinuteOther,
    "hour-one": words.ageHourOne,
    "hour-other": words.ageHourOther,
    "day-one": words.ageDayOne,
    "day-other": words.ageDayOther,
  };
  return Object.entries(attributes)
    .map(([name, text]) => ` data-${name}="${escapeHtml(text)}"`)
    .join("");
}

/** The kit's main, written at `now`, in the booking's language: the time it says it was brought up to date. */
function tripKitMain(
  row: RequestRow,
  trip: CatalogueTripText,
  catalogue: IntakeCatalogue,
  money: BookingMoney,
  now: Date,
): string {
  const { lang } = row;
  const words = MESSAGES[lang].tripKit;
  const age = `<span id="kit-age"${ageWords(words)}>${escapeHtml(words.ageEarlier)}</span>`;
  const updated = `<time id="kit-updated" datetime="${now.toISOString()}">${escapeHtml(formatIndiaTime(now.toISOString(), lang))}</time>`;
  return `<p class="eyebrow">${escapeHtml(fillMessage(words.eyebrow, { reference: row.reference! }))}</p>
<h1>${escapeHtml(trip.title)}</h1>
<p class="lede">${escapeHtml(fillMessage(MESSAGES[lang].bookingPage.forName, { name: row.full_name ?? "" }))}</p>
<div role="status"><div class="notice warning" id="kit-offline" hidden>
<p><strong>${escapeHtml(words.offline)}</strong> ${fillMarkup(words.offlineCopy, { age })}</p>
</div></div>
<p class="muted">${fillMarkup(words.updated, { time: updated })} <span id="kit-saved" hidden>${escapeHtml(words.saved)}</span><span id="kit-not-saved" hidden>${escapeHtml(words.notSaved)}</span></p>
<nav aria-label="${escapeHtml(words.inThisKit)}" class="actions">
<a class="button secondary" href="#kit-days">${escapeHtml(words.dayByDay)}</a>
<a class="button secondary" href="#kit-packing">${escapeHtml(words.checklist)}</a>
<a class="button secondary" href="#kit-phones">${escapeHtml(words.phoneNumbers)}</a>
<a class="button secondary" href="#kit-booking">${escapeHtml(words.bookingLink)}</a>
</nav>
${meetingPart(row, trip, words)}
${itineraryPart(row, trip, words)}
${checklistPart(row, trip, words)}
${phonesPart(row, catalogue, words)}
${bookingPart(row, money, words)}
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
  if (!row || !hasTripKit(row)) {
    return notFound(c.env.ASSETS, row?.lang ?? browserLanguage(c.req.header("Accept-Language")));
  }
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
  const text = row.trip_slug ? tripTextOf(catalogueWordsIn(catalogue, row.lang), row.trip_slug) : undefined;
  const now = new Date();
  const money = bookingMoney(row, catalogue, await moneyOfRequest(c.env.DB, row.id), todayInIndia(now), now);
  // A trip gone from the site has no kit to show: the booking page still says where the booking stands.
  if (!trip || !text || !money) return notFound(c.env.ASSETS, row.lang);
  return sitePage(c.env.ASSETS, {
    status: 200,
    lang: row.lang,
    title: fillMessage(MESSAGES[row.lang].tripKit.title, { reference: row.reference! }),
    main: tripKitMain(row, text, catalogue, money, now),
    allow: KIT_PAGE_ALLOWS,
  });
});
