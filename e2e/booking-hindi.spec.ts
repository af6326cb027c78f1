// A visitor on a Hindi trip page books in Hindi: the dialog, its errors, the
// Worker's refusal and its confirmation are in Hindi, what was typed is kept,
// and the request is stored in Hindi (requests.lang), so the traveller's
// emails and booking page speak it: its first email is in Hindi.
import { readFileSync } from "node:fs";
import path from "node:path";
import { seatKeyOf } from "../content/departures";
import { fillMessage } from "../content/fill-message";
import { formatDateRange } from "../content/format";
import { MESSAGES } from "../content/messages";
import { API_PATHS, localePath, tripPath } from "../content/routes.mjs";
import { expect, expectNoAxeViolations, test, visit } from "./support/fixtures";
import { AUTO_CLOSE_MS, expectInvalid, expectStoredOnce } from "./support/forms";
import { emailsOf, emailTextsTo, runMinuteCron, storedRequest } from "./support/intake-state";
import { SEAT_PLAN } from "./support/seat-plan";

const departure = SEAT_PLAN.hindiBooking;
const { trip } = departure;

/** The trip's title on its Hindi page: the file's Hindi title, or the English one where it has none. */
const hindiTitle = (() => {
  const file = JSON.parse(readFileSync(path.join(__dirname, "../data/trips", `${trip.slug}.json`), "utf8")) as {
    hi?: { title?: string };
  };
  return file.hi?.title ?? trip.title;
})();

test("a Hindi visitor books on a Hindi trip page: Hindi errors, kept values, the Hindi answer, stored in Hindi, emailed in Hindi", async ({
  page,
  baseURL,
}) => {
  // A visitor of their own (address, email, phone): the unpaid-seat limits count per visitor.
  const visitor = 81;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${visitor}` });
  const email = `hindi.visitor.${visitor}@example.com`;
  const phoneNumber = String(9_600_000_000 + visitor);

  await visit(page, localePath("hi", tripPath(trip.slug)));
  const bookNow = page
    .locator("button")
    .filter({ has: page.locator(`[data-seat-action="${seatKeyOf(trip.slug, departure.startDate)}"]`) });
  await bookNow.click();

  const dialog = page.getByRole("dialog", { name: `${hindiTitle} बुक करें` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    new RegExp(`^${formatDateRange(departure.startDate, departure.endDate, "hi")} · .+ प्रति व्यक्ति`),
  );
  const fullName = dialog.getByLabel("पूरा नाम");
  const emailField = dialog.getByLabel("ईमेल");
  const phone = dialog.getByLabel("फ़ोन नंबर");
  const message = dialog.getByLabel("संदेश (वैकल्पिक)");
  const state = dialog.getByLabel("आप किस राज्य में रहते हैं");
  const submit = dialog.getByRole("button", { name: "बुकिंग भेजें" });
  await expect(fullName).toBeFocused();
  await expect(dialog.getByLabel("देश का कोड")).toHaveValue("+91");
  await expect(dialog.getByLabel("देश का कोड").locator("option:checked")).toHaveText("+91 भारत");
  await expectNoAxeViolations(page);

  await submit.click();
  await expectInvalid(fullName, /^अपना पूरा नाम लिखें।$/);
  await expectInvalid(emailField, /^अपना ईमेल पता लिखें।$/);
  await expectInvalid(phone, /^अपना फ़ोन नंबर लिखें। 7 से 15 अंक$/);
  await expectInvalid(state, /^अपना राज्य चुनें, या “भारत से बाहर” चुनें।/);
  await expect(fullName).toBeFocused();
  await expectNoAxeViolations(page);

  await fullName.fill("अनन्या शर्मा");
  await emailField.fill(email);
  await phone.fill("98765");
  // The States by their Hindi names: a booker from Maharashtra, whose documents then carry IGST.
  await state.selectOption({ label: "महाराष्ट्र" });
  await message.fill("हम शाकाहारी हैं।");
  await submit.click();
  await expectInvalid(phone, /^कम से कम 7 अंक लिखें \(इस नंबर में 5 अंक हैं\)।/);
  await expect(phone).toBeFocused();
  await expect(fullName).toHaveValue("अनन्या शर्मा");
  await expect(emailField).toHaveValue(email);
  await expect(message).toHaveValue("हम शाकाहारी हैं।");
  await expect(fullName).not.toHaveAttribute("aria-invalid", "true");

  await phone.fill(phoneNumber);
  const id = await expectStoredOnce(page, API_PATHS.bookings, async () => {
    await submit.click();
    await expect(dialog.getByRole("status")).toContainText("बुकिंग सफलतापूर्वक भेज दी गई!");
  });
  const status = dialog.getByRole("status");
  await expect(status).toContainText("धन्यवाद, अनन्या शर्मा।");
  await expect(status).toContainText(
    `${hindiTitle} (${formatDateRange(departure.startDate, departure.endDate, "hi")})`,
  );
  await expect(status).toContainText("रोक ली गई है।");
  await expect(status).toContainText(`हम आपको +91 ${phoneNumber} पर कॉल करेंगे`);
  await expect(dialog.getByRole("button", { name: "ठीक है" })).toBeFocused();
  await expectNoAxeViolations(page);
  await expect(dialog).toBeHidden({ timeout: AUTO_CLOSE_MS + 3000 });
  await expect(bookNow).toBeFocused();

  expect((await storedRequest(id))?.request).toMatchObject({
    kind: "booking",
    lang: "hi",
    full_name: "अनन्या शर्मा",
    email,
    phone: phoneNumber,
    trip_slug: trip.slug,
    departure_start: departure.startDate,
    message: "हम शाकाहारी हैं।",
    billing_state: "27",
  });

  // The traveller's email, sent by the minute cron, in the language of the page the booking came from.
  const { reference } = (await storedRequest(id))!.request as { reference: string };
  await expect
    .poll(
      async () => {
        const emails = await emailsOf(id);
        if (emails.some(({ sent_at }) => sent_at === null)) await runMinuteCron(page.request, baseURL!);
        return emailTextsTo(reference).length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const [sent] = emailTextsTo(reference);
  expect(sent).toContain(fillMessage(MESSAGES.hi.emails.greeting, { name: "अनन्या शर्मा" }));
  expect(sent).toContain(hindiTitle);
  expect(sent).toContain(fillMessage(MESSAGES.hi.emails.bookingPageLine, { url: "" }).trim());
  expect(sent).not.toContain(fillMessage(MESSAGES.en.emails.greeting, { name: "अनन्या शर्मा" }));
});

test("the Worker refuses a Hindi page's booking with a bad phone number in Hindi, field by field", async ({
  page,
  baseURL,
}) => {
  const visitor = 83;
  const refused = await page.request.post(`${baseURL}${API_PATHS.bookings}`, {
    headers: { "Idempotency-Key": `hindi-phone-${visitor}-${Date.now()}`, "CF-Connecting-IP": `203.0.113.${visitor}` },
    data: {
      lang: "hi",
      trip: trip.slug,
      departure: departure.startDate,
      request: "booking",
      fullName: "अनन्या शर्मा",
      email: `hindi.refused.${visitor}@example.com`,
      countryCode: "+91",
      phone: "98765 43210",
      seats: "1",
      travellers: "",
      message: "",
    },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toEqual({
    message: "कुछ जानकारी ठीक करनी होगी; हर फ़ील्ड के पास लिखा संदेश देखें।",
    errors: {
      phone: "सिर्फ़ अंक लिखें, बिना स्पेस, डैश या '+' के। देश का कोड नंबर से पहले वाले बॉक्स में चुनें।",
    },
  });
});
