// Reads a request's body into its fields, within the size limit, for the
// three encodings the site sends: JSON (the booking and contact forms),
// multipart (the job application, which carries a file) and urlencoded (the
// contact page's form when JavaScript is off). Anything else is refused before
// a byte of it is stored.
import { REQUEST_MAX_BYTES } from "../../requests/intake";
import { Refusal } from "./refusals";

/** A field's value as sent: text, or a file from a multipart body. */
export type FieldValue = string | File;

export type Encoding = "json" | "multipart" | "urlencoded";

export interface RequestBody {
  encoding: Encoding;
  fields: Map<string, FieldValue>;
}

function encodingOf(contentType: string): Encoding | undefined {
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  if (mediaType === "application/json") return "json";
  if (mediaType === "multipart/form-data") return "multipart";
  if (mediaType === "application/x-www-form-urlencoded") return "urlencoded";
  return undefined;
}

const tooLarge = () => new Refusal(413, "This request is too large. A resume may be up to 5 MB; try a smaller file.");

/** The body's bytes, refused as soon as they pass `limit`, whatever Content-Length claimed. */
async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const malformed = (what: string) =>
  new Refusal(400, `The form's data could not be read (${what}). Reload the page and send it again.`);

function fieldsOfJson(text: string): Map<string, FieldValue> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformed("the JSON is malformed");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw malformed("expected a JSON object of fields");
  }
  const fields = new Map<string, FieldValue>();
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== "string") throw new Refusal(400, `The field “${name}” must be text.`);
    fields.set(name, value);
  }
  return fields;
}

async function fieldsOfForm(bytes: Uint8Array, contentType: string): Promise<Map<string, FieldValue>> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw malformed("the form encoding is malformed");
  }
  const fields = new Map<string, FieldValue>();
  for (const [name, value] of form.entries()) {
    if (fields.has(name)) throw new Refusal(400, `The field “${name}” was sent more than once.`);
    fields.set(name, value);
  }
  return fields;
}

/** The request's fields, or a Refusal (400, 413 or 415) saying why they cannot be read. */
export async function readRequestBody(request: Request): Promise<RequestBody> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const encoding = encodingOf(contentType);
  if (!encoding) {
    throw new Refusal(415, "Send the form as JSON, multipart/form-data or application/x-www-form-urlencoded.");
  }
  const bytes = await readBytes(request, REQUEST_MAX_BYTES);
  const fields =
    encoding === "json" ? fieldsOfJson(new TextDecoder().decode(bytes)) : await fieldsOfForm(bytes, contentType);
  return { encoding, fields };
}
