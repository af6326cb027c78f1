// The staff desk's API, mounted at STAFF_API_PATH: the requests, one request,
// its status changes (a cancellation refunding by the terms), its changes of
// plans made for the traveller, a departure called off, hold extensions,
// payments recorded by hand, refunds (and those returned by hand) and resume,
// the bookings staff enter for sales by phone, each departure's seats,
// manifest and travellers' readiness, the money to chase, the GST documents
// issued (a month's list, a year's totals, a month's GSTR-1 CSV), and the travellers'
// sealed data (a departure's permit list, a seat's fitness proof and health
// answers), each read written to the access log, which staff can list; and the
// travellers' reviews, moderated by the published review policy.
// Every address first checks the staff member's Access token
// (staff-access.ts) and answers 403, with nothing else, without one; a change
// must come from the desk's own page (platform/middleware.ts's fromTheDesk).
import type { Manifest } from "../../requests/staff";
import { todayInIndia } from "../../content/india-time";
import { Refusal } from "../platform/refusals";
import { newApp, type AppContext, type Middleware } from "../platform/hono-app";
import { intakeCatalogue } from "../catalogue/catalogue";
import { fromTheDesk } from "../platform/middleware";
import { csvOf } from "../../content/csv";
import { forgetSeatSnapshot } from "../bookings/seat-snapshot";
import { manifestOf } from "./manifests";
import { departureSeats } from "../bookings/departure-seats";
import { storeRequest } from "../request-store/request-store";
import { staffOnly, staffSelf, withinPolicy } from "./staff-policy";
import { DEPARTURE, RECEIPT, REQUEST, REVIEW, SEAT } from "./desk-paths";
import { changeStaffMember, staffList } from "./staff-members";
import { changeCheckIns, rosterOf, rosterVersion } from "./lead-roster";
import { logRosterOpenings } from "../db/lead-roster";
import type { RosterVersion } from "../../requests/staff-roster";
import {
  accessLogQueryOf,
  callOffAskOf,
  deskBookingOf,
  filtersOf,
  holdExtensionOf,
  paymentRecordOf,
  planChangeOf,
  proofDecisionOf,
  refundReturnOf,
  staffMemberChangeOf,
  checkInChangesOf,
  documentMonthOf,
  documentPeriodOf,
  rosterOpeningsOf,
  reviewDecisionOf,
  reviewListQueryOf,
  reviewReplyOf,
  statusChangeOf,
  versionOf,
} from "./api-input";
import { listRequests, requestDetail, requestRow } from "./request-views";
import { changeStatus, extendHold } from "./status-changes";
import { bookingSubmission } from "../request-store/submissions";
import { markReturnedByHand, recordPayment, refundCancelled, refundWithoutSeat } from "./desk-payments";
import { moneyOverview } from "./money-overview";
import { callOffFromDesk, makeDeskChange, planOptions } from "./plan-changes";
import { documentsOfMonth, documentYear } from "../books/document-register";
import { monthReturnCsv } from "../books/gstr1-export";
import { accessLogOf, decideProof, healthOf, permitListOf, proofOf } from "./traveller-views";
import { decideReview, listReviews, replyToReview, reviewDetail } from "./review-moderation";
import { yearAsked } from "../numbers/year-rows";
import { moneyNumbers } from "../numbers/money-numbers";
import { changeNumbers } from "../numbers/change-numbers";
import { sourceNumbers } from "../numbers/source-numbers";
import { leadTimeNumbers } from "../numbers/lead-time-numbers";
import { fillNumbers, weeksAsked } from "../numbers/fill-numbers";

/** What staff data is sent with: never cached, never sniffed, never indexed. */
export const STAFF_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
};

/** Middleware: every answer under the staff API, refusals included, carries STAFF_HEADERS. */
const staffHeaders: Middleware = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(STAFF_HEADERS)) c.res.headers.set(name, value);
};

async function readJson(request: Request): Promise<unknown> {
  if (!request.headers.get("Content-Type")?.startsWith("application/json")) {
    throw new Refusal(415, "Send the change as JSON.");
  }
  try {
    return await request.json();
  } catch {
    throw new Refusal(400, "The change is not valid JSON.");
  }
}

/**
 * 'Résumé – Asha.pdf' as a Content-Disposition: saved as a file (attachment)
 * or shown in the browser (inline); an ASCII fallback and the exact name in UTF-8.
 */
export function fileHeader(fileName: string, disposition: "attachment" | "inline" = "attachment"): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The booking's columns, then its traveller's on each seat: never an ID number or a health answer. */
const MANIFEST_COLUMNS = [
  "Booking",
  "Name",
  "Seats",
  "Travelling with",
  "Phone",
  "Email",
  "Confirmed",
  "Message",
  "Reference",
  "Seat",
  "Traveller",
  "Age at departure",
  "Gender",
  "Dietary needs",
  "Traveller's phone",
  "Emergency contact",
  "Relation",
  "Emergency phone",
  "Guardian",
  "Guardian's phone",
];

/** One line per seat of each confirmed booking, the booking's columns repeated, the traveller's empty until told. */
function manifestRows(manifest: Manifest): (string | number | null)[][] {
  return manifest.travellers.flatMap((booking, index) =>
    Array.from({ length: booking.seats }, (_, seatIndex) => {
      const traveller = booking.details.find((details) => details.seat === seatIndex + 1);
      return [
        index + 1,
        booking.name,
        booking.seats,
        booking.others.join("; "),
        booking.phone,
        booking.email,
        booking.confirmedAt?.slice(0, 10) ?? "",
        booking.message,
        booking.reference ?? booking.id,
        seatIndex + 1,
        ...(traveller
          ? [
              traveller.name,
              traveller.age,
              traveller.gender,
              traveller.dietary,
              traveller.phone,
              traveller.emergency.name,
              traveller.emergency.relation,
              traveller.emergency.phone,
              traveller.guardian?.name ?? "",
              traveller.guardian?.phone ?? "",
            ]
          : Array.from({ length: 10 }, () => "")),
      ];
    }),
  );
}

const PERMIT_LIST_COLUMNS = ["Name", "ID type", "ID number", "Booking reference", "Seat"];

/** The access log's lines a page. */
const ACCESS_LOG_PAGE = 50;

export const deskRoutes = newApp();
deskRoutes.use("*", staffHeaders, staffOnly, withinPolicy);

deskRoutes.get("/me", async (c) => c.json(await staffSelf(c)));

deskRoutes.get("/requests", async (c) => c.json(await listRequests(c.env.DB, filtersOf(c.req.query()))));

deskRoutes.get(REQUEST, async (c) =>
  c.json(await requestDetail(c.env.DB, await intakeCatalogue(c.env.ASSETS), c.req.param("id"))),
);

deskRoutes.post(`${REQUEST}/status`, fromTheDesk, async (c) => {
  const id = c.req.param("id");
  const change = statusChangeOf(await readJson(c.req.raw));
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const now = new Date();
  const staffEmail = c.get("staff").email;
  let detail = await changeStatus(c.env.DB, catalogue, id, change, staffEmail, now);
  console.log(JSON.stringify({ event: "status-changed", id, to: change.status }));
  if (change.status === "cancelled" && detail.money && detail.money.payments.length > 0) {
    await refundCancelled(c.env, catalogue, id, change, staffEmail, now);
    detail = await requestDetail(c.env.DB, catalogue, id, now);
  }
  return c.json(detail);
});

deskRoutes.post(`${REQUEST}/hold`, fromTheDesk, async (c) => {
  const id = c.req.param("id");
  const extension = holdExtensionOf(await readJson(c.req.raw));
  const detail = await extendHold(
    c.env.DB,
    await intakeCatalogue(c.env.ASSETS),
    id,
    extension,
    c.get("staff").email,
    new Date(),
  );
  console.log(JSON.stringify({ event: "hold-extended", id, hours: extension.hours }));
  return c.json(detail);
});

// A payment made by bank transfer or in cash, recorded by staff (desk-payments.ts).
deskRoutes.post(`${REQUEST}/payments`, fromTheDesk, async (c) => {
  const id = c.req.param("id");
  const record = paymentRecordOf(await readJson(c.req.raw));
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const detail = await recordPayment(c.env, catalogue, id, record, c.get("staff").email, new Date());
  console.log(JSON.stringify({ event: "payment-recorded", id, method: record.method }));
  return c.json(detail);
});

// Refunds in full the payments that found no seat, and sends again a refund that failed.
deskRoutes.post(`${REQUEST}/refunds`, fromTheDesk, async (c) => {
  const id = c.req.param("id");
  const { version } = versionOf(await readJson(c.req.raw));
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const detail = await refundWithoutSeat(c.env, catalogue, id, version, c.get("staff").email, new Date());
  console.log(JSON.stringify({ event: "refunds-sent", id }));
  return c.json(detail);
});

// A refund owed by hand, marked returned once staff have sent the money back.
deskRoutes.post(`${REQUEST}/refunds/${RECEIPT}/returned`, fromTheDesk, async (c) => {
  const { id, receipt } = c.req.param();
  const returned = refundReturnOf(await readJson(c.req.raw));
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const detail = await markReturnedByHand(c.env, catalogue, id, receipt, returned, c.get("staff").email, new Date());
  console.log(JSON.stringify({ event: "refund-returned", id, receipt, method: returned.method }));
  return c.json(detail);
});

// A booking taken by phone or WhatsApp: the site's rules and the same atomic hold, entered by staff.
deskRoutes.post("/bookings", fromTheDesk, async (c) => {
  const { confirmed, ...fields } = deskBookingOf(await readJson(c.req.raw));
  const now = new Date();
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const submission = bookingSubmission(new Map(Object.entries({ ...fields, request: "booking" })), catalogue, now);
  submission.enteredBy = { staffEmail: c.get("staff").email, confirmed };
  const stored = await storeRequest(c.env, submission, null, "desk", now);
  await forgetSeatSnapshot();
  console.log(JSON.stringify({ event: "desk-booking", id: stored.id, confirmed }));
  return c.json(await requestDetail(c.env.DB, catalogue, stored.id, now), 201);
});

// A change of plans made for the traveller (plan-changes.ts): what each would do today, then the one chosen.
deskRoutes.get(`${REQUEST}/changes`, async (c) =>
  c.json(await planOptions(c.env, await intakeCatalogue(c.env.ASSETS), c.req.param("id"), new Date())),
);

deskRoutes.post(`${REQUEST}/changes`, fromTheDesk, async (c) => {
  const change = planChangeOf(await readJson(c.req.raw));
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  return c.json(await makeDeskChange(c.env, catalogue, c.req.param("id"), change, c.get("staff").email, new Date()));
});

deskRoutes.get(`${REQUEST}/resume`, async (c) => {
  const row = await requestRow(c.env.DB, c.req.param("id"));
  const object = row.resume_key ? await c.env.RESUMES.get(row.resume_key) : null;
  if (!object || !row.resume_name || !row.resume_type) throw new Refusal(404, "This request has no resume.");
  return new Response(object.body, {
    headers: {
      "Content-Type": row.resume_type,
      "Content-Length": String(object.size),
      "Content-Disposition": fileHeader(row.resume_name),
    },
  });
});

deskRoutes.get("/money", async (c) =>
  c.json(await moneyOverview(c.env.DB, await intakeCatalogue(c.env.ASSETS), todayInIndia(new Date()))),
);

// The accountant's GST documents: a month's list with each kind's totals, or a financial year's totals by month.
deskRoutes.get("/money/documents", async (c) => {
  const period = documentPeriodOf(c.req.query());
  return c.json(
    "month" in period
      ? await documentsOfMonth(c.env.DB, period.month, new Date())
      : await documentYear(c.env.DB, period.year),
  );
});

// The month's documents as GSTR-1's tables (docs/gst-documents.md, "For the accountant").
deskRoutes.get("/money/documents.csv", async (c) => {
  const month = documentMonthOf(c.req.query());
  return new Response(await monthReturnCsv(c.env.DB, month), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": fileHeader(`gstr1-${month}.csv`),
    },
  });
});

// The owner's numbers (worker/numbers/): money, changes and sources for owners and accounts, fill and lead time for owners and operations.
deskRoutes.get("/numbers/money", async (c) => {
  const now = new Date();
  return c.json(await moneyNumbers(c.env.DB, yearAsked(c.req.query("year"), now), now));
});

deskRoutes.get("/numbers/changes", async (c) => {
  const now = new Date();
  return c.json(await changeNumbers(c.env.DB, yearAsked(c.req.query("year"), now), now));
});

deskRoutes.get("/numbers/sources", async (c) => {
  const now = new Date();
  return c.json(await sourceNumbers(c.env.DB, yearAsked(c.req.query("year"), now), now));
});

deskRoutes.get("/numbers/lead-time", async (c) => {
  const now = new Date();
  const year = yearAsked(c.req.query("year"), now);
  return c.json(await leadTimeNumbers(c.env.DB, await intakeCatalogue(c.env.ASSETS), year, now));
});

deskRoutes.get("/numbers/fill", async (c) => {
  const now = new Date();
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  return c.json(await fillNumbers(c.env.DB, catalogue, todayInIndia(now), weeksAsked(c.req.query("weeks")), now));
});

deskRoutes.get("/departures", async (c) => {
  const all = await departureSeats(c.env.DB, await intakeCatalogue(c.env.ASSETS), todayInIndia(new Date()));
  // A lead's list: only the departures they lead (the policy's grant).
  const led = c.get("grant").departures;
  const departures = led
    ? all.filter((seats) =>
        led.some((departure) => departure.trip === seats.trip.slug && departure.startDate === seats.startDate),
      )
    : all;
  return c.json(departures);
});

deskRoutes.get(DEPARTURE, async (c) => {
  const { slug, startDate } = c.req.param();
  return c.json(await manifestOf(c.env.DB, await intakeCatalogue(c.env.ASSETS), slug, startDate));
});

// The agency calls the departure off (changes/called-off.ts): its bookings are told and choose, the unpaid released.
deskRoutes.post(`${DEPARTURE}/call-off`, fromTheDesk, async (c) => {
  const { slug, startDate } = c.req.param();
  const asked = callOffAskOf(await readJson(c.req.raw));
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  await callOffFromDesk(c.env, catalogue, { slug, startDate }, asked, c.get("staff").email, new Date());
  return c.json(await manifestOf(c.env.DB, catalogue, slug, startDate));
});

deskRoutes.get(`${DEPARTURE}/manifest.csv`, async (c) => {
  const { slug, startDate } = c.req.param();
  const manifest = await manifestOf(c.env.DB, await intakeCatalogue(c.env.ASSETS), slug, startDate);
  const csv = csvOf(MANIFEST_COLUMNS, manifestRows(manifest));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": fileHeader(`manifest-${slug}-${startDate}.csv`),
    },
  });
});

/** Who reads: the staff member signed in, under the role the policy granted and for its purpose, now. */
const readerOf = (c: AppContext) => ({
  staffEmail: c.get("staff").email,
  role: c.get("grant").role,
  purpose: c.get("grant").purpose,
  at: new Date().toISOString(),
});

/**
 * The reads of sealed data are POSTs from the desk's own page (fromTheDesk):
 * each writes a line to the access log, which another site must not be able
 * to write by making a signed-in browser load an address.
 */
async function permitList(c: AppContext) {
  const slug = c.req.param("slug")!;
  const startDate = c.req.param("startDate")!;
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const manifest = await manifestOf(c.env.DB, catalogue, slug, startDate);
  const confirmedSeats = manifest.travellers.reduce((sum, booking) => sum + booking.seats, 0);
  const list = await permitListOf(c.env, catalogue, slug, startDate, confirmedSeats, readerOf(c));
  console.log(JSON.stringify({ event: "permit-list-read", slug, startDate }));
  return list;
}

deskRoutes.post(`${DEPARTURE}/permit-list`, fromTheDesk, async (c) => c.json(await permitList(c)));

deskRoutes.post(`${DEPARTURE}/permit-list.csv`, fromTheDesk, async (c) => {
  const { slug, startDate } = c.req.param();
  const list = await permitList(c);
  const csv = csvOf(
    PERMIT_LIST_COLUMNS,
    list.travellers.map((line) => [line.name, line.idType, line.idNumber, line.reference ?? line.requestId, line.seat]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": fileHeader(`permit-list-${slug}-${startDate}.csv`),
    },
  });
});

deskRoutes.post(`${SEAT}/proof`, fromTheDesk, async (c) => {
  const id = c.req.param("id");
  const seat = Number(c.req.param("seat"));
  const proof = await proofOf(c.env, id, seat, readerOf(c));
  console.log(JSON.stringify({ event: "proof-read", id, seat }));
  return new Response(proof.bytes, {
    headers: {
      "Content-Type": proof.type,
      "Content-Length": String(proof.bytes.byteLength),
      "Content-Disposition": fileHeader(proof.name, "inline"),
    },
  });
});

deskRoutes.post(`${SEAT}/proof/review`, fromTheDesk, async (c) => {
  const id = c.req.param("id");
  const seat = Number(c.req.param("seat"));
  const decision = proofDecisionOf(await readJson(c.req.raw));
  await decideProof(c.env.DB, id, seat, decision, readerOf(c));
  console.log(JSON.stringify({ event: "proof-reviewed", id, seat, decision: decision.decision }));
  const row = await requestRow(c.env.DB, id);
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  if (!row.trip_slug || !row.departure_start) throw new Refusal(404, "This request has no departure.");
  return c.json(await manifestOf(c.env.DB, catalogue, row.trip_slug, row.departure_start));
});

deskRoutes.post(`${SEAT}/health`, fromTheDesk, async (c) => {
  const id = c.req.param("id");
  const seat = Number(c.req.param("seat"));
  const answers = await healthOf(c.env, id, seat, readerOf(c));
  console.log(JSON.stringify({ event: "health-read", id, seat }));
  return c.json(answers);
});

// Travellers' reviews (review-moderation.ts): a status's list, one with its log, a decision on a waiting
// one, the agency's public answer under a published one. No address changes what a traveller wrote.
deskRoutes.get("/reviews", async (c) =>
  c.json(await listReviews(c.env.DB, await intakeCatalogue(c.env.ASSETS), reviewListQueryOf(c.req.query()))),
);

deskRoutes.get(REVIEW, async (c) =>
  c.json(await reviewDetail(c.env.DB, await intakeCatalogue(c.env.ASSETS), c.req.param("review"))),
);

deskRoutes.post(`${REVIEW}/decision`, fromTheDesk, async (c) => {
  const decision = reviewDecisionOf(await readJson(c.req.raw));
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const staffEmail = c.get("staff").email;
  return c.json(await decideReview(c.env.DB, catalogue, c.req.param("review"), decision, staffEmail, new Date()));
});

deskRoutes.post(`${REVIEW}/reply`, fromTheDesk, async (c) => {
  const reply = reviewReplyOf(await readJson(c.req.raw));
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const staffEmail = c.get("staff").email;
  return c.json(await replyToReview(c.env.DB, catalogue, c.req.param("review"), reply, staffEmail, new Date()));
});

deskRoutes.get("/access-log", async (c) => {
  const { before } = accessLogQueryOf(c.req.query());
  return c.json(await accessLogOf(c.env.DB, await intakeCatalogue(c.env.ASSETS), before, ACCESS_LOG_PAGE));
});

deskRoutes.get("/staff", async (c) =>
  c.json(await staffList(c.env.DB, await intakeCatalogue(c.env.ASSETS), c.env.STAFF_OWNERS)),
);

// An owner gives one person exactly these roles and departures (none: off the staff), logged.
deskRoutes.post("/staff", fromTheDesk, async (c) => {
  const change = staffMemberChangeOf(await readJson(c.req.raw));
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  await changeStaffMember(c.env.DB, catalogue, change, c.get("staff").email, new Date());
  console.log(JSON.stringify({ event: "staff-changed", email: change.email, roles: change.roles }));
  return c.json(await staffList(c.env.DB, catalogue, c.env.STAFF_OWNERS));
});

// The trip lead's roster (lead-roster.ts): read and logged like the permit list; its version, opening
// nothing; the openings of a copy kept on a phone, logged at their own times; the pickup's ticks.
deskRoutes.post(`${DEPARTURE}/roster`, fromTheDesk, async (c) => {
  const { slug, startDate } = c.req.param();
  const roster = await rosterOf(c.env, await intakeCatalogue(c.env.ASSETS), slug, startDate, readerOf(c));
  console.log(JSON.stringify({ event: "roster-read", slug, startDate }));
  return c.json(roster);
});

deskRoutes.get(`${DEPARTURE}/roster/version`, async (c) => {
  const { slug, startDate } = c.req.param();
  return c.json({ version: await rosterVersion(c.env.DB, slug, startDate) } satisfies RosterVersion);
});

deskRoutes.post(`${DEPARTURE}/roster/openings`, fromTheDesk, async (c) => {
  const { slug, startDate } = c.req.param();
  const { openings } = rosterOpeningsOf(await readJson(c.req.raw));
  const { staffEmail, role, purpose } = readerOf(c);
  await logRosterOpenings(
    c.env.DB,
    slug,
    startDate,
    { staffEmail, role, purpose },
    openings.map((opening) => new Date(opening.at).toISOString()),
  );
  console.log(JSON.stringify({ event: "roster-openings", slug, startDate, count: openings.length }));
  return c.json({ logged: openings.length });
});

deskRoutes.post(`${DEPARTURE}/check-ins`, fromTheDesk, async (c) => {
  const { slug, startDate } = c.req.param();
  const { changes } = checkInChangesOf(await readJson(c.req.raw));
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  return c.json(await changeCheckIns(c.env.DB, catalogue, slug, startDate, changes, c.get("staff").email, new Date()));
});
