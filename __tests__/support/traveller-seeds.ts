// Bookings with their travellers told, written straight into the engine's D1
// for the tests of the daily jobs on them (erasure, reminders): each
// traveller's ID number and health answers sealed as the Worker seals them
// (worker/platform/personal-data.ts, under the engine's key), and a fitness
// proof's sealed bytes put in R2 under its key.
import { TEST_PERSONAL_DATA_KEYS, type Engine } from "./worker-engine";

/** The Worker's sealing, loaded untyped: the Worker's own types are workerd's (worker/tsconfig.json). */
const { personalDataKeys, sealText, sealBytes } = jest.requireActual<{
  personalDataKeys(secret: string): Promise<unknown>;
  sealText(keys: unknown, place: string, text: string): Promise<string>;
  sealBytes(keys: unknown, place: string, bytes: Uint8Array): Promise<{ keyId: string; sealed: Uint8Array }>;
}>("../../worker/platform/personal-data");

type Value = string | number | null;

/** An SQL literal: the rows are written without bound parameters, so a statement may hold a hundred of them. */
const literal = (value: Value) =>
  value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;

/** Inserts `rows` into `table`, a hundred a statement. */
export async function insertRows(engine: Engine, table: string, rows: Record<string, Value>[]) {
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100);
    const columns = Object.keys(chunk[0]);
    const values = chunk.map((row) => `(${columns.map((column) => literal(row[column])).join(", ")})`);
    await engine.rows(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")}`);
  }
}

export interface SeededBooking {
  id: string;
  seats: number;
  status?: string;
  /** YYYY-MM-DD. */
  departureStart: string;
  departureEnd: string;
  /** The other travellers' names typed in the booking form, one per line. */
  travellers?: string | null;
  /** The language it was sent in; English unless said. */
  lang?: "en" | "hi";
}

/** The request rows of bookings of testCatalogue's trip. */
export const bookingRows = (bookings: SeededBooking[]) =>
  bookings.map((booking, index) => ({
    id: booking.id,
    kind: "booking",
    status: booking.status ?? "confirmed",
    received_at: new Date(Date.now() - 90 * 24 * 60 * 60_000).toISOString(),
    body_hash: "seeded",
    full_name: `Booker ${booking.id}`,
    email: `booker-${index}@example.com`,
    phone: "+91 98100 00000",
    trip_slug: "spiti-winter-expedition",
    trip_title: "Spiti Valley Winter Expedition",
    departure_start: booking.departureStart,
    departure_end: booking.departureEnd,
    seats: booking.seats,
    travellers: booking.travellers === undefined ? null : booking.travellers,
    source: "site",
    reference: `SF-${booking.id
      .toUpperCase()
      .replaceAll(/[^A-Z0-9]/g, "")
      .slice(-8)}`,
    token: `${booking.id}-token`.padEnd(48, "0"),
    lang: booking.lang ?? "en",
  }));

export interface SeededTraveller {
  requestId: string;
  seat: number;
  fullName: string;
  /** In plain text; stored sealed. */
  idNumber: string;
  dateOfBirth: string;
  /** In plain text; stored sealed. */
  health: string;
  /** The proof's state, or null for none sent. */
  proof: "submitted" | "approved" | "returned" | null;
  /** Whether the seat has a link of its own. */
  link: boolean;
}

/** The R2 key of a seeded traveller's proof. */
export const proofKeyOf = (traveller: Pick<SeededTraveller, "requestId" | "seat">) =>
  `proofs/${traveller.requestId}/${traveller.seat}`;

/** Writes the travellers' rows (sealed), their links, and their proofs' sealed objects. */
export async function seedTravellers(engine: Engine, travellers: SeededTraveller[]) {
  const keys = await personalDataKeys(TEST_PERSONAL_DATA_KEYS);
  const at = new Date().toISOString();
  const rows = await Promise.all(
    travellers.map(async (traveller) => {
      const place = `travellers/${traveller.requestId}/${traveller.seat}`;
      return {
        request_id: traveller.requestId,
        seat: traveller.seat,
        full_name: traveller.fullName,
        date_of_birth: traveller.dateOfBirth,
        gender: "female",
        phone: "+91 98100 11111",
        emergency_name: "Meera Iyer",
        emergency_relation: "sister",
        emergency_phone: "+91 98100 22222",
        dietary: "",
        id_type: "passport",
        id_number: await sealText(keys, `${place}/id_number`, traveller.idNumber),
        health: await sealText(keys, `${place}/health`, traveller.health),
        declared_at: at,
        proof_key: traveller.proof ? proofKeyOf(traveller) : null,
        proof_name: traveller.proof ? "fitness-certificate.pdf" : null,
        proof_type: traveller.proof ? "application/pdf" : null,
        proof_bytes: traveller.proof ? 1024 : null,
        proof_status: traveller.proof,
        proof_note: traveller.proof === "returned" ? "The certificate is not signed." : null,
        saved_at: at,
        saved_by: "booker",
      };
    }),
  );
  await insertRows(engine, "travellers", rows);
  const linked = travellers.filter((traveller) => traveller.link);
  if (linked.length > 0) {
    await insertRows(
      engine,
      "traveller_links",
      linked.map((traveller) => ({
        request_id: traveller.requestId,
        seat: traveller.seat,
        link_hash: `${traveller.requestId}-${traveller.seat}`.padEnd(64, "f"),
        created_at: at,
      })),
    );
  }
  const proofs = travellers.filter((traveller) => traveller.proof);
  for (let start = 0; start < proofs.length; start += 50) {
    await Promise.all(
      proofs.slice(start, start + 50).map(async (traveller) => {
        const { sealed } = await sealBytes(keys, proofKeyOf(traveller), new TextEncoder().encode("%PDF-1.7 fitness"));
        await engine.putObject(proofKeyOf(traveller), sealed);
      }),
    );
  }
}
