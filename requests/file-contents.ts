// What an uploaded file's bytes show it to be, whatever its name says: the
// server's check of a resume (and of a fitness proof, traveller-details.ts),
// after the form rules passed the file on its name and size. Apart from the
// rules (form-rules.ts), which every form loads in the browser: only the Worker
// reads a file's bytes.
import { fillMessage } from "../content/fill-message";
import type { RESUME_EXTENSIONS, RuleWords } from "./form-rules";

/** Whether `bytes` hold `signature` at `at`: how a file's first bytes tell what it really is. */
export const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The formats a resume's first bytes show it to be, whatever its name says. */
export type ResumeFormat = (typeof RESUME_EXTENSIONS)[number];

// A .docx is a ZIP archive whose parts include word/document.xml; any other ZIP is not a resume.
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const WORD_PART = [..."word/"].map((character) => character.charCodeAt(0));

/**
 * What a file really is, from its bytes: PDF ('%PDF-'), DOC (an OLE2
 * compound file) or DOCX (a ZIP holding a word/ folder); undefined for
 * anything else, such as an executable renamed to cv.pdf.
 */
export function resumeFormatOf(bytes: Uint8Array): ResumeFormat | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(bytes, ZIP)) {
    for (let at = 0; at <= bytes.length - WORD_PART.length; at += 1) {
      if (startsWith(bytes, WORD_PART, at)) return "docx";
    }
  }
  return undefined;
}

/** The media type each resume format is stored and mailed with. */
export const RESUME_MEDIA_TYPES: Record<ResumeFormat, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The server's check of the file's contents, after checkResume passed on its name and size; in the formRules messages given. */
export function checkResumeContents({ messages }: RuleWords, name: string, bytes: Uint8Array): string | undefined {
  return resumeFormatOf(bytes)
    ? undefined
    : fillMessage(messages.resumeNotReal, { name, formats: messages.resumeFormats });
}
