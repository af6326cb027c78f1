// The staff desk's API under /api/staff/: the requests, one request, its
// status changes and resume, and each departure's seats and manifest. Every
// route first checks the staff member's Access token (staff-access.ts) and
// answers 403, with nothing else, without one. A change must come from the
// desk's own page (same origin, JSON), so another site cannot make a signed-in
// browser send one.
import { STAFF_API_PATH } from "../content/routes.mjs";
import { todayInIndia } from "../content/dates";
import type { StaffRefusal } from "../requests/staff";
import { Refusal } from "./answers";
import { intakeCatalogue } from "./catalogue";
import { csvOf } from "./csv";
import { departureSeats, manifestOf } from "./manifests";
import { staffMemberOf, type StaffMember } from "./staff-access";
import { changeStatus, filtersOf, listRequests, requestDetail, requestRow, statusChangeOf } from "./staff-requests";

/** What staff data is sent with: never cached, never sniffed, never indexed. */
export const STAFF_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
};

const FORBIDDEN: StaffRefusal = { message: "Staff only. Sign in through Cloudflare Access." };

const staffJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...STAFF_HEADERS, ...headers } });

interface Route {
  method: "GET" | "POST";
  pattern: RegExp;
  handle(match: string[], context: { request: Request; env: Env; staff: StaffMember; now: Date }): Promise<Response>;
}

const ID = "([0-9a-f-]{36})";
const SLUG = "([a-z0-9-]+)";
const DATE = "(\\d{4}-\\d{2}-\\d{2})";

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

/** A change must come from a page on this origin: browsers always say where a POST comes from. */
function refuseOtherOrigins(request: Request) {
  if (request.headers.get("Origin") !== new URL(request.url).origin) {
    throw new Refusal(403, "Changes are made from the staff desk itself.");
  }
}

/** 'Résumé – Asha.pdf' as a Content-Disposition: an ASCII fallback and the exact name in UTF-8. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const MANIFEST_COLUMNS = ["Seat", "Name", "Phone", "Email", "Confirmed", "Message", "Request"];

const ROUTES: Route[] = [
  {
    method: "GET",
    pattern: /^requests$/,
    handle: async (_, { request, env }) =>
      staffJson(200, await listRequests(env.DB, filtersOf(new URL(request.url).searchParams))),
  },
  {
    method: "GET",
    pattern: new RegExp(`^requests/${ID}$`),
    handle: async ([id], { env }) => staffJson(200, await requestDetail(env.DB, id)),
  },
  {
    method: "POST",
    pattern: new RegExp(`^requests/${ID}/status$`),
    async handle([id], { request, env, staff, now }) {
      refuseOtherOrigins(request);
      const change = statusChangeOf(await readJson(request));
      const detail = await changeStatus(env.DB, id, change, staff.email, now);
      console.log(JSON.stringify({ event: "status-changed", id, to: change.status }));
      return staffJson(200, detail);
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^requests/${ID}/resume$`),
    async handle([id], { env }) {
      const row = await requestRow(env.DB, id);
      const object = row.resume_key ? await env.RESUMES.get(row.resume_key) : null;
      if (!object || !row.resume_name || !row.resume_type) throw new Refusal(404, "This request has no resume.");
      return new Response(object.body, {
        headers: {
          ...STAFF_HEADERS,
          "Content-Type": row.resume_type,
          "Content-Length": String(object.size),
          "Content-Disposition": attachmentHeader(row.resume_name),
        },
      });
    },
  },
  {
    method: "GET",
    pattern: /^departures$/,
    handle: async (_, { env, now }) =>
      staffJson(200, await departureSeats(env.DB, await intakeCatalogue(env.ASSETS), todayInIndia(now))),
  },
  {
    method: "GET",
    pattern: new RegExp(`^departures/${SLUG}/${DATE}$`),
    handle: async ([slug, startDate], { env }) =>
      staffJson(200, await manifestOf(env.DB, await intakeCatalogue(env.ASSETS), slug, startDate)),
  },
  {
    method: "GET",
    pattern: new RegExp(`^departures/${SLUG}/${DATE}/manifest\\.csv$`),
    async handle([slug, startDate], { env }) {
      const manifest = await manifestOf(env.DB, await intakeCatalogue(env.ASSETS), slug, startDate);
      const csv = csvOf(
        MANIFEST_COLUMNS,
        manifest.travellers.map((traveller, index) => [
          index + 1,
          traveller.name,
          traveller.phone,
          traveller.email,
          traveller.confirmedAt?.slice(0, 10) ?? "",
          traveller.message,
          traveller.id,
        ]),
      );
      return new Response(csv, {
        headers: {
          ...STAFF_HEADERS,
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": attachmentHeader(`manifest-${slug}-${startDate}.csv`),
        },
      });
    },
  },
];

/** Answers a request under STAFF_API_PATH: 403 without a valid staff token, else the route's answer. */
export async function handleStaffApi(request: Request, env: Env, now = new Date()): Promise<Response> {
  const staff = await staffMemberOf(request, env);
  if (!staff) return staffJson(403, FORBIDDEN);
  const rest = new URL(request.url).pathname.slice(STAFF_API_PATH.length);
  const matching = ROUTES.map((route) => ({ route, match: route.pattern.exec(rest) })).filter(({ match }) => match);
  if (matching.length === 0) return staffJson(404, { message: "There is nothing at this address." });
  const found = matching.find(({ route }) => route.method === request.method);
  if (!found) {
    const allow = matching.map(({ route }) => route.method).join(", ");
    return staffJson(405, { message: `Use ${allow} here.` }, { Allow: allow });
  }
  try {
    return await found.route.handle(found.match!.slice(1), { request, env, staff, now });
  } catch (error) {
    if (error instanceof Refusal) return staffJson(error.status, { message: error.message });
    console.error(JSON.stringify({ event: "staff-request-failed", error: String(error) }));
    return staffJson(500, { message: "Something went wrong on our side; nothing was changed. Try again." });
  }
}
