// The staff desk's API, mounted at STAFF_API_PATH: the requests, one request,
// its status changes (a cancellation refunding by the terms), hold extensions,
// payments recorded by hand, refunds (and those returned by hand) and resume,
// the bookings staff enter for sales by phone, each departure's seats and
// manifest, and the money to chase.
// Every address first checks the staff member's Access token
// (staff-access.ts) and answers 403, with nothing else, without one; a change
// must come from the desk's own page (platform/middleware.ts's fromTheDesk).
import type { StaffRefusal } from "../../requests/staff";
import { todayInIndia } from "../../content/india-time";
import { Refusal } from "../platform/refusals";
import { newApp, type Middleware } from "../platform/hono-app";
import { intakeCatalogue } from "../shared/catalogue";
import { fromTheDesk } from "../platform/middleware";
import { csvOf } from "./csv";
import { forgetSeatSnapshot } from "../shared/seat-snapshot";
import { departureSeats, manifestOf } from "./manifests";
import { storeRequest } from "../shared/request-store";
import { staffMemberOf } from "./staff-access";
import {
  deskBookingOf,
  filtersOf,
  holdExtensionOf,
  paymentRecordOf,
  refundReturnOf,
  statusChangeOf,
  versionOf,
} from "./api-input";
import { listRequests, requestDetail, requestRow } from "./request-views";
import { changeStatus, extendHold } from "./status-changes";
import { bookingSubmission } from "../shared/submissions";
import { markReturnedByHand, recordPayment, refundCancelled, refundWithoutSeat } from "./desk-payments";
import { moneyOverview } from "./money-overview";

/** What staff data is sent with: never cached, never sniffed, never indexed. */
export const STAFF_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
};

const FORBIDDEN: StaffRefusal = { message: "Staff only. Sign in through Cloudflare Access." };

/** Middleware: every answer under the staff API, refusals included, carries STAFF_HEADERS. */
const staffHeaders: Middleware = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(STAFF_HEADERS)) c.res.headers.set(name, value);
};

/** Middleware: staff only, by their Access token; who they are is handed on as `staff`. */
const staffOnly: Middleware = async (c, next) => {
  const staff = await staffMemberOf(c.req.raw, c.env);
  if (!staff) return c.json(FORBIDDEN, 403);
  c.set("staff", staff);
  await next();
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

/** 'Résumé – Asha.pdf' as a Content-Disposition: an ASCII fallback and the exact name in UTF-8. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
];

const REQUEST = "/requests/:id{[0-9a-f-]{36}}";
const DEPARTURE = "/departures/:slug{[a-z0-9-]+}/:startDate{\\d{4}-\\d{2}-\\d{2}}";
// A refund's receipt, '<payment id>:<reason>' (refunds.ts): the colon as sent, or encoded as
// encodeURIComponent (staffApi.refundReturned) writes it; the router sees the path undecoded.
const RECEIPT = ":receipt{[A-Za-z0-9_-]{1,64}(?::|%3[Aa])[a-z-]{1,16}}";

export const deskRoutes = newApp();
deskRoutes.use("*", staffHeaders, staffOnly);

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

deskRoutes.get(`${REQUEST}/resume`, async (c) => {
  const row = await requestRow(c.env.DB, c.req.param("id"));
  const object = row.resume_key ? await c.env.RESUMES.get(row.resume_key) : null;
  if (!object || !row.resume_name || !row.resume_type) throw new Refusal(404, "This request has no resume.");
  return new Response(object.body, {
    headers: {
      "Content-Type": row.resume_type,
      "Content-Length": String(object.size),
      "Content-Disposition": attachmentHeader(row.resume_name),
    },
  });
});

deskRoutes.get("/money", async (c) =>
  c.json(await moneyOverview(c.env.DB, await intakeCatalogue(c.env.ASSETS), todayInIndia(new Date()))),
);

deskRoutes.get("/departures", async (c) =>
  c.json(await departureSeats(c.env.DB, await intakeCatalogue(c.env.ASSETS), todayInIndia(new Date()))),
);

deskRoutes.get(DEPARTURE, async (c) => {
  const { slug, startDate } = c.req.param();
  return c.json(await manifestOf(c.env.DB, await intakeCatalogue(c.env.ASSETS), slug, startDate));
});

deskRoutes.get(`${DEPARTURE}/manifest.csv`, async (c) => {
  const { slug, startDate } = c.req.param();
  const manifest = await manifestOf(c.env.DB, await intakeCatalogue(c.env.ASSETS), slug, startDate);
  const csv = csvOf(
    MANIFEST_COLUMNS,
    manifest.travellers.map((traveller, index) => [
      index + 1,
      traveller.name,
      traveller.seats,
      traveller.others.join("; "),
      traveller.phone,
      traveller.email,
      traveller.confirmedAt?.slice(0, 10) ?? "",
      traveller.message,
      traveller.reference ?? traveller.id,
    ]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentHeader(`manifest-${slug}-${startDate}.csv`),
    },
  });
});
