/**
 * @jest-environment node
 */
// The traveller's booking page on Cloudflare's engine, in the site's shell:
// the build's header, skip link and footer around the page's own main, its
// title set, no script, and headers that keep its token to itself: a policy
// that allows the shell's own styles by hash and nothing inline, no referrer,
// not indexed, not cached. The contact form's pages without JavaScript share
// the shell.
import { createHash } from "node:crypto";
import { parse } from "parse5";
import { elementsOf, textOf } from "../../support/html-tree";
import { SITE_PAGE_SHELL_PATH } from "../../../content/routes.mjs";
import { postJson, validBooking } from "../../support/intake-requests";
import { daysFromToday, startEngine, testCatalogue, type Engine } from "../../support/worker-engine";

jest.setTimeout(300_000);

/** A shell shaped as the build writes it (gatsby/site-page-shell.ts), small. */
const SHELL_STYLE = "body{background:#fff6e6}.worker-page{max-width:46rem}";
const SHELL = `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Safarnama</title><style>${SHELL_STYLE}</style></head><body><div id="___gatsby"><a href="#main">Skip to content</a><header><a aria-label="Safarnama home" href="/">Safarnama</a><nav id="site-menu" aria-label="Main"><ul><li><a href="/trips/">Trips</a></li></ul></nav></header><main id="main" tabindex="-1"><div class="worker-page"><h1>Your booking</h1><p>Open your booking page from the link in the latest email we sent you.</p></div></main><footer><a href="/contact-us/">Contact</a></footer></div></body></html>`;
const SHELL_STYLE_HASH = `'sha256-${createHash("sha256").update(SHELL_STYLE).digest("base64")}'`;

let engine: Engine;

beforeAll(async () => {
  engine = await startEngine({
    catalogue: testCatalogue(),
    assets: { [`${SITE_PAGE_SHELL_PATH}index.html`]: SHELL },
  });
});

afterAll(() => engine?.stop());

const api = (path: string) => `${engine.url}${path}`;

/** What of a page the test checks: its landmarks, the text of its main, its title and whether it has any script. */
async function read(response: Response) {
  const document = parse(await response.text());
  const all = [...elementsOf(document)];
  const named = (tag: string) => all.filter((element) => element.tagName === tag);
  const [main] = named("main");
  return {
    title: textOf(named("title")[0]),
    landmarks: all.filter((element) => ["header", "main", "footer", "nav"].includes(element.tagName)).length,
    skipLink: all.some((element) => element.attrs.some((attr) => attr.name === "href" && attr.value === "#main")),
    h1s: named("h1").map(textOf),
    main: textOf(main).replace(/\s+/g, " ").trim(),
    mainHasColumn: main.childNodes.some(
      (child) => "tagName" in child && child.attrs.some((attr) => attr.value === "worker-page"),
    ),
    scripts: named("script").length,
  };
}

function expectWorkerPageHeaders(response: Response, referrerPolicy = "no-referrer") {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  expect(policy.split("; ")).toEqual([
    "default-src 'none'",
    `style-src ${SHELL_STYLE_HASH}`,
    "font-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]);
  expect(policy).not.toContain("unsafe-inline");
  expect(response.headers.get("Referrer-Policy")).toBe(referrerPolicy);
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
}

/** A booking or waitlist request sent from the site, and its page's address with its token. */
async function sent(fields: Record<string, string>) {
  const response = await postJson(api("/api/bookings"), { ...validBooking(), ...fields });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await engine.rows<{ reference: string; token: string }>(
    "SELECT reference, token FROM requests WHERE id = ?",
    id,
  );
  return { ...row, path: `/booking/${row.reference}?token=${row.token}` };
}

describe("the booking page in the site's shell", () => {
  it("shows a held booking inside the site's main, between its header and footer, with its headers", async () => {
    const booking = await sent({ fullName: "Kavya Shell", email: "kavya@example.com" });
    const response = await fetch(api(booking.path));
    expect(response.status).toBe(200);
    expectWorkerPageHeaders(response);
    const page = await read(response);
    expect(page.title).toBe(`Booking ${booking.reference} | Safarnama`);
    expect(page.landmarks).toBe(4);
    expect(page.skipLink).toBe(true);
    expect(page.h1s).toEqual([`Booking ${booking.reference}: Spiti Valley Winter Expedition`]);
    expect(page.mainHasColumn).toBe(true);
    expect(page.main).toContain("For Kavya Shell");
    expect(page.main).toContain("We are holding your seats while we collect the deposit");
    expect(page.main).toContain(`quoting ${booking.reference}`);
    // The shell's own words are replaced, not added to.
    expect(page.main).not.toContain("Open your booking page from the link");
    expect(page.scripts).toBe(0);
  });

  it("shows a waitlist request in the shell too", async () => {
    const sixtyDays = daysFromToday(60);
    // The 3-seat departure, sold out by the first booking: the next is a waitlist request.
    await sent({ departure: sixtyDays, seats: "3", travellers: "", email: "first@example.com", phone: "9876500001" });
    const waiting = await sent({
      departure: sixtyDays,
      request: "waitlist",
      seats: "1",
      travellers: "",
      fullName: "Wait Shell",
      email: "wait@example.com",
      phone: "9876500002",
    });
    const response = await fetch(api(waiting.path));
    expect(response.status).toBe(200);
    expectWorkerPageHeaders(response);
    const page = await read(response);
    expect(page.h1s).toEqual([`Waitlist request ${waiting.reference}: Spiti Valley Winter Expedition`]);
    expect(page.main).toContain("You are on the waitlist.");
    expect(page.landmarks).toBe(4);
  });

  it("says there is no such booking, in the shell, for a wrong token or none", async () => {
    const booking = await sent({ fullName: "Token Shell", email: "token@example.com", phone: "9876500003" });
    for (const path of [`/booking/${booking.reference}?token=${"0".repeat(48)}`, `/booking/${booking.reference}`]) {
      const response = await fetch(api(path));
      expect(response.status).toBe(404);
      expectWorkerPageHeaders(response);
      const page = await read(response);
      expect(page.title).toBe("Booking not found | Safarnama");
      expect(page.h1s).toEqual(["We could not find this booking"]);
      expect(page.main).not.toContain("Token Shell");
      expect(page.landmarks).toBe(4);
    }
  });
});

describe("the contact form's pages without JavaScript", () => {
  const post = (body: string) =>
    fetch(api("/api/messages"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });

  it("answer in the same shell, the form again inside its main", async () => {
    const sentPage = await post(
      "firstName=Noor&lastName=&email=noor%40example.com&subject=general&message=Hello+there&website=",
    );
    expect(sentPage.status).toBe(201);
    expectWorkerPageHeaders(sentPage, "strict-origin-when-cross-origin");
    expect((await read(sentPage)).h1s).toEqual(["Message sent"]);

    const notSent = await post("firstName=Noor&lastName=&email=noor%40&subject=press&message=");
    expect(notSent.status).toBe(422);
    expectWorkerPageHeaders(notSent, "strict-origin-when-cross-origin");
    const page = await read(notSent);
    expect(page.title).toBe("Message not sent | Safarnama");
    expect(page.landmarks).toBe(4);
    expect(page.main).toContain("Enter a valid email address");
  });
});
