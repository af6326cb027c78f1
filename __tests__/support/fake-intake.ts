// A stand-in for the intake API (worker/) in jsdom: records every request the
// forms send and answers as the Worker would, 201 with an id unless a test
// sets another answer, or fails like a dropped connection.
import { IDEMPOTENCY_HEADER } from "../../requests/intake";

export interface SentRequest {
  url: string;
  idempotencyKey: string | undefined;
  /** The JSON body's fields, or a multipart body's (a file as its File). */
  fields: Record<string, unknown>;
}

interface Answer {
  status: number;
  body?: unknown;
}

export interface FakeIntake {
  sent: SentRequest[];
  /** The next attempts get these answers in turn ('offline': the request never arrives); after them, 201. */
  answerNext(...answers: (Answer | "offline")[]): void;
}

const KIND_BY_PATH: Record<string, string> = {
  "/api/bookings": "booking",
  "/api/applications": "application",
  "/api/messages": "contact",
};

/** Replaces fetch for each test of the file that calls it, and gives the test what was sent. */
export function fakeIntakeForEachTest(): FakeIntake {
  const intake: FakeIntake & { queue: (Answer | "offline")[] } = {
    sent: [],
    queue: [],
    answerNext(...answers) {
      this.queue.push(...answers);
    },
  };
  beforeEach(() => {
    intake.sent = [];
    intake.queue = [];
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const body = init?.body;
      intake.sent.push({
        url: String(url),
        idempotencyKey: headers[IDEMPOTENCY_HEADER],
        fields: body instanceof FormData ? Object.fromEntries(body.entries()) : JSON.parse(String(body)),
      });
      const answer = intake.queue.shift() ?? {
        status: 201,
        body: { id: `request-${intake.sent.length}`, kind: KIND_BY_PATH[String(url)] },
      };
      if (answer === "offline") throw new TypeError("Failed to fetch");
      return {
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        json: async () => answer.body,
      } as Response;
    });
  });
  return intake;
}
