import { act, screen, within } from "@testing-library/react";
import BookingDialog from "../../../src/components/booking/booking-dialog";
import { AUTO_CLOSE_DELAY_MS } from "../../../src/components/dialog/form-dialog";
import { UpcomingTripsSection } from "../../../src/components/trips/upcoming-trips-section";
import { upcomingTrip, upcomingTripWithSeats } from "../../support/sample-data";
import { openModals } from "../../support/html-dialog";
import { advanceClock, settle, submitWith, userOnFakeClock } from "../../support/user";
import { fakeIntakeForEachTest } from "../../support/fake-intake";
import { renderInPage } from "../../support/messages";

const intake = fakeIntakeForEachTest();

const kerala = {
  ...upcomingTrip,
  jsonId: "kerala",
  slug: "kerala",
  title: "Kerala Backwaters & Spice Hills",
  fromPrice: 16999,
  pricesVary: false,
  upcomingDepartures: [
    { startDate: "2027-02-12", endDate: "2027-02-18", price: 16999, seatsLeft: 15, seatKey: "kerala/2027-02-12" },
  ],
};

type User = ReturnType<typeof userOnFakeClock>;

function renderTrips() {
  renderInPage(<UpcomingTripsSection trips={[upcomingTrip, kerala]} />);
}

const bookNow = (title = upcomingTrip.title) => screen.getByRole("button", { name: `Book Now for ${title}` });
const bookingDialog = (title = upcomingTrip.title) => screen.findByRole("dialog", { name: `Book ${title}` });
const queryDialog = () => screen.queryByRole("dialog");
const field = (label: string | RegExp) => within(screen.getByRole("dialog")).getByLabelText(label);
const submit = () => within(screen.getByRole("dialog")).getByRole("button", { name: "Submit booking" });

async function openBooking(user: User, title = upcomingTrip.title) {
  await user.click(bookNow(title));
  return bookingDialog(title);
}

/** A visitor on a page of trips with the booking dialog open for one of them. */
async function startBooking(title = upcomingTrip.title) {
  const user = userOnFakeClock();
  renderTrips();
  const dialog = await openBooking(user, title);
  return { user, dialog };
}

async function fillValidBooking(user: User) {
  await user.type(field("Full name"), "Asha Verma");
  await user.type(field("Email"), "asha@example.com");
  await user.type(field("Phone number"), "9876543210");
  await user.selectOptions(field("The State you live in"), "06");
}

/** Fills in a valid request and submits it, leaving the confirmation showing. */
async function bookSuccessfully(user: User) {
  await fillValidBooking(user);
  await submitWith(user, submit());
}

afterEach(() => {
  jest.useRealTimers();
  document.documentElement.style.overflow = "";
});

describe("Booking dialog: opening", () => {
  it("opens as a modal dialog named after the trip, with its dates, price and seats", async () => {
    const user = userOnFakeClock();
    renderTrips();
    expect(queryDialog()).not.toBeInTheDocument();
    const dialog = await openBooking(user);
    expect(openModals()).toEqual([dialog]);
    expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent("Book Spiti Valley Winter Expedition");
    expect(dialog).toHaveAccessibleDescription("16 Jan – 23 Jan 2027 · 8D / 7N · ₹18,999 per person · 12 spots left");
  });

  it("opens for the trip whose Book Now was chosen", async () => {
    const { dialog } = await startBooking(kerala.title);
    expect(dialog).toHaveAccessibleName("Book Kerala Backwaters & Spice Hills");
    expect(dialog).toHaveTextContent("₹16,999 per person");
  });

  it("moves focus to the first field and starts with +91 and empty fields", async () => {
    await startBooking();
    expect(field("Full name")).toHaveFocus();
    expect(field("Country code")).toHaveValue("+91");
    expect(
      within(field("Country code"))
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["+91", "+1", "+44", "+61", "+971"]);
    expect(field("Email")).toHaveValue("");
    expect(field("Phone number")).toHaveValue("");
  });

  it("has visible labels, suitable input types and autocomplete", async () => {
    await startBooking();
    expect(field("Full name")).toHaveAttribute("autocomplete", "name");
    expect(field("Full name")).toBeRequired();
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Email")).toHaveAttribute("autocomplete", "email");
    expect(field("Country code")).toHaveAttribute("autocomplete", "tel-country-code");
    expect(field("Phone number")).toHaveAttribute("type", "tel");
    expect(field("Phone number")).toHaveAttribute("inputmode", "numeric");
    expect(field("Phone number")).toHaveAttribute("autocomplete", "tel-national");
    expect(field("Message (optional)")).not.toBeRequired();
  });

  it("stops the page behind from scrolling while open", async () => {
    const { user } = await startBooking();
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(document.documentElement.style.overflow).toBe("");
  });
});

describe("Booking dialog: validation", () => {
  it("shows every error next to its field, linked and marked invalid, and focuses the first", async () => {
    const { user } = await startBooking();
    await submitWith(user, submit());

    expect(field("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Full name")).toHaveAccessibleDescription("Enter your full name.");
    expect(field("Email")).toHaveAccessibleDescription("Enter your email address.");
    expect(field("Phone number")).toHaveAccessibleDescription("Enter your phone number. 7 to 15 digits");
    expect(field("Country code")).not.toHaveAttribute("aria-invalid");
    expect(field("Message (optional)")).not.toHaveAttribute("aria-invalid");
    expect(field("Full name")).toHaveFocus();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("keeps what was typed and focuses the first invalid field when a later one is wrong", async () => {
    const { user } = await startBooking();
    await user.type(field("Full name"), "अनन्या शर्मा");
    await user.type(field("Email"), "ananya@example");
    await user.selectOptions(field("Country code"), "+44");
    await user.type(field("Phone number"), "7700 900123");
    await user.selectOptions(field("The State you live in"), "06");
    await user.type(field("Message (optional)"), "Two of us, vegetarian.");
    await submitWith(user, submit());

    expect(field("Email")).toHaveFocus();
    expect(field("Email")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
    expect(field("Phone number")).toHaveAccessibleDescription(/^Use digits only, with no spaces/);
    expect(field("Full name")).toHaveValue("अनन्या शर्मा");
    expect(field("Full name")).not.toHaveAttribute("aria-invalid");
    expect(field("Email")).toHaveValue("ananya@example");
    expect(field("Country code")).toHaveValue("+44");
    expect(field("Phone number")).toHaveValue("7700 900123");
    expect(field("Message (optional)")).toHaveValue("Two of us, vegetarian.");
  });

  it.each([
    ["6 digits", "987654", "Enter at least 7 digits (this number has 6)."],
    ["16 digits", "9876543210123456", "Enter no more than 15 digits (this number has 16). Leave out the country code."],
    ["letters", "98765abcde", /^Use digits only/],
    ["a '+'", "+919876543210", /^Use digits only/],
    ["only spaces", "   ", "Enter your phone number."],
  ])("rejects a phone number with %s", async (_, phone, message) => {
    const { user } = await startBooking();
    await user.type(field("Full name"), "Asha Verma");
    await user.type(field("Email"), "asha@example.com");
    await user.type(field("Phone number"), phone);
    await user.selectOptions(field("The State you live in"), "06");
    await submitWith(user, submit());
    expect(field("Phone number")).toHaveFocus();
    expect(within(screen.getByRole("dialog")).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it.each([
    ["7", "9876543"],
    ["15", "987654321012345"],
  ])("accepts a phone number of %s digits", async (_, phone) => {
    const { user } = await startBooking();
    await user.type(field("Full name"), "Asha Verma");
    await user.type(field("Email"), "asha@example.com");
    await user.type(field("Phone number"), phone);
    await user.selectOptions(field("The State you live in"), "06");
    await submitWith(user, submit());
    expect(screen.getByRole("status")).toHaveTextContent("Booking submitted successfully!");
  });

  it("clears an error as soon as the field is corrected", async () => {
    const { user } = await startBooking();
    await submitWith(user, submit());
    await user.type(field("Full name"), "A");
    await settle();
    expect(field("Full name")).not.toHaveAttribute("aria-invalid");
    expect(field("Full name")).not.toHaveAccessibleDescription();
  });

  it("accepts a very long name up to the limit and explains when it is over", async () => {
    const { user } = await startBooking();
    await user.click(field("Full name"));
    await user.paste("N".repeat(101));
    await submitWith(user, submit());
    expect(field("Full name")).toHaveAccessibleDescription(
      "Shorten your full name to 100 characters or fewer (it has 101).",
    );
    expect(field("Full name")).toHaveValue("N".repeat(101));
  });
});

describe("Booking dialog: success and closing", () => {
  it("confirms a valid booking in a live region once stored and closes itself after 2 seconds, returning focus", async () => {
    const user = userOnFakeClock();
    renderTrips();
    await openBooking(user);
    await bookSuccessfully(user);

    const status = within(screen.getByRole("dialog")).getByRole("status");
    expect(status).toHaveTextContent("Booking submitted successfully!");
    expect(status).toHaveTextContent(
      "Your seat on Spiti Valley Winter Expedition (16 Jan – 23 Jan 2027) is held. We will call you on +91 9876543210 to take the deposit",
    );
    expect(screen.getByRole("button", { name: "Done" })).toHaveFocus();

    advanceClock(AUTO_CLOSE_DELAY_MS - 1);
    expect(queryDialog()).toBeInTheDocument();
    advanceClock(1);
    expect(queryDialog()).not.toBeInTheDocument();
    expect(bookNow()).toHaveFocus();
    expect(AUTO_CLOSE_DELAY_MS).toBe(2000);
  });

  it("sends exactly what was typed, with the trip and departure, once, under an idempotency key", async () => {
    const { user } = await startBooking();
    await bookSuccessfully(user);
    expect(intake.sent).toEqual([
      {
        url: "/api/bookings",
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
        fields: {
          trip: upcomingTrip.slug,
          departure: "2027-01-16", // the departure the card offers: 16 Jan – 23 Jan 2027
          request: "booking",
          fullName: "Asha Verma",
          email: "asha@example.com",
          countryCode: "+91",
          phone: "9876543210",
          seats: "1",
          travellers: "",
          message: "",
          // Who is billed: the State chosen; no address asked of one seat; no business.
          state: "06",
          address: "",
          company: "",
          gstin: "",
          creditCode: "",
          website: "",
          lang: "en",
        },
      },
    ]);
  });

  it("accepts a booking without a message", async () => {
    const { user } = await startBooking();
    await bookSuccessfully(user);
    expect(screen.getByRole("status")).toHaveTextContent("Booking submitted successfully!");
  });

  it.each([
    [
      "the close button",
      (user: User) => user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" })),
    ],
    ["Escape", (user: User) => user.keyboard("{Escape}")],
  ])("closes with %s and returns focus to Book Now", async (_, close) => {
    const { user } = await startBooking(kerala.title);
    await close(user);
    expect(queryDialog()).not.toBeInTheDocument();
    expect(openModals()).toEqual([]);
    expect(bookNow(kerala.title)).toHaveFocus();
  });

  it("follows the browser when it closes the dialog itself, releasing the page and returning focus", async () => {
    const { dialog } = await startBooking();
    act(() => (dialog as HTMLDialogElement).close());
    expect(dialog).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe("");
    expect(bookNow()).toHaveFocus();
  });

  it("closes from the confirmation's Done button before the 2 seconds are up", async () => {
    const { user } = await startBooking();
    await bookSuccessfully(user);
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(queryDialog()).not.toBeInTheDocument();
    expect(bookNow()).toHaveFocus();
  });

  it("closes with Escape while the confirmation shows", async () => {
    const { user } = await startBooking();
    await bookSuccessfully(user);
    await user.keyboard("{Escape}");
    expect(queryDialog()).not.toBeInTheDocument();
  });

  it("starts with a cleared form every time it opens", async () => {
    const { user } = await startBooking();
    await user.type(field("Full name"), "Asha Verma");
    await user.selectOptions(field("Country code"), "+971");
    await submitWith(user, submit());
    await user.keyboard("{Escape}");

    await openBooking(user);
    expect(field("Full name")).toHaveValue("");
    expect(field("Full name")).not.toHaveAttribute("aria-invalid");
    expect(field("Country code")).toHaveValue("+91");
  });

  it("shows the form again, not the old confirmation, when reopened", async () => {
    const { user } = await startBooking();
    await bookSuccessfully(user);
    advanceClock(AUTO_CLOSE_DELAY_MS);

    const dialog = await openBooking(user);
    expect(within(dialog).getByRole("status")).toBeEmptyDOMElement();
    expect(field("Full name")).toHaveValue("");
  });

  it("is not closed by an earlier submit's timer when reopened within 2 seconds", async () => {
    const { user } = await startBooking();
    await bookSuccessfully(user);
    advanceClock(1000);
    await user.click(screen.getByRole("button", { name: "Done" }));

    await openBooking(user, kerala.title);
    advanceClock(AUTO_CLOSE_DELAY_MS * 2);
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Book Kerala Backwaters & Spice Hills");
  });
});

describe("Booking dialog: when sending fails", () => {
  it("keeps the form and every value on a lost connection, says so, and retries with the same key", async () => {
    intake.answerNext("offline");
    const { user } = await startBooking();
    await fillValidBooking(user);
    await user.type(field(/Message/), "Vegetarian, please");
    await submitWith(user, submit());

    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("alert")).toHaveTextContent("We could not reach Safarnama: check your connection");
    expect(within(dialog).queryByText("Booking submitted successfully!")).not.toBeInTheDocument();
    expect(field("Full name")).toHaveValue("Asha Verma");
    expect(field(/Message/)).toHaveValue("Vegetarian, please");

    await submitWith(user, within(dialog).getByRole("button", { name: "Try again" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent("Booking submitted successfully!");
    expect(intake.sent).toHaveLength(2);
    expect(intake.sent[1].idempotencyKey).toBe(intake.sent[0].idempotencyKey);
  });

  it("sends changed details under a new key", async () => {
    intake.answerNext("offline");
    const { user } = await startBooking();
    await fillValidBooking(user);
    await submitWith(user, submit());
    await user.type(field("Phone number"), "1");
    await user.selectOptions(field("The State you live in"), "06");
    await submitWith(user, screen.getByRole("button", { name: "Try again" }));
    expect(intake.sent[1].fields.phone).toBe("98765432101");
    expect(intake.sent[1].idempotencyKey).not.toBe(intake.sent[0].idempotencyKey);
  });

  it.each([
    [500, "Something went wrong on our side and nothing was saved."],
    [413, "This request is too large."],
    [429, "You have sent many requests in a short time. Please wait a minute, then try again."],
  ])("shows a plain message for a %i answer and keeps the values", async (status, message) => {
    intake.answerNext({ status, body: { message: "ignored for these statuses" } });
    const { user } = await startBooking();
    await fillValidBooking(user);
    await submitWith(user, submit());
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(field("Email")).toHaveValue("asha@example.com");
  });

  it("shows the server's refusal of a departure that has left, keeping the values", async () => {
    intake.answerNext({ status: 422, body: { message: "The Spiti departure of 2027-01-16 has already left." } });
    const { user } = await startBooking();
    await fillValidBooking(user);
    await submitWith(user, submit());
    expect(screen.getByRole("alert")).toHaveTextContent("The Spiti departure of 2027-01-16 has already left.");
    expect(field("Phone number")).toHaveValue("9876543210");
  });

  it("shows why a booking over the unpaid limit was refused (409, no seats count) and what to do, keeping every value and offering no waitlist", async () => {
    const message =
      "You already hold 6 unpaid seats on this departure under this email address, and one email address may hold at most 6 unpaid at a time, so nothing was booked. Pay the deposit for the seats already held (the link is in the email we sent), or wait until that hold ends and book again. For a bigger group, call us on +91 00000 11111.";
    intake.answerNext({ status: 409, body: { message } });
    const { user } = await startBooking();
    await fillValidBooking(user);
    await user.selectOptions(field("Seats"), "2");
    await submitWith(user, submit());
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: /waitlist/ })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog")).toHaveAccessibleName(`Book ${upcomingTrip.title}`);
    expect(field("Full name")).toHaveValue("Asha Verma");
    expect(field("Email")).toHaveValue("asha@example.com");
    expect(field("Phone number")).toHaveValue("9876543210");
    expect(field("Seats")).toHaveValue("2");
    expect(screen.queryByText("Booking submitted successfully!")).not.toBeInTheDocument();
  });

  it("puts the server's field messages next to their fields and focuses the first", async () => {
    intake.answerNext({
      status: 422,
      body: {
        message: "Some details need fixing",
        errors: { email: "Enter a valid email address, like name@example.com.", phone: "Enter at least 7 digits." },
      },
    });
    const { user } = await startBooking();
    await fillValidBooking(user);
    await submitWith(user, submit());
    expect(field("Email")).toHaveFocus();
    expect(field("Email")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
    expect(field("Phone number")).toHaveAccessibleDescription(expect.stringContaining("Enter at least 7 digits."));
    expect(field("Full name")).toHaveValue("Asha Verma");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });
});

describe("Booking dialog: seats", () => {
  it("offers up to 6 seats, or as many as are left, and shows the total, deposit and balance for the chosen number", async () => {
    const { user } = await startBooking();
    const seats = field("Seats");
    expect(
      within(seats)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["1", "2", "3", "4", "5", "6"]);
    // ₹18,999 + 5% GST = ₹19,949 a person; 30% deposit ₹5,985; balance due 5 days before 16 Jan 2027.
    expect(screen.getByText(/^1 seat:/)).toHaveTextContent(
      "1 seat: ₹19,949 with 5% GST · deposit ₹5,985 · balance ₹13,964 by 11 Jan 2027",
    );
    await user.selectOptions(seats, "3");
    expect(screen.getByText(/^3 seats:/)).toHaveTextContent(
      "3 seats: ₹59,847 with 5% GST · deposit ₹17,955 · balance ₹41,892 by 11 Jan 2027",
    );
    expect(field("Names of the others travelling (optional)")).toBeInTheDocument();
  });

  it("never offers more seats than the departure has left", async () => {
    const user = userOnFakeClock();
    renderInPage(<UpcomingTripsSection trips={[upcomingTripWithSeats(2)]} />);
    await openBooking(user);
    expect(within(field("Seats")).getAllByRole("option")).toHaveLength(2);
    expect(field("Seats")).toHaveAccessibleDescription("Up to 2 (2 seats are left)");
  });

  it("sends the seats and the others' names with the booking", async () => {
    const { user } = await startBooking();
    await fillValidBooking(user);
    await user.selectOptions(field("Seats"), "2");
    await user.type(field("Names of the others travelling (optional)"), "Ravi Verma");
    await submitWith(user, submit());
    expect(intake.sent[0].fields).toMatchObject({ request: "booking", seats: "2", travellers: "Ravi Verma" });
    expect(screen.getByRole("status")).toHaveTextContent("Your 2 seats on Spiti Valley Winter Expedition");
  });

  it("says the seats went to someone else, keeps every value, and joins the waitlist in one step", async () => {
    intake.answerNext({
      status: 409,
      body: {
        message: "Sorry, the last seats of this departure were just booked by someone else, so nothing was booked.",
        seatsLeft: 0,
        waitlistOpen: true,
      },
    });
    const { user } = await startBooking();
    await fillValidBooking(user);
    await submitWith(user, submit());
    expect(screen.getByRole("alert")).toHaveTextContent("the last seats of this departure were just booked");
    // The dialog says what the server said, not the seats the page was served with.
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(/· Sold out$/);
    expect(field("Full name")).toHaveValue("Asha Verma");
    expect(field("Phone number")).toHaveValue("9876543210");
    expect(intake.sent).toHaveLength(1);

    await submitWith(user, screen.getByRole("button", { name: "Join the waitlist with these details" }));
    expect(intake.sent).toHaveLength(2);
    expect(intake.sent[1].fields).toMatchObject({ request: "waitlist", fullName: "Asha Verma", phone: "9876543210" });
    expect(intake.sent[1].idempotencyKey).not.toBe(intake.sent[0].idempotencyKey);
    expect(screen.getByRole("dialog", { name: `Join the waitlist for ${upcomingTrip.title}` })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("You are on the waitlist for Spiti Valley Winter Expedition");
  });

  it("offers no waitlist once it has closed, and says why", async () => {
    intake.answerNext({
      status: 409,
      body: {
        message: "Sorry, the last seats of this departure were just booked by someone else.",
        seatsLeft: 0,
        waitlistOpen: false,
      },
    });
    const { user } = await startBooking();
    await fillValidBooking(user);
    await submitWith(user, submit());
    expect(screen.getByRole("alert")).toHaveTextContent("just booked by someone else");
    expect(screen.queryByRole("button", { name: "Join the waitlist with these details" })).not.toBeInTheDocument();
  });
});

describe("Booking dialog: who is billed", () => {
  const state = () => field("The State you live in") as HTMLSelectElement;

  it("asks the State with none chosen for an Indian phone, and Outside India, in plain sight, for another", async () => {
    const { user } = await startBooking();
    expect(state()).toHaveValue("");
    expect(state()).toHaveAccessibleDescription(/decides which State's tax you pay/);
    expect(
      within(state())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(["Choose your State", "Haryana", "Maharashtra", "Ladakh", "Outside India"]));
    await user.selectOptions(field("Country code"), "+44");
    expect(state()).toHaveValue("96");
    await user.selectOptions(field("Country code"), "+91");
    expect(state()).toHaveValue("");
    // Once chosen, the State is the visitor's: another country code leaves it.
    await user.selectOptions(state(), "27");
    await user.selectOptions(field("Country code"), "+1");
    expect(state()).toHaveValue("27");
  });

  it("refuses a booking with no State, and sends nothing", async () => {
    const { user } = await startBooking();
    await user.type(field("Full name"), "Asha Verma");
    await user.type(field("Email"), "asha@example.com");
    await user.type(field("Phone number"), "9876543210");
    await submitWith(user, submit());
    expect(state()).toHaveFocus();
    expect(state()).toHaveAccessibleDescription(/^Choose the State you live in, or Outside India\./);
    expect(intake.sent).toEqual([]);
  });

  it("asks an address only once the seats reach ₹50,000 before tax", async () => {
    const { user } = await startBooking();
    await fillValidBooking(user);
    expect(within(screen.getByRole("dialog")).queryByLabelText(/Your address/)).not.toBeInTheDocument();
    // ₹18,999 a seat: 2 seats are ₹37,998, 3 are ₹56,997.
    await user.selectOptions(field("Seats"), "2");
    expect(within(screen.getByRole("dialog")).queryByLabelText(/Your address/)).not.toBeInTheDocument();
    await user.selectOptions(field("Seats"), "3");
    expect(field("Your address")).toHaveAccessibleDescription(
      "GST rules put your address on a bill of ₹50,000 or more before tax.",
    );
    await submitWith(user, submit());
    expect(field("Your address")).toHaveFocus();
    expect(field("Your address")).toHaveAccessibleDescription(
      "Enter your address. GST rules put your address on a bill of ₹50,000 or more before tax.",
    );
    await user.type(field("Your address"), "12 Mall Road, Shimla");
    await submitWith(user, submit());
    expect(screen.getByRole("status")).toHaveTextContent("Booking submitted successfully!");
    expect(intake.sent[0].fields).toMatchObject({ seats: "3", state: "06", address: "12 Mall Road, Shimla" });
  });

  it("takes a business's name and GSTIN behind a disclosure, checking the GSTIN's check character", async () => {
    const { user } = await startBooking();
    await fillValidBooking(user);
    expect(within(screen.getByRole("dialog")).queryByLabelText(/GSTIN/)).not.toBeInTheDocument();
    const disclosure = within(screen.getByRole("dialog")).getByRole("button", {
      name: "Booking for a business? Add its GSTIN",
    });
    expect(disclosure).toHaveAttribute("aria-expanded", "false");
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute("aria-expanded", "true");
    await user.type(field(/^Business name/), "Acme Offsites LLP");
    await user.type(field(/^GSTIN/), "27AAPFU0939F1ZW");
    await submitWith(user, submit());
    expect(field(/^GSTIN/)).toHaveAccessibleDescription(/^This GSTIN has a mistyped character/);
    // A GSTIN asks for the business's address too.
    expect(field("Your address")).toHaveAccessibleDescription(/^Enter the business's address/);
    expect(intake.sent).toEqual([]);
    await user.clear(field(/^GSTIN/));
    await user.type(field(/^GSTIN/), "27aapfu0939f1zv");
    await user.type(field("Your address"), "Plot 9, Hinjewadi, Pune");
    await submitWith(user, submit());
    expect(screen.getByRole("status")).toHaveTextContent("Booking submitted successfully!");
    expect(intake.sent[0].fields).toMatchObject({
      company: "Acme Offsites LLP",
      gstin: "27aapfu0939f1zv",
      address: "Plot 9, Hinjewadi, Pune",
    });
  });
});

describe("Booking dialog: keyboard", () => {
  it("keeps Tab inside the dialog, wrapping both ways", async () => {
    const { user, dialog } = await startBooking();
    const close = within(dialog).getByRole("button", { name: "Close" });

    submit().focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit()).toHaveFocus();

    field("Full name").focus();
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("can be opened, filled, submitted and left with the keyboard alone", async () => {
    const user = userOnFakeClock();
    renderTrips();
    bookNow().focus();
    await user.keyboard("{Enter}");
    await bookingDialog();
    await user.keyboard("Asha Verma");
    await user.tab();
    await user.keyboard("asha@example.com");
    await user.tab();
    await user.tab();
    await user.keyboard("9876543210");
    await user.tab(); // the seats: 1 by default
    await user.tab(); // the State
    expect(field("The State you live in")).toHaveFocus();
    // jsdom's select takes no keys; the browser tests choose it by typing its name.
    await user.selectOptions(field("The State you live in"), "06");
    await user.tab(); // the business's details' button, closed
    await user.tab(); // the trip credit's code, optional; its check is disabled while it is empty
    expect(field("Trip credit code (optional)")).toHaveFocus();
    await user.tab(); // the message
    await user.tab();
    expect(submit()).toHaveFocus();
    await user.keyboard("{Enter}");
    await settle();
    expect(screen.getByRole("status")).toHaveTextContent("Booking submitted successfully!");
    await user.keyboard("{Escape}");
    expect(bookNow()).toHaveFocus();
  });
});

describe("Booking dialog on a Hindi page", () => {
  const spiti = upcomingTripWithSeats(12);
  const departure = spiti.upcomingDepartures[0];
  const hindiField = (label: string) => within(screen.getByRole("dialog")).getByLabelText(label);
  const hindiSubmit = () => within(screen.getByRole("dialog")).getByRole("button", { name: "बुकिंग भेजें" });

  /** The dialog for the Spiti departure, opened on a Hindi page (the page's words, in Hindi). */
  async function startHindiBooking() {
    const user = userOnFakeClock();
    renderInPage(
      <BookingDialog
        subject={{ slug: spiti.slug, title: spiti.title, price: departure.price, departure }}
        onClose={jest.fn()}
      />,
      { lang: "hi" },
    );
    const dialog = await screen.findByRole("dialog", { name: `${spiti.title} बुक करें` });
    return { user, dialog };
  }

  async function fillInHindi(user: User, phone: string) {
    await user.type(hindiField("पूरा नाम"), "अनन्या शर्मा");
    await user.type(hindiField("ईमेल"), "ananya@example.com");
    await user.type(hindiField("फ़ोन नंबर"), phone);
    await user.selectOptions(hindiField("आप किस राज्य में रहते हैं"), "06");
    await user.type(hindiField("संदेश (वैकल्पिक)"), "हम दो लोग हैं।");
  }

  it("names the departure, its dates, price and seats, every field and the country codes in Hindi", async () => {
    const { dialog } = await startHindiBooking();
    expect(dialog).toHaveAccessibleDescription(
      "16 जन॰ – 23 जन॰ 2027 · 8 दिन / 7 रात · ₹18,999 प्रति व्यक्ति · 12 सीटें बाकी",
    );
    expect(
      within(hindiField("देश का कोड"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["+91 भारत", "+1 अमेरिका और कनाडा", "+44 यूनाइटेड किंगडम", "+61 ऑस्ट्रेलिया", "+971 संयुक्त अरब अमीरात"]);
    expect(hindiField("फ़ोन नंबर")).toHaveAccessibleDescription("7 से 15 अंक");
    expect(hindiField("सीटें")).toHaveAccessibleDescription("आप और अधिकतम 5 अन्य लोग");
    expect(screen.getByText(/^1 सीट:/)).toHaveTextContent(
      "1 सीट: 5% GST सहित ₹19,949 · डिपॉज़िट ₹5,985 · बाकी राशि ₹13,964, 11 जन॰ 2027 तक",
    );
    expect(within(dialog).getByText("वैकल्पिक लिखे फ़ील्ड छोड़कर सभी फ़ील्ड भरना ज़रूरी है।")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "बंद करें" })).toBeInTheDocument();
  });

  it("says in Hindi what is wrong with a phone number, sends nothing, and keeps what was typed", async () => {
    const { user } = await startHindiBooking();
    await fillInHindi(user, "98765");
    await submitWith(user, hindiSubmit());
    expect(hindiField("फ़ोन नंबर")).toHaveFocus();
    expect(hindiField("फ़ोन नंबर")).toHaveAccessibleDescription("कम से कम 7 अंक लिखें (इस नंबर में 5 अंक हैं)। 7 से 15 अंक");
    expect(intake.sent).toEqual([]);
    expect(hindiField("पूरा नाम")).toHaveValue("अनन्या शर्मा");
    expect(hindiField("संदेश (वैकल्पिक)")).toHaveValue("हम दो लोग हैं।");
  });

  it("sends the page's language, and shows the Worker's Hindi field messages next to their fields", async () => {
    intake.answerNext({
      status: 422,
      body: {
        message: "कुछ जानकारी ठीक करनी होगी; हर फ़ील्ड के पास लिखा संदेश देखें।",
        errors: { phone: "सिर्फ़ अंक लिखें, बिना स्पेस, डैश या '+' के। देश का कोड नंबर से पहले वाले बॉक्स में चुनें।" },
      },
    });
    const { user } = await startHindiBooking();
    await fillInHindi(user, "9876543210");
    await submitWith(user, hindiSubmit());
    expect(intake.sent[0].fields).toMatchObject({ lang: "hi", fullName: "अनन्या शर्मा", phone: "9876543210" });
    expect(hindiField("फ़ोन नंबर")).toHaveFocus();
    expect(hindiField("फ़ोन नंबर")).toHaveAccessibleDescription(/^सिर्फ़ अंक लिखें/);
    expect(hindiField("फ़ोन नंबर")).toHaveValue("9876543210");
  });

  it("confirms in Hindi once stored: the seat held until when, the reference, and the call for the deposit", async () => {
    intake.answerNext({
      status: 201,
      body: { id: "r1", kind: "booking", reference: "SF-7K3Q9XMD", holdUntil: "2026-11-28T09:34:00.000Z" },
    });
    const { user } = await startHindiBooking();
    await fillInHindi(user, "9876543210");
    await submitWith(user, hindiSubmit());
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("बुकिंग सफलतापूर्वक भेज दी गई!");
    expect(status).toHaveTextContent(
      `धन्यवाद, अनन्या शर्मा। ${spiti.title} (16 जन॰ – 23 जन॰ 2027) में आपकी सीट 28 नव॰ 2026, दोपहर 3:04 बजे IST तक रोक ली गई है। आपका रेफ़रेंस नंबर SF-7K3Q9XMD है। डिपॉज़िट लेने के लिए हम आपको +91 9876543210 पर कॉल करेंगे, और पूरी जानकारी आपको ईमेल कर दी है।`,
    );
    expect(screen.getByRole("button", { name: "ठीक है" })).toHaveFocus();
  });

  it("says in Hindi that the connection failed, and offers to try again", async () => {
    intake.answerNext("offline");
    const { user } = await startHindiBooking();
    await fillInHindi(user, "9876543210");
    await submitWith(user, hindiSubmit());
    expect(screen.getByRole("alert")).toHaveTextContent("हम सफ़रनामा तक नहीं पहुँच सके");
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
    expect(hindiField("ईमेल")).toHaveValue("ananya@example.com");
  });
});

describe("Booking dialog: a trip credit", () => {
  // Spiti: ₹18,999 + 5% GST = ₹19,949 a seat; the deposit is ₹5,985.
  it("checks a code and says what it pays of this booking: the deposit and some of the balance", async () => {
    const { user } = await startBooking();
    intake.answerNext({ status: 200, body: { code: "TC-7K3Q-9XMD", left: 12_000_00, validUntil: "2027-11-28" } });
    await user.type(field("Trip credit code (optional)"), "tc 7k3q 9xmd");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Check the code" }));
    await settle();
    expect(intake.sent.at(-1)).toMatchObject({
      url: "/api/credits",
      fields: { lang: "en", creditCode: "tc 7k3q 9xmd" },
    });
    expect(screen.getByRole("dialog")).toHaveTextContent(
      "This credit holds ₹12,000, until 28 Nov 2027. It pays the deposit of ₹5,985, and ₹6,015 of the balance.",
    );
  });

  it("says a credit smaller than the deposit pays part of it, the rest paid online", async () => {
    const { user } = await startBooking();
    intake.answerNext({ status: 200, body: { code: "TC-7K3Q-9XMD", left: 2_000_00, validUntil: "2027-11-28" } });
    await user.type(field("Trip credit code (optional)"), "TC-7K3Q-9XMD");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Check the code" }));
    await settle();
    expect(screen.getByRole("dialog")).toHaveTextContent(
      "This credit holds ₹2,000, until 28 Nov 2027. It pays that much of the ₹5,985 deposit; you pay the rest online.",
    );
  });

  it("shows why a code is refused beside it, and keeps everything typed", async () => {
    const { user } = await startBooking();
    await fillValidBooking(user);
    const refusal = "This trip credit could be spent until 1 Nov 2026: it has expired.";
    intake.answerNext({ status: 422, body: { message: refusal, errors: { creditCode: refusal } } });
    await user.type(field("Trip credit code (optional)"), "TC-7K3Q-9XMD");
    await submitWith(user, submit());
    expect(field("Trip credit code (optional)")).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(field("Trip credit code (optional)")).toHaveFocus();
    expect(field("Full name")).toHaveValue("Asha Verma");
    expect(field("Trip credit code (optional)")).toHaveValue("TC-7K3Q-9XMD");
  });

  it("refuses a code that cannot be one before sending anything", async () => {
    const { user } = await startBooking();
    await fillValidBooking(user);
    await user.type(field("Trip credit code (optional)"), "SAVE10");
    await submitWith(user, submit());
    expect(intake.sent).toEqual([]);
    expect(field("Trip credit code (optional)")).toHaveAccessibleDescription(
      expect.stringContaining("A trip credit code reads like TC-7K3Q-9XMD"),
    );
  });

  it("says the booking is confirmed when the credit paid its deposit", async () => {
    const { user } = await startBooking();
    intake.answerNext({
      status: 201,
      body: { id: "r1", kind: "booking", reference: "SF-7K3Q9XMD", creditPaid: 12_000_00, confirmed: true },
    });
    await fillValidBooking(user);
    await user.type(field("Trip credit code (optional)"), "TC-7K3Q-9XMD");
    await submitWith(user, submit());
    expect(screen.getByRole("dialog")).toHaveTextContent(
      "Your trip credit paid ₹12,000: your seat on Spiti Valley Winter Expedition (16 Jan – 23 Jan 2027) is confirmed.",
    );
  });
});
