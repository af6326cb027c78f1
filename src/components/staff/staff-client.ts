// How the desk talks to the Worker's staff API (requests/staff.ts): the same
// origin, so Cloudflare Access's sign-in travels with every call. Each call
// ends in one of four outcomes the views can show.
import type { StaffRefusal } from "../../../requests/staff";

export type StaffAnswer<T> =
  | { outcome: "ok"; data: T }
  /** No valid Access sign-in: the desk says how to sign in, and shows nothing else. */
  | { outcome: "signed-out" }
  /** Signed in through Access, but on no staff list: the desk shows the server's words (who, and whom to ask), and nothing else. */
  | { outcome: "not-staff"; message: string }
  | { outcome: "refused"; status: number; message: string; errors?: Record<string, string> };

// Behind Cloudflare Access, a sign-in that has run out turns a call into a redirect to the sign-in page,
// which the browser refuses to follow for a script: it looks the same as a lost connection.
const UNREACHABLE =
  "The desk could not reach the server: the connection is down, or your sign-in has run out. Reload the page to sign in again.";

async function answerOf<T>(response: Response): Promise<StaffAnswer<T>> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { outcome: "ok", data: body as T };
  const refusal = body as StaffRefusal | null;
  const message = refusal?.message ?? `The server answered ${response.status}. Try again.`;
  if (response.status === 403 && refusal?.message?.startsWith("Staff only")) return { outcome: "signed-out" };
  if (response.status === 403 && refusal?.reason === "not-staff") return { outcome: "not-staff", message };
  return { outcome: "refused", status: response.status, message, errors: refusal?.errors };
}

async function call<T>(path: string, init?: RequestInit): Promise<StaffAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    return { outcome: "refused", status: 0, message: UNREACHABLE };
  }
  return answerOf<T>(response);
}

export const getStaffJson = <T>(path: string) => call<T>(path, { headers: { Accept: "application/json" } });

export const postStaffJson = <T>(path: string, body: unknown) =>
  call<T>(path, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

/** What a desk form says once its call is answered: whether it failed, and in what words. */
export interface Said {
  message: string;
  failed: boolean;
}

/** The words for `answer`: `saved`'s when it succeeded, else why it failed. */
export function saidOf<T>(answer: StaffAnswer<T>, saved: (data: T) => string): Said {
  if (answer.outcome === "ok") return { message: saved(answer.data), failed: false };
  return {
    message: answer.outcome === "signed-out" ? "Your sign-in has run out: reload the page." : answer.message,
    failed: true,
  };
}
