// The email the agency gets for one stored request: to its bookings address,
// or the careers address for a job application with the resume attached;
// Reply-To is the visitor, so answering the email answers them.
import { createMimeMessage, Mailbox } from "mimetext/browser";
import { CONTACT_SUBJECTS, type ContactSubject } from "../../requests/contact-subjects";
import type { RequestKind } from "../../requests/intake";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";
import { formatIndiaTime } from "../../content/india-time";
import type { RequestRow } from "../db/rows";

/** The columns of a request its email shows. */
export type EmailedRequest = Pick<
  RequestRow,
  | "id"
  | "kind"
  | "received_at"
  | "full_name"
  | "first_name"
  | "last_name"
  | "email"
  | "country_code"
  | "phone"
  | "trip_title"
  | "departure_start"
  | "departure_end"
  | "job_title"
  | "subject"
  | "message"
  | "cover_letter"
  | "resume_key"
  | "resume_name"
  | "resume_type"
  | "seats"
  | "travellers"
  | "reference"
  | "hold_until"
>;

export interface Attachment {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface AgencyEmail {
  from: string;
  to: string;
  /** The whole message, headers and body, as SMTP carries it. */
  raw: string;
}

const KIND_NAMES: Record<RequestKind, string> = {
  booking: "Booking",
  waitlist: "Waitlist request",
  application: "Job application",
  contact: "Message",
};

const senderName = (row: EmailedRequest) => row.full_name ?? [row.first_name, row.last_name].filter(Boolean).join(" ");

const departureText = (row: EmailedRequest) =>
  row.departure_start ? `${row.departure_start} to ${row.departure_end}` : "the next departure, not yet scheduled";

function subjectLine(row: EmailedRequest): string {
  const about =
    row.kind === "application"
      ? row.job_title
      : row.kind === "contact"
        ? CONTACT_SUBJECTS[row.subject as ContactSubject]
        : `${row.trip_title}, ${row.departure_start ?? "next departure"}`;
  return `${KIND_NAMES[row.kind]}: ${about} — ${senderName(row)}`;
}

function bodyText(row: EmailedRequest): string {
  const lines: [string, string | null][] = [
    ["Request", `${KIND_NAMES[row.kind]} ${row.id}`],
    ["Received", row.received_at],
    ["Name", senderName(row)],
    ["Email", row.email],
  ];
  if (row.phone) lines.push(["Phone", `${row.country_code} ${row.phone}`]);
  if (row.trip_title) {
    lines.push(["Trip", row.trip_title], ["Departure", departureText(row)], ["Seats", String(row.seats)]);
    if (row.travellers) lines.push(["Travelling with them", row.travellers.split("\n").join(", ")]);
    if (row.reference) lines.push(["Reference", row.reference]);
    if (row.hold_until) lines.push(["Seats held until", formatIndiaTime(row.hold_until)]);
  }
  if (row.job_title) lines.push(["Job", row.job_title], ["Resume", `${row.resume_name} (attached)`]);
  if (row.subject) lines.push(["Subject", CONTACT_SUBJECTS[row.subject as ContactSubject] ?? row.subject]);
  const text = lines.map(([label, value]) => `${label}: ${value ?? ""}`).join("\n");
  const letter = row.message ?? row.cover_letter;
  return letter ? `${text}\n\n${row.kind === "application" ? "Cover letter" : "Message"}:\n${letter}\n` : `${text}\n`;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  // MIME lines stop at 76 characters (RFC 2045).
  return btoa(binary).replace(/.{76}/g, "$&\r\n");
}

/** The file's name as a MIME header can quote it: printable ASCII without quotes or backslashes. */
const headerSafeFileName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, "_");

export function agencyEmail(
  row: EmailedRequest,
  agency: Pick<IntakeCatalogue["agency"], "name" | "email" | "careersEmail">,
  from: string,
  attachment?: Attachment,
): AgencyEmail {
  const to = row.kind === "application" ? agency.careersEmail : agency.email;
  const message = createMimeMessage();
  message.setSender({ name: `${agency.name} website`, addr: from });
  message.setRecipient(to);
  message.setHeader("Reply-To", new Mailbox(row.email));
  message.setHeader("Message-ID", `<${row.id}@${from.split("@")[1]}>`);
  message.setSubject(subjectLine(row));
  // Base64, so names such as "Ananya Śarmā" arrive intact whatever the mail servers between do with 8-bit text.
  message.addMessage({
    contentType: "text/plain",
    encoding: "base64",
    data: base64(new TextEncoder().encode(bodyText(row))),
  });
  if (attachment) {
    message.addAttachment({
      filename: headerSafeFileName(attachment.name),
      contentType: attachment.type,
      data: base64(attachment.bytes),
    });
  }
  return { from, to, raw: message.asRaw() };
}
