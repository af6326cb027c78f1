import { readFileSync } from "node:fs";
import path from "node:path";
import { API_PATHS, ROUTES } from "../content/routes.mjs";
import { expect, test, visit } from "./support/fixtures";
import { AUTO_CLOSE_MS, expectInvalid, expectStoredOnce } from "./support/forms";
import { storedRequest } from "./support/intake-state";
import { jobs } from "./support/site";

const upload = (file: string) => path.join(__dirname, "upload-files", file);
const job = jobs[jobs.length - 1];

test("every job has its own Apply dialog", async ({ page }) => {
  await visit(page, ROUTES.careers);
  for (const job of jobs) {
    const apply = page.getByRole("button", { name: `Apply for ${job.title}` });
    await apply.click();
    const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  }
});

test("a .txt resume is refused with a message, a .pdf is accepted and the dialog closes itself", async ({ page }) => {
  await visit(page, ROUTES.careers);
  const apply = page.getByRole("button", { name: `Apply for ${job.title}` });
  await apply.click();
  const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
  const resume = dialog.getByLabel("Resume");
  await expect(resume).toHaveAttribute("accept", /\.pdf/);

  await dialog.getByLabel("Full name").fill("Asha Verma");
  await dialog.getByLabel("Email").fill("asha@example.com");
  await dialog.getByLabel("Cover letter").fill("I have led forty treks in Himachal.");
  await resume.setInputFiles(upload("notes.txt"));
  await dialog.getByRole("button", { name: "Submit application" }).click();

  await expectInvalid(resume, /“notes\.txt” is not a PDF, DOC or DOCX file/);
  await expect(resume).toBeFocused();
  await expect(dialog.getByLabel("Full name")).toHaveValue("Asha Verma");
  await expect(dialog.getByLabel("Email")).toHaveValue("asha@example.com");
  await expect(dialog.getByLabel("Cover letter")).toHaveValue("I have led forty treks in Himachal.");

  await resume.setInputFiles(upload("Asha-Verma-CV.pdf"));
  const id = await expectStoredOnce(page, API_PATHS.applications, async () => {
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("status")).toContainText("Application submitted successfully!");
  });
  const stored = await storedRequest(id);
  expect(stored?.request).toMatchObject({
    kind: "application",
    full_name: "Asha Verma",
    email: "asha@example.com",
    job_slug: job.slug,
    cover_letter: "I have led forty treks in Himachal.",
    resume_name: "Asha-Verma-CV.pdf",
    resume_type: "application/pdf",
  });
  expect(stored?.resume).toEqual(readFileSync(upload("Asha-Verma-CV.pdf")));

  await expect(dialog).toBeHidden({ timeout: AUTO_CLOSE_MS + 3000 });
  await expect(apply).toBeFocused();
});

test("an application without a resume asks for one", async ({ page }) => {
  await visit(page, ROUTES.careers);
  await page.getByRole("button", { name: `Apply for ${job.title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
  await dialog.getByLabel("Full name").fill("Asha Verma");
  await dialog.getByLabel("Email").fill("asha@example.com");
  await dialog.getByRole("button", { name: "Submit application" }).click();
  await expectInvalid(dialog.getByLabel("Resume"), /Attach your resume as a PDF, DOC or DOCX file/);
  await expect(dialog.getByLabel("Resume")).toBeFocused();
});
