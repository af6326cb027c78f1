/**
 * @jest-environment node
 */
// A booking made on the Hindi pages, on Cloudflare's engine: its booking page,
// a seat's traveller form (the notice and questions from the catalogue's Hindi,
// a refused field's message, what was typed kept) and its trip kit, all in
// Hindi in the Hindi shell, while an English booking's pages stay English; a
// link that finds nothing, in the language the browser asks for; the health
// answers kept with their questions in English for the desk, which names the
// request's language. Until the intake stores the language the site sends, the
// test sets it on the stored request.
import { createHash } from "node:crypto";
import { parse } from "parse5";
import { formatDateRange, formatLongDate } from "../../../content/format";
import { sitePageShellPath, TRIP_KIT_SCRIPTS } from "../../../content/routes.mjs";
import { staffApi, type RequestDetail, type RequestList } from "../../../requests/staff";
import {
  SPITI_IN_HINDI,
  testTravellerQuestions,
  testTravellerQuestionsInHindi,
} from "../../support/catalogue-fixtures";
import { attributeOf, elementsOf, textOf, type Element } from "../../support/html-tree";
import { postJson, validBooking } from "../../support/intake-requests";
import { startEngine, testCatalogue, TEST_PERSONAL_DATA_KEYS, type Engine } from "../../support/worker-engine";

jest.setTimeout(300_000);

/** The Worker's sealing, loaded untyped: the Worker's own types are workerd's (worker/tsconfig.json). */
const { personalDataKeys, openText } = jest.requireActual<{
  personalDataKeys(secret: string): Promise<unknown>;
  openText(keys: unknown, place: string, sealed: string): Promise<string>;
}>("../../../worker/platform/personal-data");

/** Each language's shell, as the build writes them from its 404 pages (gatsby/site-page-shell.ts), small. */
const shell = (lang: string, style: string, skip: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Safarnama</title><style>${style}</style></head><body><a href="#main">${skip}</a><header><a href="/">Safarnama</a></header><main id="main" tabindex="-1"></main><footer></footer></body></html>`;
const HINDI_STYLE = "body{font-family:Noto Sans Devanagari Variable}";
const hashOf = (style: string) => `'sha256-${createHash("sha256").update(style).digest("base64")}'`;

const STAFF = "priya@safarnama.example";
const catalogue = testCatalogue();
const departure = catalogue.trips["spiti-winter-expedition"].departures[1];

let engine: Engine;
let staffToken: string;

beforeAll(async () => {
  engine = await startEngine({
    catalogue,
    rateLimit: 1000,
    assets: {
      [`${sitePageShellPath("en")}index.html`]: shell("en-IN", "body{margin:0}", "Skip to content"),
      [`${sitePageShellPath("hi")}index.html`]: shell("hi", HINDI_STYLE, "सीधे सामग्री पर जाएँ"),
      [TRIP_KIT_SCRIPTS.page]: "document.title;",
    },
  });
  staffToken = await engine.access.sign(STAFF);
});
afterAll(() => engine?.stop());

let visitor = 0;

/** A 2-seat booking of the 30-day departure, from a visitor of its own, sent in `lang`. */
async function book(lang: "en" | "hi") {
  visitor += 1;
  const response = await postJson(
    `${engine.url}/api/bookings`,
    {
      ...validBooking(),
      fullName: lang === "hi" ? "अनन्या शर्मा" : "Ananya Śarmā",
      travellers: lang === "hi" ? "रवि शर्मा" : "Ravi Śarmā",
      email: `hindi-pages-${visitor}@example.com`,
      phone: String(9_600_000_000 + visitor),
    },
    undefined,
    { "CF-Connecting-IP": `198.51.100.${visitor}` },
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  // As the intake will store it from the Hindi pages' forms.
  await engine.rows("UPDATE requests SET lang = ? WHERE id = ?", lang, id);
  const [row] = await engine.rows<{ reference: string; token: string }>(
    "SELECT reference, token FROM requests WHERE id = ?",
    id,
  );
  return { id, ...row, page: `/booking/${row.reference}?token=${row.token}` };
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** What of a page the tests read: its language, title, main's text, labels, links and each dl's facts. */
async function read(response: Response) {
  const document = parse(await response.text());
  const all = [...elementsOf(document)];
  const named = (tag: string) => all.filter((element) => element.tagName === tag);
  return {
    lang: attributeOf(named("html")[0], "lang"),
    title: textOf(named("title")[0]),
    h1: squash(textOf(named("h1")[0])),
    main: squash(textOf(named("main")[0])),
    labels: Object.fromEntries(
      named("label").map((label) => [attributeOf(label, "for"), squash(textOf(label))] as const),
    ),
    legends: named("legend").map((legend) => squash(textOf(legend))),
    links: named("a").map((link) => squash(textOf(link))),
    facts: Object.fromEntries(
      named("dt").map((term) => {
        const siblings = term.parentNode!.childNodes.filter((node): node is Element => "tagName" in node);
        return [squash(textOf(term)), squash(textOf(siblings[siblings.indexOf(term) + 1]))];
      }),
    ),
    all,
  };
}

describe("a booking made on the Hindi pages", () => {
  it("has its booking page in Hindi, in the Hindi shell; an English booking's stays English", async () => {
    const booking = await book("hi");
    const response = await fetch(`${engine.url}${booking.page}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Security-Policy")).toContain(`style-src ${hashOf(HINDI_STYLE)}`);
    const page = await read(response);
    expect(page.lang).toBe("hi");
    expect(page.title).toBe(`बुकिंग ${booking.reference} | Safarnama`);
    expect(page.h1).toBe(`बुकिंग ${booking.reference}: ${SPITI_IN_HINDI}`);
    expect(page.main).toContain("अनन्या शर्मा के लिए · सीटें होल्ड पर");
    expect(page.main).toContain("डिपॉज़िट मिलने तक हमने आपकी सीटें रोक रखी हैं: हम आपको कॉल करेंगे।");
    expect(page.facts).toMatchObject({
      "रेफ़रेंस नंबर": booking.reference,
      ट्रिप: SPITI_IN_HINDI,
      प्रस्थान: formatDateRange(departure.startDate, departure.endDate, "hi"),
      सीटें: "2 सीटें",
      "आपके साथ यात्रा करने वाले": "रवि शर्मा",
      स्थिति: "सीटें होल्ड पर",
    });
    expect(page.main).toContain("कौन यात्रा कर रहा है");
    expect(page.main).toContain("यात्रा से पहले: 2 में से 2 यात्री अभी तैयार नहीं हैं।");
    expect(page.links).toEqual(
      expect.arrayContaining(["आपकी ट्रिप किट (बिना इंटरनेट के भी खुलती है)", "भरें (सीट 1)", "सीधे सामग्री पर जाएँ"]),
    );
    expect(page.main).not.toMatch(/\b(Booking|Seats|Status|Who is travelling|Questions)\b/);

    const english = await read(await fetch(`${engine.url}${(await book("en")).page}`));
    expect(english.lang).toBe("en-IN");
    expect(english.h1).toMatch(/^Booking SF-[0-9A-Z]{8}: Spiti Valley Winter Expedition$/);
    expect(english.facts).toMatchObject({ Seats: "2 seats", Status: "Held" });
    expect(english.main).toContain("Who is travelling");
  });

  it("answers a link that finds no booking in the language the browser asks for, whoever's it is", async () => {
    const booking = await book("hi");
    const notFound = (language: string) =>
      fetch(`${engine.url}/booking/${booking.reference}?token=wrong`, { headers: { "Accept-Language": language } });
    const hindi = await notFound("hi-IN,hi;q=0.9,en;q=0.8");
    expect(hindi.status).toBe(404);
    expect((await read(hindi)).h1).toBe("हमें यह बुकिंग नहीं मिली");
    expect((await read(await notFound("fr-FR, hi;q=0.5"))).lang).toBe("hi");
    const english = await read(await notFound("en-GB,en;q=0.9,hi;q=0.4"));
    expect(english.h1).toBe("We could not find this booking");
    expect(english.lang).toBe("en-IN");
  });

  it("has each seat's form in Hindi: the Hindi notice first, Hindi questions, a refused field told in Hindi, all typed kept", async () => {
    const booking = await book("hi");
    const seat = `/booking/${booking.reference}/travellers/1`;
    const opened = await fetch(`${engine.url}${seat}?token=${booking.token}`);
    expect(opened.status).toBe(200);
    const html = await opened.clone().text();
    const form = await read(opened);
    expect(form.lang).toBe("hi");
    expect(form.h1).toBe("2 में से सीट 1 का यात्री");
    expect(form.title).toBe(`सीट 1 का यात्री, बुकिंग ${booking.reference} | Safarnama`);
    // The notice, in the catalogue's Hindi, before any field.
    expect(html.indexOf(testTravellerQuestionsInHindi.notice.title)).toBeGreaterThan(0);
    expect(html.indexOf(testTravellerQuestionsInHindi.notice.title)).toBeLessThan(html.indexOf('name="fullName"'));
    expect(form.main).toContain("आपकी यात्रा खत्म होने के 30 दिन बाद मिटा दिया जाता है।");
    expect(form.labels).toMatchObject({
      fullName: "पूरा नाम, जैसा ID पर लिखा है",
      dateOfBirth: "जन्म तिथि",
      "gender-female": "महिला",
      "idType-aadhaar": "आधार (केवल आखिरी चार अंक)",
      "health-altitude-sickness-details": "अगर हाँ: कहाँ और कब",
    });
    expect(form.legends).toEqual(
      expect.arrayContaining(["लिंग, कमरे और टेंट बाँटने के लिए", "क्या आपको कभी ऊँचाई की बीमारी (AMS) हुई है?"]),
    );
    expect(form.main).toContain(
      `केवल तब, जब ${formatLongDate(departure.startDate, "hi")} को यात्री की उम्र 18 साल से कम होगी`,
    );

    const questions = catalogue.travellerQuestions.levels.challenging.questions;
    const fields = {
      token: booking.token,
      fullName: "अनन्या शर्मा",
      dateOfBirth: "1990-04-12",
      gender: "female",
      phone: "98123 45678",
      emergencyName: "करण शर्मा",
      emergencyRelation: "भाई",
      emergencyPhone: "+91 99887 76655",
      dietary: "शाकाहारी",
      idType: "aadhaar",
      idNumber: "2345 6789 0123",
      declaration: "yes",
      notice: "yes",
      ...Object.fromEntries(questions.map((question) => [`health-${question.id}`, "no"])),
      [`health-${questions[1].id}`]: "yes",
      [`health-${questions[1].id}-details`]: "2019 में लद्दाख में, हल्की",
    };
    const post = (values: Record<string, string>) =>
      fetch(`${engine.url}${seat}`, { method: "POST", body: new URLSearchParams(values), redirect: "manual" });
    const refused = await post(fields);
    expect(refused.status).toBe(422);
    const again = await read(refused);
    expect(again.title).toBe(`फ़ॉर्म ठीक करें: सीट 1 का यात्री, बुकिंग ${booking.reference} | Safarnama`);
    expect(again.main).toContain("यह जानकारी सहेजने से पहले एक चीज़ ठीक करें");
    const idError = again.all.find((element) => attributeOf(element, "id") === "idNumber-error")!;
    expect(squash(textOf(idError))).toMatch(/^आधार नंबर के केवल आखिरी चार अंक लिखें, पूरे बारह नहीं।/);
    // What was typed is there to correct.
    const valueOf = (name: string) =>
      attributeOf(
        again.all.find((element) => attributeOf(element, "name") === name)!,
        "value",
      );
    expect(valueOf("emergencyName")).toBe("करण शर्मा");
    expect(valueOf("fullName")).toBe("अनन्या शर्मा");
    expect(again.main).toContain("2019 में लद्दाख में, हल्की");
    expect(await engine.rows("SELECT seat FROM travellers WHERE request_id = ?", booking.id)).toEqual([]);

    // Corrected, it is saved; the page says so in Hindi, naming the ID it kept.
    const saved = await post({ ...fields, idNumber: "0123" });
    expect(saved.status).toBe(303);
    const reopened = await read(await fetch(`${engine.url}${saved.headers.get("Location")}`));
    expect(reopened.main).toContain("सहेज लिया गया। धन्यवाद।");
    expect(reopened.main).toContain("आधार (केवल आखिरी चार अंक), आखिरी अंक 23");
    // The answers are kept with the questions in English, which the desk reads.
    const [{ request_id, seat: seatNumber, health }] = await engine.rows<{
      request_id: string;
      seat: number;
      health: string;
    }>("SELECT request_id, seat, health FROM travellers WHERE request_id = ?", booking.id);
    const answers = JSON.parse(
      await openText(
        await personalDataKeys(TEST_PERSONAL_DATA_KEYS),
        `travellers/${request_id}/${seatNumber}/health`,
        health,
      ),
    ) as Record<string, { question: string; answer: string; details: string }>;
    const english = testTravellerQuestions.levels.challenging.questions;
    expect(answers[english[1].id]).toEqual({
      question: english[1].question,
      answer: "yes",
      details: "2019 में लद्दाख में, हल्की",
    });
  });

  it("has its trip kit in Hindi: the trip's Hindi day by day with Hindi dates, checklist, numbers and the age's words", async () => {
    const booking = await book("hi");
    const response = await fetch(`${engine.url}/booking/${booking.reference}/kit?token=${booking.token}`);
    expect(response.status).toBe(200);
    const kit = await read(response);
    const hindiTrip = catalogue.translations.hi.trips["spiti-winter-expedition"];
    expect(kit.lang).toBe("hi");
    expect(kit.title).toBe(`ट्रिप किट ${booking.reference} | Safarnama`);
    expect(kit.h1).toBe(SPITI_IN_HINDI);
    expect(kit.facts).toMatchObject({
      तारीखें: formatDateRange(departure.startDate, departure.endDate, "hi"),
      "मिलने की जगह और समय": hindiTrip.pickup,
      ड्रॉप: hindiTrip.drop,
      "आपके साथ यात्रा करने वाले": "रवि शर्मा",
    });
    expect(kit.main).toContain(`दिन 1, ${formatLongDate(departure.startDate, "hi")}: घाटी में दिन 1`);
    expect(kit.labels["kit-item-1"]).toBe(hindiTrip.thingsToCarry[0]);
    expect(kit.main).toContain("हर आपात स्थिति के लिए112");
    expect(kit.main).toContain("सफ़रनामा, कॉल के लिए");
    expect(kit.main).toContain("अभी चुकाना बाकी");
    const age = kit.all.find((element) => attributeOf(element, "id") === "kit-age")!;
    expect(attributeOf(age, "data-minute-other")).toBe("{count} मिनट पहले");
    expect(attributeOf(age, "data-just-now")).toBe("अभी-अभी");
    expect(kit.main).not.toMatch(/\b(Day|Packing|Phone numbers|Still to pay)\b/);
  });

  it("is named Hindi on the staff desk, which stays in English", async () => {
    const booking = await book("hi");
    const headers = { "Cf-Access-Jwt-Assertion": staffToken };
    const detail = (await (
      await fetch(`${engine.url}${staffApi.request(booking.id)}`, { headers })
    ).json()) as RequestDetail;
    expect(detail.lang).toBe("hi");
    const list = (await (await fetch(`${engine.url}${staffApi.requests}`, { headers })).json()) as RequestList;
    const langs = new Map(list.requests.map((request) => [request.id, request.lang]));
    expect(langs.get(booking.id)).toBe("hi");
    expect([...langs.values()]).toContain("en");
  });
});
