// Who travels on each seat of a booking: the form of seat N at
// /booking/<reference>/travellers/N, opened by the booker (the booking's
// ?token=, every seat) or by the traveller on that seat (?key=, the seat's own
// link, which the booker makes here and can stop). Details are checked field
// by field (requests/traveller-details.ts); the ID number and health answers
// are sealed before they reach D1 and the fitness proof before it reaches R2.
// A seat a traveller filled in through their own link is theirs: the booker
// sees that it is done, not what it says. A traveller can delete their details
// (withdraw) until the trip starts. Everything works without JavaScript.
import { html } from "hono/html";
import { compareIsoDates, ageOn } from "../../content/dates";
import { formatDateRange, formatLongDate } from "../../content/format";
import { todayInIndia } from "../../content/india-time";
import { bookingPagePath, travellerSeatPath } from "../../content/routes.mjs";
import { ID_NUMBER_RULES, type TravellerLevel, type TravellerQuestions } from "../../content/traveller-data";
import { catalogueTrip, type IntakeCatalogue } from "../../requests/intake-catalogue";
import {
  checkProofContents,
  checkProofFile,
  checkTravellerForm,
  healthDetailsFieldName,
  healthFieldName,
  proofFormatOf,
  PROOF_FORMATS,
  type HealthAnswer,
  type TravellerForm,
} from "../../requests/traveller-details";
import { requestByReference } from "../db/requests";
import type { RequestRow, TravellerRow } from "../db/rows";
import {
  forgetErasedObjects,
  keepProof,
  replaceLink,
  saveTraveller,
  seatOfLink,
  stopLink,
  TRAVELLER_STATUSES,
  travellerOnSeat,
  withdrawTraveller,
} from "../db/travellers";
import { sameSecret, sha256Hex, toHex } from "../platform/crypto";
import { newApp } from "../platform/hono-app";
import {
  openText,
  PersonalDataKeyError,
  personalDataKeys,
  sealBytes,
  sealText,
  type PersonalDataKeys,
} from "../platform/personal-data";
import { sitePage } from "../platform/site-page";
import { bookingPageUrl } from "../shared/booking-summary";
import { intakeCatalogue } from "../shared/catalogue";
import { newToken } from "../shared/references";
import { healthPlace, idNumberPlace, proofPlace } from "../shared/traveller-places";
import { errorSummary, privacyNotice, proofForm, seatForm, type Markup } from "./seat-form-markup";

export const seatForms = newApp();

const SEAT = "/booking/:reference{SF-[0-9A-Z]{8}}/travellers/:seat{[1-9][0-9]?}";

/** Who opened a seat's form, and with what: the booker with the booking's token, or the seat's traveller with its key. */
interface SeatAccess {
  row: RequestRow;
  seat: number;
  by: "booker" | "traveller";
  credential: { name: "token" | "key"; value: string };
}

const linkHash = (key: string) => sha256Hex(new TextEncoder().encode(key));

async function seatAccess(
  db: D1Database,
  reference: string,
  seat: number,
  credentials: { token?: string; key?: string },
): Promise<SeatAccess | null> {
  const row = await requestByReference(db, reference);
  if (!row || seat > row.seats) return null;
  if (credentials.token && row.token && sameSecret(credentials.token, row.token)) {
    return { row, seat, by: "booker", credential: { name: "token", value: credentials.token } };
  }
  if (credentials.key && /^[0-9a-f]{48}$/.test(credentials.key)) {
    const link = await seatOfLink(db, await linkHash(credentials.key));
    if (link && link.request_id === row.id && link.seat === seat) {
      return { row, seat, by: "traveller", credential: { name: "key", value: credentials.key } };
    }
  }
  return null;
}

/** The credential of a GET (its query) or a POST (its form's hidden field). */
const credentialsOf = (values: Record<string, unknown>) => ({
  token: typeof values.token === "string" ? values.token : undefined,
  key: typeof values.key === "string" ? values.key : undefined,
});

const seatUrl = (access: SeatAccess, action?: string, extra: Record<string, string> = {}) =>
  `${travellerSeatPath(access.row.reference!, access.seat, action)}?${new URLSearchParams({
    [access.credential.name]: access.credential.value,
    ...extra,
  })}`;

const notFound = (assets: Fetcher) =>
  sitePage(assets, {
    status: 404,
    title: "Traveller form not found",
    main: `<h1>We could not find this traveller form</h1>
<p>Open the link you were sent, whole: it holds the key to the form. If the booker made a new link, this one has stopped working: ask them for the new one.</p>`,
  });

/** The grade's questions for the booking's trip, or null when the site no longer lists the trip. */
function gradeOf(
  catalogue: IntakeCatalogue,
  row: RequestRow,
): { level: TravellerLevel; questions: TravellerQuestions } | null {
  const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
  const questions = catalogue.travellerQuestions;
  if (!trip?.level || !questions) return null;
  return { level: questions.levels[trip.level], questions };
}

/** Why the seat's details cannot be told now, or null: the booking must hold its seats, and the trip not have started. */
function closedBecause(row: RequestRow, today: string): string | null {
  if (!(TRAVELLER_STATUSES as readonly string[]).includes(row.status)) {
    return "This booking does not hold seats now, so there is nothing to fill in. Call us if that is news to you.";
  }
  if (row.departure_start && compareIsoDates(today, row.departure_start) >= 0) {
    return "The trip has started: these details can no longer be changed here. Call the trip lead or the agency.";
  }
  return null;
}

/** The page's heading and where it belongs. */
const heading = (access: SeatAccess) =>
  html`<p class="eyebrow">
      Booking ${access.row.reference} ·
      ${access.row.trip_title ?? ""}${access.row.departure_start && access.row.departure_end ? html` · ${formatDateRange(access.row.departure_start, access.row.departure_end)}` : ""}
    </p>
    <h1>Traveller on seat ${access.seat} of ${access.row.seats}</h1>`;

const backLink = (access: SeatAccess) =>
  access.by === "booker"
    ? html`<p>
        <a
          href="${bookingPagePath(access.row.reference!)}?${new URLSearchParams({ token: access.credential.value })}#travellers"
          >Back to the booking</a
        >
      </p>`
    : "";

async function page(assets: Fetcher, status: number, title: string, main: Markup) {
  return sitePage(assets, {
    status,
    title,
    main: (await main).toString(),
  });
}

/**
 * The name the booking form gave the seat, to start an untold seat's form
 * with: the booker's own for seat 1, then the other travellers' names in the
 * order they were typed. The traveller corrects it to the name on their ID.
 */
function namedInBooking(access: SeatAccess): string {
  if (access.seat === 1) return access.row.full_name ?? "";
  const others = (access.row.travellers ?? "")
    .split("\n")
    .map((name) => name.trim())
    .filter(Boolean);
  return others[access.seat - 2] ?? "";
}

/** What a saved seat shows in its form again: its plain fields, and its health answers opened. */
async function formOfSaved(keys: PersonalDataKeys, traveller: TravellerRow): Promise<TravellerForm> {
  const form: TravellerForm = {
    fullName: traveller.full_name,
    dateOfBirth: traveller.date_of_birth,
    gender: traveller.gender,
    phone: traveller.phone,
    emergencyName: traveller.emergency_name,
    emergencyRelation: traveller.emergency_relation,
    emergencyPhone: traveller.emergency_phone,
    dietary: traveller.dietary,
    idType: traveller.id_type,
    guardianName: traveller.guardian_name ?? "",
    guardianPhone: traveller.guardian_phone ?? "",
    guardianConsent: traveller.guardian_consent_at ? "yes" : "",
  };
  if (traveller.health) {
    const answers = JSON.parse(
      await openText(keys, healthPlace(traveller.request_id, traveller.seat), traveller.health),
    ) as Record<string, HealthAnswer>;
    for (const [id, answer] of Object.entries(answers)) {
      form[healthFieldName(id)] = answer.answer;
      form[healthDetailsFieldName(id)] = answer.details;
    }
  }
  return form;
}

/** "Passport ending 67": enough for the traveller to know which they gave, never the number. */
async function savedIdOf(keys: PersonalDataKeys, traveller: TravellerRow) {
  const number = await openText(keys, idNumberPlace(traveller.request_id, traveller.seat), traveller.id_number);
  return `${ID_NUMBER_RULES[traveller.id_type as keyof typeof ID_NUMBER_RULES]?.label ?? traveller.id_type} ending ${number.slice(-2)}`;
}

/** The keys personal data is sealed with, or null (logged) when the secret is unset or malformed. */
async function keysOrNull(env: Env): Promise<PersonalDataKeys | null> {
  try {
    return await personalDataKeys(env.PERSONAL_DATA_KEYS);
  } catch (error) {
    if (!(error instanceof PersonalDataKeyError)) throw error;
    // The message names the secret, never a key.
    console.error(JSON.stringify({ event: "personal-data-keys-unavailable", error: error.message }));
    return null;
  }
}

const UNAVAILABLE =
  "We cannot save travellers' details right now. Nothing you typed is lost: it is all below. Try again in a few minutes, or call us.";

interface FormPageState {
  form: TravellerForm;
  errors: Record<string, string>;
  version: number | null;
  savedId: string | null;
  /** A message above the form: saved, or why the save did not go through. */
  banner?: Markup;
}

async function formPage(
  assets: Fetcher,
  status: number,
  access: SeatAccess,
  grade: { level: TravellerLevel; questions: TravellerQuestions },
  state: FormPageState,
  traveller: TravellerRow | null,
  proofInstructions: string | null,
  proofError?: string,
) {
  const told = traveller !== null;
  const hasErrors = Object.keys(state.errors).length > 0;
  const age =
    traveller && access.row.departure_start ? ageOn(traveller.date_of_birth, access.row.departure_start) : null;
  return page(
    assets,
    status,
    `${hasErrors ? "Fix the form: " : ""}Traveller on seat ${access.seat}, booking ${access.row.reference}`,
    html`${heading(access)} ${state.banner ?? ""} ${errorSummary(state.errors)}
    ${told ? html`<p class="lede">${traveller.full_name}${age !== null ? html`, ${age} on the first day of the trip` : ""}. Saved ${formatLongDate(traveller.saved_at.slice(0, 10))}.</p>` : html`<p class="lede">Tell us who travels on this seat. Read how we use and keep these details first.</p>`}
    ${privacyNotice(grade.questions, !told && !hasErrors)}
    ${told && proofInstructions ? proofForm({ action: travellerSeatPath(access.row.reference!, access.seat, "proof"), credential: access.credential, instructions: proofInstructions, traveller, error: proofError }) : ""}
    ${seatForm({
      action: travellerSeatPath(access.row.reference!, access.seat),
      credential: access.credential,
      version: state.version,
      form: state.form,
      errors: state.errors,
      level: grade.level,
      questions: grade.questions,
      departureStart: access.row.departure_start!,
      savedId: state.savedId,
    })}
    ${told ? withdrawForm(access) : ""}
    ${!told && proofInstructions ? html`<p class="notice">This trip also asks for a fitness proof: once the details are saved, this page asks for it.</p>` : ""}
    ${backLink(access)}`,
  );
}

function withdrawForm(access: SeatAccess): Markup {
  return html`<section aria-labelledby="withdraw-heading">
    <h2 id="withdraw-heading">Delete these details</h2>
    <p>
      Withdraw consent: we delete everything this form holds for seat ${access.seat}, including any fitness proof. The
      seat stays booked; without a traveller's details they cannot join the trip.
    </p>
    <form class="form" method="post" action="${travellerSeatPath(access.row.reference!, access.seat, "withdraw")}">
      <input type="hidden" name="${access.credential.name}" value="${access.credential.value}" />
      <div class="choices">
        <div class="choice">
          <input type="checkbox" id="confirm-withdraw" name="confirm" value="yes" required /><label
            for="confirm-withdraw"
            >Yes, delete this traveller's details</label
          >
        </div>
      </div>
      <div class="actions"><button type="submit" class="button secondary">Delete the details</button></div>
    </form>
  </section>`;
}

/** Whether the seat is its traveller's alone: filled in through their own link, and asked for by the booker. */
const theirsAlone = (traveller: TravellerRow, access: SeatAccess) =>
  traveller.saved_by === "traveller" && access.by === "booker";

/** The booker's view of a seat its traveller filled in through their own link: done, and by whom, but not what it says. */
function travellersOwn(assets: Fetcher, access: SeatAccess, traveller: TravellerRow) {
  return page(
    assets,
    200,
    `Traveller on seat ${access.seat}, booking ${access.row.reference}`,
    html`${heading(access)}
      <p class="notice">
        ${traveller.full_name} filled in their own details through their link on
        ${formatLongDate(traveller.saved_at.slice(0, 10))}. Only they can see or change them.
      </p>
      ${backLink(access)}`,
  );
}

/**
 * The seat the address names, opened with `credentials`: who opened it, its
 * grade and its traveller; or the page that says why its form cannot be shown
 * (no such seat or a wrong key, the booking no longer holds it, the trip has
 * started, or its traveller filled it in through their own link and the
 * booker is asking).
 */
async function openSeat(
  env: Env,
  reference: string,
  seatNumber: number,
  credentials: { token?: string; key?: string },
): Promise<
  | {
      ok: true;
      access: SeatAccess;
      grade: { level: TravellerLevel; questions: TravellerQuestions };
      traveller: TravellerRow | null;
      proofInstructions: string | null;
    }
  | { ok: false; response: Response | Promise<Response> }
> {
  const access = await seatAccess(env.DB, reference, seatNumber, credentials);
  if (!access) return { ok: false, response: notFound(env.ASSETS) };
  const catalogue = await intakeCatalogue(env.ASSETS);
  const closed = closedBecause(access.row, todayInIndia(new Date()));
  const grade = gradeOf(catalogue, access.row);
  if (closed || !grade) {
    const reason =
      closed ?? `We cannot show this form: the trip is no longer on the site. Call us on ${catalogue.agency.phone}.`;
    return {
      ok: false,
      response: page(
        env.ASSETS,
        409,
        "Traveller details closed",
        html`${heading(access)}
          <p class="notice warning">${reason}</p>
          ${backLink(access)}`,
      ),
    };
  }
  const traveller = await travellerOnSeat(env.DB, access.row.id, access.seat);
  if (traveller && theirsAlone(traveller, access))
    return { ok: false, response: travellersOwn(env.ASSETS, access, traveller) };
  return { ok: true, access, grade, traveller, proofInstructions: grade.level.proof?.instructions ?? null };
}

seatForms.get(SEAT, async (c) => {
  const seat = await openSeat(
    c.env,
    c.req.param("reference"),
    Number(c.req.param("seat")),
    credentialsOf(c.req.query()),
  );
  if (!seat.ok) return seat.response;
  const { access, grade, traveller, proofInstructions } = seat;
  const keys = await keysOrNull(c.env);
  if (traveller && !keys) {
    return page(
      c.env.ASSETS,
      503,
      "Try again soon",
      html`${heading(access)}
        <p class="notice warning">We cannot open these details right now. Try again in a few minutes, or call us.</p>`,
    );
  }
  const saved = c.req.query("saved") === "1";
  return formPage(
    c.env.ASSETS,
    200,
    access,
    grade,
    {
      form: traveller && keys ? await formOfSaved(keys, traveller) : { fullName: namedInBooking(access) },
      errors: {},
      version: traveller?.version ?? null,
      savedId: traveller && keys ? await savedIdOf(keys, traveller) : null,
      banner: saved ? html`<p class="notice" role="status">Saved. Thank you.</p>` : undefined,
    },
    traveller,
    proofInstructions,
  );
});

seatForms.post(SEAT, async (c) => {
  const body = await c.req.parseBody();
  const seat = await openSeat(c.env, c.req.param("reference"), Number(c.req.param("seat")), credentialsOf(body));
  if (!seat.ok) return seat.response;
  const { access, grade, traveller, proofInstructions } = seat;
  const form = Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ) as TravellerForm;
  const version = /^\d+$/.test(form.version ?? "") ? Number(form.version) : null;
  const keepsSavedId = traveller !== null && (form.idNumber ?? "").trim() === "" && form.idType === traveller.id_type;
  const today = todayInIndia(new Date());
  const check = checkTravellerForm(form, grade.level, access.row.departure_start!, today, { keepsSavedId });
  const keys = await keysOrNull(c.env);
  const savedId = traveller && keys ? await savedIdOf(keys, traveller) : null;
  const again = (status: number, errors: Record<string, string>, banner?: Markup) =>
    formPage(
      c.env.ASSETS,
      status,
      access,
      grade,
      { form, errors, version, savedId, banner },
      traveller,
      proofInstructions,
    );
  if (!check.ok) return again(422, check.errors);
  if (!keys) return again(503, {}, html`<p class="notice warning" role="alert">${UNAVAILABLE}</p>`);

  const { details } = check;
  const now = new Date().toISOString();
  const idNumber = keepsSavedId
    ? traveller!.id_number
    : await sealText(keys, idNumberPlace(access.row.id, access.seat), details.idNumber);
  const health =
    grade.level.questions.length > 0
      ? await sealText(keys, healthPlace(access.row.id, access.seat), JSON.stringify(details.health))
      : null;
  const savedVersion = await saveTraveller(
    c.env.DB,
    {
      request_id: access.row.id,
      seat: access.seat,
      full_name: details.fullName,
      date_of_birth: details.dateOfBirth,
      gender: details.gender,
      phone: details.phone,
      emergency_name: details.emergencyName,
      emergency_relation: details.emergencyRelation,
      emergency_phone: details.emergencyPhone,
      dietary: details.dietary,
      id_type: details.idType,
      id_number: idNumber,
      health,
      declared_at: now,
      guardian_name: details.guardian?.name ?? null,
      guardian_phone: details.guardian?.phone ?? null,
      guardian_consent_at: details.guardian ? now : null,
      saved_at: now,
      saved_by: access.by,
    },
    version,
  );
  if (savedVersion === null) {
    return again(
      409,
      {},
      html`<p class="notice warning" role="alert">
        These details were saved from somewhere else while you were typing, or the booking no longer holds this seat.
        Your answers are below: reload the page to see what was saved, or send yours again.
      </p>`,
    );
  }
  const back =
    access.by === "booker" && !proofInstructions
      ? `${bookingPageUrl(new URL(c.req.url).origin, access.row)}#travellers`
      : seatUrl(access, undefined, { saved: "1" });
  return c.redirect(back, 303);
});

seatForms.post(`${SEAT}/proof`, async (c) => {
  const body = await c.req.parseBody();
  const seat = await openSeat(c.env, c.req.param("reference"), Number(c.req.param("seat")), credentialsOf(body));
  if (!seat.ok) return seat.response;
  const { access, grade, traveller, proofInstructions } = seat;
  if (!traveller || !proofInstructions) return c.redirect(seatUrl(access), 303);
  const keys = await keysOrNull(c.env);
  if (!keys) {
    return page(
      c.env.ASSETS,
      503,
      "Try again soon",
      html`${heading(access)}
        <p class="notice warning">${UNAVAILABLE}</p>`,
    );
  }
  const file = body.proof instanceof File ? body.proof : undefined;
  const showAgain = async (status: number, error: string) =>
    formPage(
      c.env.ASSETS,
      status,
      access,
      grade,
      {
        form: await formOfSaved(keys, traveller),
        errors: {},
        version: traveller.version,
        savedId: await savedIdOf(keys, traveller),
      },
      traveller,
      proofInstructions,
      error,
    );
  const nameProblem = checkProofFile(file);
  if (nameProblem) return showAgain(422, nameProblem);
  const bytes = new Uint8Array(await file!.arrayBuffer());
  const contentProblem = checkProofContents(file!.name, bytes);
  if (contentProblem) return showAgain(422, contentProblem);
  const format = proofFormatOf(bytes)!;
  const key = proofPlace(access.row.id, access.seat, toHex(crypto.getRandomValues(new Uint8Array(16))));
  const { keyId, sealed } = await sealBytes(keys, key, bytes);
  await c.env.RESUMES.put(key, sealed, { customMetadata: { keyId } });
  const kept = await keepProof(
    c.env.DB,
    access.row.id,
    access.seat,
    { key, name: file!.name, type: PROOF_FORMATS[format].mediaType, bytes: bytes.byteLength },
    new Date().toISOString(),
  );
  if (!kept) {
    await c.env.RESUMES.delete(key);
    return showAgain(409, "The booking no longer holds this seat, so the proof was not kept.");
  }
  return c.redirect(seatUrl(access, undefined, { saved: "1" }), 303);
});

seatForms.post(`${SEAT}/withdraw`, async (c) => {
  const body = await c.req.parseBody();
  const access = await seatAccess(c.env.DB, c.req.param("reference"), Number(c.req.param("seat")), credentialsOf(body));
  if (!access) return notFound(c.env.ASSETS);
  const traveller = await travellerOnSeat(c.env.DB, access.row.id, access.seat);
  if (traveller && theirsAlone(traveller, access)) return travellersOwn(c.env.ASSETS, access, traveller);
  if (access.row.departure_start && compareIsoDates(todayInIndia(new Date()), access.row.departure_start) >= 0) {
    return page(
      c.env.ASSETS,
      409,
      "Trip started",
      html`${heading(access)}
        <p class="notice warning">
          The trip has started: write to us to have these details deleted. They are erased 30 days after the trip in any
          case.
        </p>`,
    );
  }
  if (body.confirm !== "yes") return c.redirect(seatUrl(access), 303);
  const at = new Date().toISOString();
  await withdrawTraveller(c.env.DB, access.row.id, access.seat, at);
  if (traveller?.proof_key) {
    // The daily clean-up deletes it if this does not get to.
    await c.env.RESUMES.delete(traveller.proof_key);
    await forgetErasedObjects(c.env.DB, [traveller.proof_key]);
  }
  return page(
    c.env.ASSETS,
    200,
    "Details deleted",
    html`${heading(access)}
      <p class="notice" role="status">
        Deleted: we no longer hold this traveller's details${traveller?.proof_key ? " or fitness proof" : ""}.
        ${access.by === "traveller" ? "This link no longer works." : ""}
      </p>
      ${backLink(access)}`,
  );
});

/** Makes the seat's own link (any link it had stops working) and shows it once, to hand on. */
seatForms.post(`${SEAT}/link`, async (c) => {
  const body = await c.req.parseBody();
  const access = await seatAccess(c.env.DB, c.req.param("reference"), Number(c.req.param("seat")), credentialsOf(body));
  if (!access || access.by !== "booker") return notFound(c.env.ASSETS);
  const key = newToken();
  const made = await replaceLink(c.env.DB, access.row.id, access.seat, await linkHash(key), new Date().toISOString());
  if (!made) return c.redirect(`${bookingPageUrl(new URL(c.req.url).origin, access.row)}#travellers`, 303);
  const url = `${new URL(c.req.url).origin}${travellerSeatPath(access.row.reference!, access.seat)}?${new URLSearchParams({ key })}`;
  const message = `Please fill in your details for our ${access.row.trip_title ?? "Safarnama"} trip (booking ${access.row.reference}): ${url}`;
  return page(
    c.env.ASSETS,
    200,
    `Seat ${access.seat}'s own link`,
    html`${heading(access)}
      <p class="lede">
        Send this link to the traveller on seat ${access.seat}. With it they fill in their own details, which you will
        not see; it opens only their seat.
      </p>
      <div class="field">
        <label for="seat-link">Their link</label>
        <p class="hint" id="seat-link-hint">
          We show it only now. If it is lost, make a new one: the old one then stops working.
        </p>
        <input id="seat-link" type="text" readonly value="${url}" aria-describedby="seat-link-hint" />
      </div>
      <div class="actions">
        <a class="button" href="https://wa.me/?${new URLSearchParams({ text: message })}">Send on WhatsApp</a>
        <a
          class="button secondary"
          href="mailto:?${new URLSearchParams({ subject: `Your details for booking ${access.row.reference}`, body: message }).toString().replace(/\+/g, "%20")}"
          >Send by email</a
        >
      </div>
      ${backLink(access)}`,
  );
});

seatForms.post(`${SEAT}/link/stop`, async (c) => {
  const body = await c.req.parseBody();
  const access = await seatAccess(c.env.DB, c.req.param("reference"), Number(c.req.param("seat")), credentialsOf(body));
  if (!access || access.by !== "booker") return notFound(c.env.ASSETS);
  await stopLink(c.env.DB, access.row.id, access.seat);
  return c.redirect(`${bookingPageUrl(new URL(c.req.url).origin, access.row)}#travellers`, 303);
});
