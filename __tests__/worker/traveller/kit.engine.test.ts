/**
 * @jest-environment node
 */
// The trip kit on Cloudflare's engine: its content for a held and a confirmed
// booking (the itinerary by day and date, the meeting point and drop, the
// checklist, the agency's and India's emergency numbers as tel: links, what
// is paid and due, the time it was written), the booking page's link to it,
// 404 as the booking page answers without the token, with a wrong one and
// once the booking is cancelled; the kit page's headers (the shared policy
// with its own script and service worker added, and nothing else) and its
// two scripts' (the service worker's own policy, no Service-Worker-Allowed).
import { createHash } from "node:crypto";
import { parse } from "parse5";
import { attributeOf, elementsOf, textOf, type Element } from "../../support/html-tree";
import { addDays } from "../../../content/dates";
import { formatDateRange, formatLongDate, formatPaise } from "../../../content/format";
import { SITE_PAGE_SHELL_PATH, TRIP_KIT_SCRIPTS } from "../../../content/routes.mjs";
import { staffApi, type RequestDetail } from "../../../requests/staff";
import { postJson, validBooking } from "../../support/intake-requests";
import {
  daysFromToday,
  startEngine,
  testCatalogue,
  TEST_DEPOSIT_PAISE_PER_SEAT,
  type Engine,
} from "../../support/worker-engine";

jest.setTimeout(300_000);

const STAFF = "priya@safarnama.example";
const SHELL_STYLE = "body{background:#fff6e6}";
const SHELL = `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><title>Safarnama</title><style>${SHELL_STYLE}</style></head><body><a href="#main">Skip to content</a><header><a href="/">Safarnama</a></header><main id="main" tabindex="-1"></main><footer><a href="/contact-us/">Contact</a></footer></body></html>`;
const SHELL_STYLE_HASH = `'sha256-${createHash("sha256").update(SHELL_STYLE).digest("base64")}'`;
/** The kit's scripts as a build writes them (gatsby/trip-kit-scripts.ts), small. */
const PAGE_SCRIPT = "document.title;";
const WORKER_SCRIPT = "self.addEventListener('fetch', () => {});";

let engine: Engine;
let staffToken: string;
const catalogue = testCatalogue();
const trip = catalogue.trips["spiti-winter-expedition"];
const departure = trip.departures[1];

beforeAll(async () => {
  engine = await startEngine({
    catalogue,
    rateLimit: 1000,
    assets: {
      [`${SITE_PAGE_SHELL_PATH}index.html`]: SHELL,
      [TRIP_KIT_SCRIPTS.page]: PAGE_SCRIPT,
      [TRIP_KIT_SCRIPTS.serviceWorker]: WORKER_SCRIPT,
    },
  });
  staffToken = await engine.access.sign(STAFF);
});

afterAll(() => engine?.stop());

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** What of the kit the test reads. */
async function readKit(response: Response) {
  const all = [...elementsOf(parse(await response.text()))];
  const select = (test: (element: Element) => boolean) => all.filter(test);
  const byClass = (tag: string, name: string) =>
    select((element) => element.tagName === tag && (attributeOf(element, "class") ?? "").split(" ").includes(name));
  const [main] = select((element) => element.tagName === "main");
  return {
    title: textOf(select((element) => element.tagName === "title")[0]),
    h1: squash(textOf(select((element) => element.tagName === "h1")[0])),
    main: squash(textOf(main)),
    days: byClass("ol", "itinerary").flatMap((list) =>
      list.childNodes.filter((node): node is Element => "tagName" in node).map((li) => squash(textOf(li))),
    ),
    checklist: byClass("ul", "checklist").flatMap((list) =>
      [...elementsOf(list)]
        .filter((element) => element.tagName === "input")
        .map((input) => ({
          type: attributeOf(input, "type"),
          value: attributeOf(input, "value"),
          id: attributeOf(input, "id"),
        })),
    ),
    labels: select((element) => element.tagName === "label").map((label) => [attributeOf(label, "for"), textOf(label)]),
    checklistReference: byClass("ul", "checklist").map((list) => attributeOf(list, "data-reference"))[0],
    /** Each dl's labels and values, by label. */
    facts: Object.fromEntries(
      select((element) => element.tagName === "dt").map((term) => {
        const siblings = term.parentNode!.childNodes.filter((node): node is Element => "tagName" in node);
        return [squash(textOf(term)), squash(textOf(siblings[siblings.indexOf(term) + 1]))];
      }),
    ),
    calls: byClass("ul", "emergency").flatMap((list) =>
      [...elementsOf(list)]
        .filter((element) => element.tagName === "a" && attributeOf(element, "href")?.startsWith("tel:"))
        .map((link) => [attributeOf(link, "href"), textOf(link)]),
    ),
    updated: select((element) => element.tagName === "time" && attributeOf(element, "id") === "kit-updated").map(
      (time) => ({
        datetime: attributeOf(time, "datetime"),
        text: textOf(time),
      }),
    )[0],
    offlineNote: select((element) => attributeOf(element, "id") === "kit-offline").map((note) => ({
      hidden: attributeOf(note, "hidden") !== undefined,
      text: squash(textOf(note)),
    }))[0],
    scripts: select((element) => element.tagName === "script").map((script) => ({
      src: attributeOf(script, "src"),
      inline: squash(textOf(script)),
    })),
    links: select((element) => element.tagName === "a").map((link) => [
      squash(textOf(link)),
      attributeOf(link, "href"),
    ]),
  };
}

/** A booking of 2 seats on the 30-day departure, sent from the site: held while staff collect the deposit. */
async function held(fullName: string) {
  const response = await postJson(`${engine.url}/api/bookings`, { ...validBooking(), fullName, seats: "2" });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await engine.rows<{ reference: string; token: string }>(
    "SELECT reference, token FROM requests WHERE id = ?",
    id,
  );
  return { id, ...row, kit: `/booking/${row.reference}/kit?token=${row.token}` };
}

async function desk(path: string, body: object): Promise<RequestDetail> {
  const response = await fetch(`${engine.url}${path}`, {
    method: "POST",
    headers: { "Cf-Access-Jwt-Assertion": staffToken, "Content-Type": "application/json", Origin: engine.url },
    body: JSON.stringify(body),
  });
  expect([path, response.status]).toEqual([path, 200]);
  return response.json() as Promise<RequestDetail>;
}

const detailOf = async (id: string) =>
  (await fetch(`${engine.url}${staffApi.request(id)}`, { headers: { "Cf-Access-Jwt-Assertion": staffToken } }).then(
    (response) => response.json(),
  )) as RequestDetail;

const kitPolicy = [
  "default-src 'none'",
  `style-src ${SHELL_STYLE_HASH}`,
  "font-src 'self'",
  "img-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
];

describe("the trip kit", () => {
  it("gives a held booking its trip, day by day with dates, meeting point, checklist, numbers and money", async () => {
    const booking = await held("Tenzin Kit");
    const before = Date.now();
    const response = await fetch(`${engine.url}${booking.kit}`);
    expect(response.status).toBe(200);
    const kit = await readKit(response);

    expect(kit.title).toBe(`Trip kit ${booking.reference} | Safarnama`);
    expect(kit.h1).toBe("Spiti Valley Winter Expedition");
    expect(kit.main).toContain(`Trip kit · ${booking.reference}`);
    expect(kit.main).toContain("For Tenzin Kit");
    expect(kit.facts).toMatchObject({
      Dates: formatDateRange(departure.startDate, departure.endDate),
      "Meeting point and time": trip.pickup,
      Drop: trip.drop,
      Seats: "2",
      "Travelling with you": "Ravi Śarmā",
    });

    expect(kit.days).toHaveLength(8);
    expect(kit.days[0]).toBe(
      `Day 1, ${formatLongDate(departure.startDate)}: Day 1 in the valley ${trip.itinerary[0].description}`,
    );
    expect(kit.days[7]).toBe(
      `Day 8, ${formatLongDate(addDays(departure.startDate, 7))}: Day 8 in the valley ${trip.itinerary[7].description}`,
    );

    // Each item a checkbox with its label, its words its value: the ticks are kept by them, per booking.
    expect(kit.checklistReference).toBe(booking.reference);
    expect(kit.checklist).toEqual(
      trip.thingsToCarry.map((item, index) => ({ type: "checkbox", value: item, id: `kit-item-${index + 1}` })),
    );
    expect(kit.labels).toEqual(trip.thingsToCarry.map((item, index) => [`kit-item-${index + 1}`, item]));

    expect(kit.calls).toEqual([
      ["tel:+910000011111", "+91 00000 11111"],
      ["tel:+910000022222", "+91 00000 22222"],
      ["tel:112", "112"],
      ["tel:108", "108"],
      ["tel:100", "100"],
      ["tel:101", "101"],
      ["tel:1363", "1363"],
    ]);
    expect(kit.main).toContain("Safarnama, to call+91 00000 11111");
    expect(kit.main).toContain("Safarnama WhatsApp+91 00000 22222");
    expect(kit.main).toContain("Ambulance108");
    expect(kit.main).toContain("Tourist helpline, 24 hours1363");
    expect(kit.links).toContainEqual(["WhatsApp message", "https://wa.me/910000022222"]);

    // Held: nothing paid, the whole price due, the deposit and the hold's end named.
    const total = 2 * 40_949 * 100;
    expect(kit.main).toContain(`Reference ${booking.reference} Held`);
    expect(kit.facts).toMatchObject({
      "Total for 2 seats, with GST": formatPaise(total),
      Paid: formatPaise(0),
      "Still to pay": formatPaise(total),
    });
    expect(kit.main).toContain(
      `while we collect the deposit of ${formatPaise(2 * TEST_DEPOSIT_PAISE_PER_SEAT)}. The booking is confirmed once it is in.`,
    );
    expect(kit.links).toContainEqual(["Your booking page", `/booking/${booking.reference}?token=${booking.token}`]);

    // The time the Worker wrote it, in India's time, and the note the script shows when offline.
    const written = Date.parse(kit.updated.datetime!);
    expect(written).toBeGreaterThanOrEqual(before - 1000);
    expect(written).toBeLessThanOrEqual(Date.now() + 1000);
    expect(kit.updated.text).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/);
    expect(kit.main).toContain(`Brought up to date ${kit.updated.text}.`);
    expect(kit.offlineNote).toEqual({
      hidden: true,
      text: expect.stringContaining(
        "Safarnama could not be reached. This is the copy of your trip kit saved on this phone",
      ),
    });

    // Its one script, from the site, loaded after the page is read; nothing inline.
    expect(kit.scripts).toEqual([{ src: TRIP_KIT_SCRIPTS.page, inline: "" }]);
  });

  it("shows a confirmed booking what was paid and the balance due by its date; the booking page links to it", async () => {
    const booking = await held("Dolma Paid");
    const detail = await detailOf(booking.id);
    await desk(staffApi.payments(booking.id), { rupees: 2 * 12_285, method: "cash", version: detail.version });
    const kit = await readKit(await fetch(`${engine.url}${booking.kit}`));
    const total = 2 * 40_949 * 100;
    const paid = 2 * TEST_DEPOSIT_PAISE_PER_SEAT;
    expect(kit.main).toContain(`Reference ${booking.reference} Confirmed`);
    expect(kit.facts).toMatchObject({ Paid: formatPaise(paid), "Still to pay": formatPaise(total - paid) });
    expect(kit.main).toContain(
      `The balance of ${formatPaise(total - paid)} is due by ${formatLongDate(addDays(departure.startDate, -5))}.`,
    );

    const page = await fetch(`${engine.url}/booking/${booking.reference}?token=${booking.token}`);
    const links = (await readKit(page)).links;
    expect(links).toContainEqual(["Your trip kit (works offline)", booking.kit]);
  });

  it("answers 404 as the booking page does: without the token, with a wrong one, and once cancelled or waiting", async () => {
    const booking = await held("Norbu Gone");
    for (const address of [
      `/booking/${booking.reference}/kit`,
      `/booking/${booking.reference}/kit?token=`,
      `/booking/${booking.reference}/kit?token=${"0".repeat(booking.token.length)}`,
    ]) {
      const response = await fetch(`${engine.url}${address}`);
      expect([address, response.status]).toEqual([address, 404]);
      const kit = await readKit(response);
      expect(kit.h1).toBe("We could not find this booking");
      expect(kit.main).not.toContain("Norbu Gone");
      expect(kit.scripts).toEqual([]);
      // The shared policy, with no script allowed.
      expect(response.headers.get("Content-Security-Policy")).not.toContain("script-src");
    }

    // Confirmed by its deposit, then cancelled: the kit it had is gone.
    const paid = await desk(staffApi.payments(booking.id), {
      rupees: 2 * 12_285,
      method: "cash",
      version: (await detailOf(booking.id)).version,
    });
    expect((await fetch(`${engine.url}${booking.kit}`)).status).toBe(200);
    await desk(staffApi.status(booking.id), { status: "cancelled", version: paid.version, cancelledBy: "traveller" });
    const cancelled = await fetch(`${engine.url}${booking.kit}`);
    expect(cancelled.status).toBe(404);
    expect((await readKit(cancelled)).main).not.toContain("Norbu Gone");
    const page = await readKit(await fetch(`${engine.url}/booking/${booking.reference}?token=${booking.token}`));
    expect(page.links.map(([text]) => text)).not.toContain("Your trip kit (works offline)");

    const waiting = await postJson(`${engine.url}/api/bookings`, {
      ...validBooking(),
      request: "waitlist",
      departure: daysFromToday(90),
      fullName: "Pema Waits",
    });
    expect(waiting.status).toBe(201);
    const { id } = (await waiting.json()) as { id: string };
    const [row] = await engine.rows<{ reference: string; token: string }>(
      "SELECT reference, token FROM requests WHERE id = ?",
      id,
    );
    expect((await fetch(`${engine.url}/booking/${row.reference}/kit?token=${row.token}`)).status).toBe(404);
  });

  it("is sent with the booking page's headers, its policy adding only its own script and service worker", async () => {
    const booking = await held("Karma Headers");
    const response = await fetch(`${engine.url}${booking.kit}`);
    expect(response.headers.get("Content-Security-Policy")!.split("; ")).toEqual(kitPolicy);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    // The booking page keeps its own policy, with no script.
    const page = await fetch(`${engine.url}/booking/${booking.reference}?token=${booking.token}`);
    expect(page.headers.get("Content-Security-Policy")).not.toMatch(/script-src|worker-src/);
  });

  it("serves its script and its service worker from the build, the worker under a policy of its own and with no wider scope", async () => {
    const script = await fetch(`${engine.url}${TRIP_KIT_SCRIPTS.page}`);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe(PAGE_SCRIPT);
    expect(script.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("Cache-Control")).toBe("no-cache");
    expect(script.headers.get("X-Content-Type-Options")).toBe("nosniff");

    const worker = await fetch(`${engine.url}${TRIP_KIT_SCRIPTS.serviceWorker}`);
    expect(worker.status).toBe(200);
    expect(await worker.text()).toBe(WORKER_SCRIPT);
    expect(worker.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(worker.headers.get("Cache-Control")).toBe("no-cache");
    expect(worker.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(worker.headers.get("Content-Security-Policy")).toBe("default-src 'none'; connect-src 'self'");
    expect(worker.headers.get("Referrer-Policy")).toBe("no-referrer");
    // Served from /booking/, it may be registered for /booking/<reference>/kit already: it asks for no wider scope.
    expect(worker.headers.get("Service-Worker-Allowed")).toBeNull();
    expect(TRIP_KIT_SCRIPTS.serviceWorker.startsWith("/booking/")).toBe(true);
    expect(TRIP_KIT_SCRIPTS.serviceWorker.lastIndexOf("/")).toBe("/booking/".length - 1);

    for (const method of ["POST", "PUT"]) {
      const refused = await fetch(`${engine.url}${TRIP_KIT_SCRIPTS.serviceWorker}`, { method });
      expect([method, refused.status]).toEqual([method, 405]);
    }
  });
});
