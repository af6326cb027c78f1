/**
 * @jest-environment node
 */
// The desk's review moderation input (worker/desk/api-input.ts): a decision holds a review back only
// for one of the policy's reasons, with at most a short note; the public answer is trimmed plain text
// within its limits; each refusal names the field at fault.
import { REVIEW_LIMITS } from "../../../requests/reviews";
import { reviewDecisionOf, reviewListQueryOf, reviewReplyOf } from "../../desk/api-input";
import { Refusal } from "../../platform/refusals";

function refusalOf(check: () => unknown): Refusal {
  try {
    check();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error("It was not refused.");
}

describe("a decision on a waiting review", () => {
  it("publishes with the version read, whatever else is sent", () => {
    expect(reviewDecisionOf({ decision: "publish", version: 3, title: "A better title" })).toEqual({
      decision: "publish",
      version: 3,
    });
  });

  it("holds back for one of the policy's reasons, with the note trimmed, or none", () => {
    expect(
      reviewDecisionOf({ decision: "hold", version: 2, reason: "abuse", note: "  Please leave out the insult. " }),
    ).toEqual({ decision: "hold", version: 2, reason: "abuse", note: "Please leave out the insult." });
    expect(reviewDecisionOf({ decision: "hold", version: 2, reason: "unrelated", note: "  " })).toEqual({
      decision: "hold",
      version: 2,
      reason: "unrelated",
    });
  });

  it.each([
    [
      { decision: "hold", version: 2 },
      "reason",
      /one of the policy's reasons: choose the reason \(abuse, others-personal-data or unrelated\)/,
    ],
    [{ decision: "hold", version: 2, reason: "" }, "reason", /choose the reason/],
    [
      { decision: "hold", version: 2, reason: "rude" },
      "reason",
      /no reason "rude".*abuse, others-personal-data or unrelated/,
    ],
    [
      { decision: "hold", version: 2, reason: "abuse", note: "x".repeat(REVIEW_LIMITS.heldNote.max + 1) },
      "note",
      /note to the author \(note\) may be at most 500 characters; this one has 501/,
    ],
    [{ decision: "publish" }, "version", /version of the review you read \(version\)/],
  ])("refuses %j, naming %s", (body, field, message) => {
    const refusal = refusalOf(() => reviewDecisionOf(body));
    expect(refusal.status).toBe(400);
    expect(refusal.message).toMatch(message);
    expect(Object.keys(refusal.errors ?? {})).toEqual([field]);
  });

  it("refuses a decision that is neither publish nor hold, saying which there are", () => {
    for (const body of [{ version: 1 }, { decision: "edit", version: 1 }, null]) {
      const refusal = refusalOf(() => reviewDecisionOf(body));
      expect(refusal.status).toBe(400);
      expect(refusal.message).toMatch(/decision.*publish, or hold/);
    }
  });
});

describe("the agency's public answer", () => {
  it("is trimmed", () => {
    expect(reviewReplyOf({ version: 4, reply: "  Thank you, Priya!\n" })).toEqual({
      version: 4,
      reply: "Thank you, Priya!",
    });
  });

  it.each([
    [{ version: 4 }, /agency's answer \(reply\)/],
    [{ version: 4, reply: "  k " }, /answer \(reply\) needs at least 2 characters/],
    [{ version: 4, reply: "x".repeat(REVIEW_LIMITS.reply.max + 1) }, /at most 1000 characters; this one has 1001/],
  ])("refuses %j, naming the reply", (body, message) => {
    const refusal = refusalOf(() => reviewReplyOf(body));
    expect(refusal.status).toBe(400);
    expect(refusal.message).toMatch(message);
    expect(refusal.errors).toEqual({ reply: refusal.message });
  });
});

describe("the reviews' list", () => {
  it("takes a status and a page's cursor", () => {
    expect(reviewListQueryOf({ status: "held" })).toEqual({ status: "held", before: null });
    expect(reviewListQueryOf({ status: "waiting", before: "2026-11-02T10:00:00.000Z~RV-AB12CD" })).toEqual({
      status: "waiting",
      before: { writtenAt: "2026-11-02T10:00:00.000Z", id: "RV-AB12CD" },
    });
  });

  it("refuses a status reviews do not have, and a cursor it did not give", () => {
    expect(refusalOf(() => reviewListQueryOf({ status: "deleted" })).message).toMatch(
      /status is waiting, published, held or withdrawn/,
    );
    expect(refusalOf(() => reviewListQueryOf({})).errors).toEqual({ status: expect.any(String) });
    expect(refusalOf(() => reviewListQueryOf({ status: "waiting", before: "yesterday" })).status).toBe(400);
  });
});
