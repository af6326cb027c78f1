import * as React from "react";
import { LANGUAGE_FIELD, type SoldOutAnswer, type StoredAnswer } from "../../../requests/intake";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";

// The API client (and its messages) loads with the first submit: no page pays for it before a visitor sends something.
const loadSender = () => import(/* webpackChunkName: "send-request" */ "./send-request");

/** 128 random bits as hex: works on any page, where crypto.randomUUID needs a secure context. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Sends a form's request, with the page's language (LANGUAGE_FIELD: the
 * request is stored in it, and the Worker answers in it), and keeps what the
 * form shows about it: whether it is on its way, and why the last attempt
 * failed. The server's messages for fields go to `showFieldErrors`, which puts
 * them on those fields (focusing the first) as the form's own messages are.
 *
 * The idempotency key is made once per filled form: every retry of the same
 * values sends the same key, so a request whose answer was lost is stored
 * only once; changed values are a new request with a new key.
 */
export function useRequestSender(path: string, showFieldErrors: (errors: Record<string, string>) => void) {
  const [sending, setSending] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [soldOut, setSoldOut] = React.useState<SoldOutAnswer | null>(null);
  const attempt = React.useRef<{ key: string; values: string } | null>(null);
  const inFlight = React.useRef(false);
  const lang = usePageLanguage();
  const messages = useMessages("forms");

  /** Resolves with the stored request, or null when the form should stay as it is, now showing why. */
  const send = React.useCallback(
    async (body: Record<string, string> | FormData, values: string): Promise<StoredAnswer | null> => {
      if (inFlight.current) return null;
      if (attempt.current?.values !== values) attempt.current = { key: newIdempotencyKey(), values };
      inFlight.current = true;
      setSending(true);
      setFailure(null);
      setSoldOut(null);
      const key = attempt.current.key;
      if (body instanceof FormData) body.set(LANGUAGE_FIELD, lang);
      const sent = body instanceof FormData ? body : { ...body, [LANGUAGE_FIELD]: lang };
      const result = await loadSender().then(
        ({ sendRequest }) => sendRequest(path, sent, key, messages),
        // The client's own code could not load: the same as a lost connection, and Try again loads it again.
        () => ({ outcome: "failed" as const, message: messages.offline }),
      );
      inFlight.current = false;
      setSending(false);
      if (result.outcome === "stored") return result.answer;
      if (result.outcome === "invalid") {
        showFieldErrors(result.errors);
      } else if (result.outcome === "soldOut") {
        const { message, seatsLeft, waitlistOpen } = result;
        setSoldOut({ message, seatsLeft, waitlistOpen });
      } else {
        setFailure(result.message);
      }
      return null;
    },
    [path, showFieldErrors, lang, messages],
  );

  return { sending, failure, soldOut, send };
}
