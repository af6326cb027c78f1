// Who travels on each seat of a booking: the form of seat N at
// /booking/<reference>/travellers/N, opened by the booker (the booking's
// ?token=, every seat) or by the traveller on that seat (?key=, the seat's own
// link, which the booker makes here and can stop). Details are checked field
// by field (requests/traveller-details.ts); the ID number and health answers
// are sealed before they reach D1 and the fitness proof before it reaches R2.
// A seat a traveller filled in through their own link is theirs: the booker
// sees that it is done, not what it says. A traveller can delete their details
// (withdraw) until the trip starts. Everything works without JavaScript, in
// the language the booking was made in: the form's words (the messages files'
// travellerForm group), its notice and questions (the catalogue's in that
// language) and its messages. The health answers are sealed with the
// questions in English, the staff desk's language, beside what was answered.
import { html } from "hono/html";
import { compareIsoDates, ageOn } from "../../content/dates";
import { fillMessage } from "../../content/fill-message";
import { formatDateRange, formatDays, formatLongDate } from "../../content/format";
import { todayInIndia } from "../../content/india-time";
import { DEFAULT_LOCALE, type Locale } from "../../content/locales.mjs";
import { MESSAGES } from "../../content/messages";
import { bookingPagePath, travellerSeatPath } from "../../content/routes.mjs";
import {
  ID_TYPES,
  PERSONAL_DATA_KEPT_DAYS,
  type IdType,
  type TravellerLevel,
  type TravellerQuestions,
} from "../../content/traveller-data";
import { catalogueTrip, catalogueWordsIn, type IntakeCatalogue } from "../../requests/intake-catalogue";
import {
  checkProofContents,
  checkProofFile,
  checkTravellerForm,
  healthDetailsFieldName,
  healthFieldName,
  idTypeLabel,
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
import { browserLanguage, notFoundPage, sitePage } from "../platform/site-page";
import { bookingPageUrl, tripTitleOf } from "../bookings/booking-summary";
import { intakeCatalogue } from "../catalogue/catalogue";
import { newToken } from "../bookings/references";
import { healthPlace, idNumberPlace, proofPlace } from "../bookings/traveller-places";
import { errorSummary, privacyNotice, proofForm, seatForm, type Markup } from "./seat-form-markup";

export const seatForms = newApp();

const SEAT = "/booking/:reference{SF-[0-9A-Z]{8}}/travellers/:seat{[1-9][0-9]?}";

/** Who opened a seat's form, and with what: the booker with the booking's token, or the seat's traveller with its key. */
interface SeatAccess {
  row: RequestRow;
  seat: number;
  by: "booker" | "traveller";
  credential: { name: "token" | "key"; value: string };
  /** The trip's title in the booking's language, for the page's heading. */
  tripTitle: string | null;
}

const linkHash = (key: string) => sha256Hex(new TextEncoder().encode(key));

async function seatAccess(
  env: Pick<Env, "DB" | "ASSETS">,
  reference: string,
  seat: number,
  credentials: { token?: string; key?: string },
): Promise<SeatAccess | null> {
  const row = await requestByReference(env.DB, reference);
  if (!row || seat > row.seats) return null;
  const opened = async (by: SeatAccess["by"], credential: SeatAccess["credential"]): Promise<SeatAccess> => ({
    row,
    seat,
    by,
    credential,
    tripTitle: tripTitleOf(row, await intakeCatalogue(env.ASSETS)),
  });
  if (credentials.token && row.token && sameSecret(credentials.token, row.token)) {
    return opened("booker", { name: "token", value: credentials.token });
  }
  if (credentials.key && /^[0-9a-f]{48}$/.test(credentials.key)) {
    const link = await seatOfLink(env.DB, await linkHash(credentials.key));
    if (link && link.request_id === row.id && link.seat === seat) {
      return opened("traveller", { name: "key", value: credentials.key });
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

/** The page for a link that opens no seat, in the language the browser asks for: it must not tell that the booking exists. */
const notFound = (assets: Fetcher, request: { header(name: string): string | undefined }) => {
  return notFoundPage(assets, browserLanguage(request.header("Accept-Language")), "travellerForm");
};

/** A grade's questions for a trip, in the booking's language. */
interface Grade {
  level: TravellerLevel;
  questions: TravellerQuestions;
}

/** The grade's questions for the booking's trip, in its language, or null when the site no longer lists the trip. */
function gradeOf(catalogue: IntakeCatalogue, row: RequestRow): Grade | null {
  const trip = row.trip_slug ? catalogueTrip(catalogue, row.trip_slug) : undefined;
  const questions = catalogueWordsIn(catalogue, row.lang).travellerQuestions;
  if (!trip?.level || !questions) return null;
  return { level: questions.levels[trip.level], questions };
}

/** Why the seat's details cannot be told now, or null: the booking must hold its seats, and the trip not have started. */
function closedBecause(row: RequestRow, today: string): string | null {
  const words = MESSAGES[row.lang].travellerForm;
  if (!(TRAVELLER_STATUSES as readonly string[]).includes(row.status)) return words.notHolding;
  if (row.departure_start && compareIsoDates(today, row.departure_start) >= 0) return words.started;
  return null;
}

/** The page's heading and where it belongs. */
const heading = (access: SeatAccess) => {
  const { row, tripTitle } = access;
  const words = MESSAGES[row.lang].travellerForm;
  const dates =
    row.departure_start && row.departure_end ? [formatDateRange(row.departure_start, row.departure_end, row.lang)] : [];
  return html`<p class="eyebrow">
      ${[fillMessage(words.eyebrow, { reference: row.reference! }), tripTitle ?? "", ...dates].join(" · ")}
    </p>
    <h1>${fillMessage(words.heading, { seat: access.seat, seats: row.seats })}</h1>`;
};

const backLink = (access: SeatAccess) =>
  access.by === "booker"
    ? html`<p>
        <a
          href="${bookingPagePath(access.row.reference!)}?${new URLSearchParams({ token: access.credential.value })}#travellers"
          >${MESSAGES[access.row.lang].travellerForm.backToBooking}</a
        >
      </p>`
    : "";

async function page(assets: Fetcher, lang: Locale, status: number, title: string, main: Markup) {
  return sitePage(assets, {
    status,
    lang,
    title,
    main: (await main).toString(),
  });
}

/** The page's title: the seat and its booking. */
const seatTitle = (access: SeatAccess) =>
  fillMessage(MESSAGES[access.row.lang].travellerForm.title, {
    seat: access.seat,
    reference: access.row.reference!,
  });

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

/** "Passport ending 67", in `lang`: enough for the traveller to know which they gave, never the number. */
async function savedIdOf(keys: PersonalDataKeys, traveller: TravellerRow, lang: Locale) {
  const number = await openText(keys, idNumberPlace(traveller.request_id, traveller.seat), traveller.id_number);
  const type = traveller.id_type as IdType;
  return fillMessage(MESSAGES[lang].travellerForm.savedId, {
    idType: (ID_TYPES as readonly string[]).includes(type) ? idTypeLabel(type, lang) : traveller.id_type,
    last: number.slice(-2),
  });
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
  grade: Grade,
  state: FormPageState,
  traveller: TravellerRow | null,
  proofInstructions: string | null,
  proofError?: string,
) {
  const { lang } = access.row;
  const words = MESSAGES[lang].travellerForm;
  const told = traveller !== null;
  const hasErrors = Object.keys(state.errors).length > 0;
  const age =
    traveller && access.row.departure_start ? ageOn(traveller.date_of_birth, access.row.departure_start) : null;
  const saved = traveller && {
    name: traveller.full_name,
    date: formatLongDate(traveller.saved_at.slice(0, 10), lang),
  };
  return page(
    assets,
    lang,
    status,
    hasErrors ? fillMessage(words.titleFix, { title: seatTitle(access) }) : seatTitle(access),
    html`${heading(access)} ${state.banner ?? ""} ${errorSummary(state.errors, lang)}
    ${saved ? html`<p class="lede">${age !== null ? fillMessage(words.savedWithAge, { ...saved, age }) : fillMessage(words.savedOn, saved)}</p>` : html`<p class="lede">${words.tellUs}</p>`}
    ${privacyNotice(grade.questions, !told && !hasErrors)}
    ${told && proofInstructions ? proofForm({ action: travellerSeatPath(access.row.reference!, access.seat, "proof"), credential: access.credential, instructions: proofInstructions, traveller, lang, error: proofError }) : ""}
    ${seatForm({
      action: travellerSeatPath(access.row.reference!, access.seat),
      credential: access.credential,
      version: state.version,
      form: state.form,
      errors: state.errors,
      level: grade.level,
      questions: grade.questions,
      lang,
      departureStart: access.row.departure_start!,
      savedId: state.savedId,
    })}
    ${told ? withdrawForm(access) : ""}
    ${!told && proofInstructions ? html`<p class="notice">${words.proofAfter}</p>` : ""} ${backLink(access)}`,
  );
}

function withdrawForm(access: SeatAccess): Markup {
  const words = MESSAGES[access.row.lang].travellerForm;
  return html`<section aria-labelledby="withdraw-heading">
    <h2 id="withdraw-heading">${words.withdrawHeading}</h2>
    <p>${fillMessage(words.withdrawText, { seat: access.seat })}</p>
    <form class="form" method="post" action="${travellerSeatPath(access.row.reference!, access.seat, "withdraw")}">
      <input type="hidden" name="${access.credential.name}" value="${access.credential.value}" />
      <div class="choices">
        <div class="choice">
          <input type="checkbox" id="confirm-withdraw" name="confirm" value="yes" required /><label
            for="confirm-withdraw"
            >${words.withdrawConfirm}</label
          >
        </div>
      </div>
      <div class="actions"><button type="submit" class="button secondary">${words.withdrawButton}</button></div>
    </form>
  </section>`;
}

/** Whether the seat is its traveller's alone: filled in through their own link, and asked for by the booker. */
const theirsAlone = (traveller: TravellerRow, access: SeatAccess) =>
  traveller.saved_by === "traveller" && access.by === "booker";

/** The booker's view of a seat its traveller filled in through their own link: done, and by whom, but not what it says. */
function travellersOwn(assets: Fetcher, access: SeatAccess, traveller: TravellerRow) {
  const { lang } = access.row;
  return page(
    assets,
    lang,
    200,
    seatTitle(access),
    html`${heading(access)}
      <p class="notice">
        ${fillMessage(MESSAGES[lang].travellerForm.travellersOwn, {
          name: traveller.full_name,
          date: formatLongDate(traveller.saved_at.slice(0, 10), lang),
        })}
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
  request: { header(name: string): string | undefined },
  reference: string,
  seatNumber: number,
  credentials: { token?: string; key?: string },
): Promise<
  | {
      ok: true;
      access: SeatAccess;
      grade: Grade;
      /** The grade in English, whose questions' words the health answers are sealed with. */
      gradeInEnglish: Grade;
      traveller: TravellerRow | null;
      proofInstructions: string | null;
    }
  | { ok: false; response: Response | Promise<Response> }
> {
  const access = await seatAccess(env, reference, seatNumber, credentials);
  if (!access) return { ok: false, response: notFound(env.ASSETS, request) };
  const { lang } = access.row;
  const catalogue = await intakeCatalogue(env.ASSETS);
  const closed = closedBecause(access.row, todayInIndia(new Date()));
  const grade = gradeOf(catalogue, access.row);
  const gradeInEnglish = gradeOf(catalogue, { ...access.row, lang: DEFAULT_LOCALE });
  if (closed || !grade || !gradeInEnglish) {
    const words = MESSAGES[lang].travellerForm;
    const reason = closed ?? fillMessage(words.tripGone, { phone: catalogue.agency.phone });
    return {
      ok: false,
      response: page(
        env.ASSETS,
        lang,
        409,
        words.closedTitle,
        html`${heading(access)}
          <p class="notice warning">${reason}</p>
          ${backLink(access)}`,
      ),
    };
  }
  const traveller = await travellerOnSeat(env.DB, access.row.id, access.seat);
  if (traveller && theirsAlone(traveller, access))
    return { ok: false, response: travellersOwn(env.ASSETS, access, traveller) };
  return {
    ok: true,
    access,
    grade,
    gradeInEnglish,
    traveller,
    proofInstructions: grade.level.proof?.instructions ?? null,
  };
}

/** The health answers as they are sealed: each with its question in English, the staff desk's language. */
function healthAsKept(health: Record<string, HealthAnswer>, inEnglish: TravellerLevel): Record<string, HealthAnswer> {
  return Object.fromEntries(
    Object.entries(health).map(([id, answer]) => [
      id,
      { ...answer, question: inEnglish.questions.find((question) => question.id === id)?.question ?? answer.question },
    ]),
  );
}

seatForms.get(SEAT, async (c) => {
  const seat = await openSeat(
    c.env,
    c.req,
    c.req.param("reference"),
    Number(c.req.param("seat")),
    credentialsOf(c.req.query()),
  );
  if (!seat.ok) return seat.response;
  const { access, grade, traveller, proofInstructions } = seat;
  const { lang } = access.row;
  const words = MESSAGES[lang].travellerForm;
  const keys = await keysOrNull(c.env);
  if (traveller && !keys) {
    return page(
      c.env.ASSETS,
      lang,
      503,
      words.tryAgainTitle,
      html`${heading(access)}
        <p class="notice warning">${words.cannotOpen}</p>`,
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
      savedId: traveller && keys ? await savedIdOf(keys, traveller, lang) : null,
      banner: saved ? html`<p class="notice" role="status">${words.savedBanner}</p>` : undefined,
    },
    traveller,
    proofInstructions,
  );
});

seatForms.post(SEAT, async (c) => {
  const body = await c.req.parseBody();
  const seat = await openSeat(c.env, c.req, c.req.param("reference"), Number(c.req.param("seat")), credentialsOf(body));
  if (!seat.ok) return seat.response;
  const { access, grade, gradeInEnglish, traveller, proofInstructions } = seat;
  const { lang } = access.row;
  const words = MESSAGES[lang].travellerForm;
  const form = Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ) as TravellerForm;
  const version = /^\d+$/.test(form.version ?? "") ? Number(form.version) : null;
  const keepsSavedId = traveller !== null && (form.idNumber ?? "").trim() === "" && form.idType === traveller.id_type;
  const today = todayInIndia(new Date());
  const check = checkTravellerForm(form, grade.level, access.row.departure_start!, today, { keepsSavedId, lang });
  const keys = await keysOrNull(c.env);
  const savedId = traveller && keys ? await savedIdOf(keys, traveller, lang) : null;
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
  if (!keys) return again(503, {}, html`<p class="notice warning" role="alert">${words.cannotSave}</p>`);

  const { details } = check;
  const now = new Date().toISOString();
  const idNumber = keepsSavedId
    ? traveller!.id_number
    : await sealText(keys, idNumberPlace(access.row.id, access.seat), details.idNumber);
  const health =
    grade.level.questions.length > 0
      ? await sealText(
          keys,
          healthPlace(access.row.id, access.seat),
          JSON.stringify(healthAsKept(details.health, gradeInEnglish.level)),
        )
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
    return again(409, {}, html`<p class="notice warning" role="alert">${words.savedElsewhere}</p>`);
  }
  const back =
    access.by === "booker" && !proofInstructions
      ? `${bookingPageUrl(new URL(c.req.url).origin, access.row)}#travellers`
      : seatUrl(access, undefined, { saved: "1" });
  return c.redirect(back, 303);
});

seatForms.post(`${SEAT}/proof`, async (c) => {
  const body = await c.req.parseBody();
  const seat = await openSeat(c.env, c.req, c.req.param("reference"), Number(c.req.param("seat")), credentialsOf(body));
  if (!seat.ok) return seat.response;
  const { access, grade, traveller, proofInstructions } = seat;
  const { lang } = access.row;
  const words = MESSAGES[lang].travellerForm;
  if (!traveller || !proofInstructions) return c.redirect(seatUrl(access), 303);
  const keys = await keysOrNull(c.env);
  if (!keys) {
    return page(
      c.env.ASSETS,
      lang,
      503,
      words.tryAgainTitle,
      html`${heading(access)}
        <p class="notice warning">${words.cannotSave}</p>`,
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
        savedId: await savedIdOf(keys, traveller, lang),
      },
      traveller,
      proofInstructions,
      error,
    );
  const nameProblem = checkProofFile(file, lang);
  if (nameProblem) return showAgain(422, nameProblem);
  const bytes = new Uint8Array(await file!.arrayBuffer());
  const contentProblem = checkProofContents(file!.name, bytes, lang);
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
    return showAgain(409, words.proofNotKept);
  }
  return c.redirect(seatUrl(access, undefined, { saved: "1" }), 303);
});

seatForms.post(`${SEAT}/withdraw`, async (c) => {
  const body = await c.req.parseBody();
  const access = await seatAccess(c.env, c.req.param("reference"), Number(c.req.param("seat")), credentialsOf(body));
  if (!access) return notFound(c.env.ASSETS, c.req);
  const { lang } = access.row;
  const words = MESSAGES[lang].travellerForm;
  const traveller = await travellerOnSeat(c.env.DB, access.row.id, access.seat);
  if (traveller && theirsAlone(traveller, access)) return travellersOwn(c.env.ASSETS, access, traveller);
  if (access.row.departure_start && compareIsoDates(todayInIndia(new Date()), access.row.departure_start) >= 0) {
    return page(
      c.env.ASSETS,
      lang,
      409,
      words.tripStartedTitle,
      html`${heading(access)}
        <p class="notice warning">
          ${fillMessage(words.tripStartedWithdraw, { kept: formatDays(PERSONAL_DATA_KEPT_DAYS, lang) })}
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
    lang,
    200,
    words.deletedTitle,
    html`${heading(access)}
      <p class="notice" role="status">
        ${traveller?.proof_key ? words.deletedWithProof : words.deleted}
        ${access.by === "traveller" ? words.linkStopped : ""}
      </p>
      ${backLink(access)}`,
  );
});

/** Makes the seat's own link (any link it had stops working) and shows it once, to hand on. */
seatForms.post(`${SEAT}/link`, async (c) => {
  const body = await c.req.parseBody();
  const access = await seatAccess(c.env, c.req.param("reference"), Number(c.req.param("seat")), credentialsOf(body));
  if (!access || access.by !== "booker") return notFound(c.env.ASSETS, c.req);
  const key = newToken();
  const made = await replaceLink(c.env.DB, access.row.id, access.seat, await linkHash(key), new Date().toISOString());
  if (!made) return c.redirect(`${bookingPageUrl(new URL(c.req.url).origin, access.row)}#travellers`, 303);
  const { lang } = access.row;
  const words = MESSAGES[lang].travellerForm;
  const url = `${new URL(c.req.url).origin}${travellerSeatPath(access.row.reference!, access.seat)}?${new URLSearchParams({ key })}`;
  const reference = access.row.reference!;
  const catalogue = await intakeCatalogue(c.env.ASSETS);
  const message = fillMessage(words.ownLinkMessage, {
    trip: access.tripTitle ?? catalogueWordsIn(catalogue, lang).agencyName,
    reference,
    url,
  });
  const seat = { seat: access.seat };
  return page(
    c.env.ASSETS,
    lang,
    200,
    fillMessage(words.ownLinkTitle, seat),
    html`${heading(access)}
      <p class="lede">${fillMessage(words.ownLinkText, seat)}</p>
      <div class="field">
        <label for="seat-link">${words.ownLinkLabel}</label>
        <p class="hint" id="seat-link-hint">${words.ownLinkHint}</p>
        <input id="seat-link" type="text" readonly value="${url}" aria-describedby="seat-link-hint" />
      </div>
      <div class="actions">
        <a class="button" href="https://wa.me/?${new URLSearchParams({ text: message })}">${words.sendWhatsApp}</a>
        <a
          class="button secondary"
          href="mailto:?${new URLSearchParams({ subject: fillMessage(words.ownLinkSubject, { reference }), body: message }).toString().replace(/\+/g, "%20")}"
          >${words.sendEmail}</a
        >
      </div>
      ${backLink(access)}`,
  );
});

seatForms.post(`${SEAT}/link/stop`, async (c) => {
  const body = await c.req.parseBody();
  const access = await seatAccess(c.env, c.req.param("reference"), Number(c.req.param("seat")), credentialsOf(body));
  if (!access || access.by !== "booker") return notFound(c.env.ASSETS, c.req);
  await stopLink(c.env.DB, access.row.id, access.seat);
  return c.redirect(`${bookingPageUrl(new URL(c.req.url).origin, access.row)}#travellers`, 303);
});
