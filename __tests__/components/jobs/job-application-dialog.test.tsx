import { screen, within } from "@testing-library/react";
import JobApplicationDialog from "../../../src/components/jobs/job-application-dialog";
import { JobList } from "../../../src/components/jobs/job-list";
import { AUTO_CLOSE_DELAY_MS } from "../../../src/components/dialog/form-dialog";
import { job } from "../../support/sample-data";
import { openModals } from "../../support/html-dialog";
import { advanceClock, submitWith, userOnFakeClock } from "../../support/user";
import { fakeIntakeForEachTest } from "../../support/fake-intake";
import { renderInPage } from "../../support/messages";

const intake = fakeIntakeForEachTest();

const MB = 1024 * 1024;
const tourPlanner = {
  ...job,
  slug: "tour-planner",
  title: "Tour Planner",
  type: "Contract",
  location: "Remote (India)",
};

type User = ReturnType<typeof userOnFakeClock>;

const apply = (title = job.title) => screen.getByRole("button", { name: `Apply for ${title}` });
const field = (label: string | RegExp) => within(screen.getByRole("dialog")).getByLabelText(label);
const resumeInput = () => field("Resume") as HTMLInputElement;
const submit = () => within(screen.getByRole("dialog")).getByRole("button", { name: "Submit application" });
const resumeError = () => resumeInput().getAttribute("aria-invalid") === "true";

const pdf = (name = "cv.pdf", size = 120 * 1024) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

function renderJobs() {
  renderInPage(<JobList jobs={[job, tourPlanner]} builtAt="2026-11-21T10:00:00Z" />);
}

async function openApplication(user: User, title = job.title) {
  await user.click(apply(title));
  return screen.findByRole("dialog", { name: `Apply for ${title}` });
}

async function fillApplicant(user: User) {
  await user.type(field("Full name"), "Rohan Mehta");
  await user.type(field("Email"), "rohan@example.com");
}

afterEach(() => jest.useRealTimers());

describe("Job application dialog", () => {
  it("opens as a modal for the chosen job, focused on the first field", async () => {
    const user = userOnFakeClock();
    renderJobs();
    const dialog = await openApplication(user, tourPlanner.title);
    expect(openModals()).toEqual([dialog]);
    expect(dialog).toHaveAccessibleDescription("Contract · Remote (India)");
    expect(field("Full name")).toHaveFocus();
    expect(field("Full name")).toHaveAttribute("autocomplete", "name");
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(resumeInput()).toHaveAttribute("type", "file");
    expect(resumeInput().accept).toContain(".pdf,.doc,.docx");
    expect(resumeInput()).toHaveAccessibleDescription("PDF, DOC or DOCX, up to 5 MB");
    expect(field("Cover letter (optional)")).not.toBeRequired();
  });

  it("asks for the name, email and resume when submitted empty, focusing the name", async () => {
    const user = userOnFakeClock();
    renderJobs();
    await openApplication(user);
    await submitWith(user, submit());
    expect(field("Full name")).toHaveAccessibleDescription("Enter your full name.");
    expect(field("Email")).toHaveAccessibleDescription("Enter your email address.");
    expect(resumeInput()).toHaveAccessibleDescription(
      "Attach your resume as a PDF, DOC or DOCX file. PDF, DOC or DOCX, up to 5 MB",
    );
    expect(resumeInput()).toHaveAttribute("aria-invalid", "true");
    expect(field("Full name")).toHaveFocus();
  });

  it.each(["cv.pdf", "CV.PDF", "cv.doc", "CV.DOC", "cv.docx", "CV.DOCX"])("accepts a resume named %s", async (name) => {
    const user = userOnFakeClock();
    renderJobs();
    await openApplication(user);
    await fillApplicant(user);
    await user.upload(resumeInput(), pdf(name));
    await submitWith(user, submit());
    expect(screen.getByRole("status")).toHaveTextContent("Application submitted successfully!");
  });

  it.each([
    [
      "a .txt file",
      pdf("cv.txt"),
      "“cv.txt” is not a PDF, DOC or DOCX file. Attach your resume in one of those formats.",
    ],
    [
      "cv.pdf.exe",
      pdf("cv.pdf.exe"),
      "“cv.pdf.exe” is not a PDF, DOC or DOCX file. Attach your resume in one of those formats.",
    ],
    [
      "an empty file",
      pdf("cv.pdf", 0),
      "“cv.pdf” is empty. Choose the file again, or save your resume again and attach it.",
    ],
    ["a 6 MB file", pdf("cv.pdf", 6 * MB), "“cv.pdf” is 6 MB. Attach a file of 5 MB or less."],
  ])("rejects %s with a message, focusing the resume and keeping the rest", async (_, file, message) => {
    const user = userOnFakeClock();
    renderJobs();
    await openApplication(user);
    await fillApplicant(user);
    await user.type(field("Cover letter (optional)"), "I have led 40 treks.");
    await user.upload(resumeInput(), file);
    await submitWith(user, submit());

    expect(resumeError()).toBe(true);
    expect(resumeInput()).toHaveAccessibleDescription(`${message} PDF, DOC or DOCX, up to 5 MB`);
    expect(resumeInput()).toHaveFocus();
    expect(resumeInput().files?.[0]).toBe(file);
    expect(field("Full name")).toHaveValue("Rohan Mehta");
    expect(field("Email")).toHaveValue("rohan@example.com");
    expect(field("Cover letter (optional)")).toHaveValue("I have led 40 treks.");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("takes a corrected resume after a rejected one", async () => {
    const user = userOnFakeClock();
    renderJobs();
    await openApplication(user);
    await fillApplicant(user);
    await user.upload(resumeInput(), pdf("cv.txt"));
    await submitWith(user, submit());
    await user.upload(resumeInput(), pdf("cv.docx"));
    await submitWith(user, submit());
    expect(screen.getByRole("status")).toHaveTextContent("Application submitted successfully!");
  });

  it("confirms once stored, closes itself after 2 seconds and returns focus to Apply", async () => {
    const user = userOnFakeClock();
    renderJobs();
    await openApplication(user, tourPlanner.title);
    await fillApplicant(user);
    await user.upload(resumeInput(), pdf());
    await submitWith(user, submit());

    const status = screen.getByRole("status");
    expect(within(status).getByText("Application submitted successfully!")).toBeInTheDocument();
    expect(
      within(status).getByText(
        "Thank you, Rohan Mehta. Our hiring team reads every application for Tour Planner and will write to rohan@example.com within a week.",
      ),
    ).toBeInTheDocument();
    advanceClock(AUTO_CLOSE_DELAY_MS - 1);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    advanceClock(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(apply(tourPlanner.title)).toHaveFocus();
  });

  it("sends the application as multipart with the job and the chosen file itself", async () => {
    const user = userOnFakeClock();
    renderJobs();
    await openApplication(user, tourPlanner.title);
    await fillApplicant(user);
    const resume = pdf("Rohan-CV.pdf");
    await user.upload(resumeInput(), resume);
    await user.type(field("Cover letter (optional)"), "I plan trips for fun.");
    await submitWith(user, submit());
    expect(intake.sent).toHaveLength(1);
    expect(intake.sent[0]).toMatchObject({
      url: "/api/applications",
      fields: {
        job: "tour-planner",
        fullName: "Rohan Mehta",
        email: "rohan@example.com",
        coverLetter: "I plan trips for fun.",
        website: "",
        lang: "en",
      },
    });
    const sentFile = intake.sent[0].fields.resume as File;
    expect(sentFile.name).toBe("Rohan-CV.pdf");
    expect(sentFile.size).toBe(resume.size);
  });

  it("keeps the chosen file and every value when the server refuses the file's contents, with its message on the field", async () => {
    intake.answerNext({
      status: 422,
      body: {
        message: "Some details need fixing",
        errors: { resume: "“cv.pdf” is not a real PDF, DOC or DOCX file." },
      },
    });
    const user = userOnFakeClock();
    renderJobs();
    await openApplication(user);
    await fillApplicant(user);
    await user.upload(resumeInput(), pdf());
    await submitWith(user, submit());
    expect(resumeInput()).toHaveFocus();
    expect(resumeInput()).toHaveAccessibleDescription(expect.stringContaining("is not a real PDF, DOC or DOCX file."));
    expect(resumeInput().files?.[0]?.name).toBe("cv.pdf");
    expect(field("Full name")).toHaveValue("Rohan Mehta");
  });

  it("says so and offers to try again when the upload fails, keeping the file", async () => {
    intake.answerNext("offline");
    const user = userOnFakeClock();
    renderJobs();
    await openApplication(user);
    await fillApplicant(user);
    await user.upload(resumeInput(), pdf());
    await submitWith(user, submit());
    expect(screen.getByRole("alert")).toHaveTextContent("We could not reach Safarnama");
    expect(resumeInput().files?.[0]?.name).toBe("cv.pdf");
    await submitWith(user, screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("status")).toHaveTextContent("Application submitted successfully!");
    expect(intake.sent[1].idempotencyKey).toBe(intake.sent[0].idempotencyKey);
  });

  it("closes with Escape and the close button, and opens cleared", async () => {
    const user = userOnFakeClock();
    renderJobs();
    await openApplication(user);
    await fillApplicant(user);
    await user.upload(resumeInput(), pdf());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(apply()).toHaveFocus();

    await openApplication(user);
    expect(field("Full name")).toHaveValue("");
    expect(resumeInput().files).toHaveLength(0);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(apply()).toHaveFocus();
  });

  it("is not closed by an earlier application's timer when reopened within 2 seconds", async () => {
    const user = userOnFakeClock();
    renderJobs();
    await openApplication(user);
    await fillApplicant(user);
    await user.upload(resumeInput(), pdf());
    await submitWith(user, submit());
    advanceClock(500);
    await user.keyboard("{Escape}");
    await openApplication(user, tourPlanner.title);
    advanceClock(AUTO_CLOSE_DELAY_MS);
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Apply for Tour Planner");
  });
});

describe("Job application dialog on a Hindi page", () => {
  const hindiField = (label: string) => within(screen.getByRole("dialog")).getByLabelText(label);
  const hindiResume = () => hindiField("रिज़्यूमे") as HTMLInputElement;

  async function startHindiApplication() {
    const user = userOnFakeClock();
    renderInPage(<JobApplicationDialog subject={tourPlanner} onClose={jest.fn()} />, { lang: "hi" });
    const dialog = await screen.findByRole("dialog", { name: "Tour Planner के लिए आवेदन करें" });
    return { user, dialog };
  }

  it("names the job's contract, every field and its hints in Hindi", async () => {
    const { dialog } = await startHindiApplication();
    expect(dialog).toHaveAccessibleDescription("कॉन्ट्रैक्ट · Remote (India)");
    expect(hindiResume()).toHaveAccessibleDescription("PDF, DOC या DOCX, ज़्यादा से ज़्यादा 5 MB");
    expect(hindiField("कवर लेटर (वैकल्पिक)")).not.toBeRequired();
  });

  it("asks in Hindi for what is missing or wrong, keeping what was typed", async () => {
    const { user } = await startHindiApplication();
    await user.type(hindiField("ईमेल"), "rohan@example");
    await user.upload(hindiResume(), pdf("cv.txt"));
    await submitWith(user, within(screen.getByRole("dialog")).getByRole("button", { name: "आवेदन भेजें" }));
    expect(hindiField("पूरा नाम")).toHaveAccessibleDescription("अपना पूरा नाम लिखें।");
    expect(hindiField("ईमेल")).toHaveAccessibleDescription("name@example.com जैसा सही ईमेल पता लिखें।");
    expect(hindiResume()).toHaveAccessibleDescription(
      "“cv.txt” PDF, DOC या DOCX फ़ाइल नहीं है। अपना रिज़्यूमे इन्हीं में से किसी फ़ॉर्मैट में जोड़ें। PDF, DOC या DOCX, ज़्यादा से ज़्यादा 5 MB",
    );
    expect(hindiField("ईमेल")).toHaveValue("rohan@example");
    expect(intake.sent).toEqual([]);
  });

  it("sends the page's language and confirms in Hindi", async () => {
    const { user } = await startHindiApplication();
    await user.type(hindiField("पूरा नाम"), "रोहन मेहता");
    await user.type(hindiField("ईमेल"), "rohan@example.com");
    await user.upload(hindiResume(), pdf());
    await submitWith(user, within(screen.getByRole("dialog")).getByRole("button", { name: "आवेदन भेजें" }));
    expect(intake.sent[0].fields).toMatchObject({ lang: "hi", job: "tour-planner", fullName: "रोहन मेहता" });
    expect(screen.getByRole("status")).toHaveTextContent(
      "आवेदन सफलतापूर्वक भेज दिया गया!धन्यवाद, रोहन मेहता। हमारी भर्ती टीम Tour Planner के लिए आया हर आवेदन पढ़ती है और एक हफ़्ते के अंदर आपको rohan@example.com पर लिखेगी।",
    );
  });
});
