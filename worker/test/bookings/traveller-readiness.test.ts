/**
 * @jest-environment node
 */
import type { TravellerRow } from "../../db/rows";
import { proofRequired, seatReadiness, travellersOweSomething } from "../../bookings/traveller-readiness";

const told = (seat: number, proof_status: TravellerRow["proof_status"] = null) => ({
  seat,
  full_name: `Traveller ${seat}`,
  proof_status,
});

describe("seatReadiness", () => {
  it("asks for every untold seat's details, and its proof on a trip that needs one", () => {
    expect(seatReadiness(2, false, [told(1)])).toEqual([
      { seat: 1, name: "Traveller 1", gaps: [] },
      { seat: 2, name: null, gaps: ["details"] },
    ]);
    expect(seatReadiness(1, true, [])).toEqual([{ seat: 1, name: null, gaps: ["details", "proof"] }]);
  });

  it("follows a proof from missing to sent back, in review, and approved", () => {
    const gaps = (status: TravellerRow["proof_status"]) => seatReadiness(1, true, [told(1, status)])[0].gaps;
    expect(gaps(null)).toEqual(["proof"]);
    expect(gaps("returned")).toEqual(["proof-returned"]);
    expect(gaps("submitted")).toEqual(["proof-review"]);
    expect(gaps("approved")).toEqual([]);
  });

  it("counts a proof in review as the desk's to do, not the traveller's", () => {
    expect(travellersOweSomething(seatReadiness(1, true, [told(1, "submitted")]))).toBe(false);
    expect(travellersOweSomething(seatReadiness(1, true, [told(1, "returned")]))).toBe(true);
    expect(travellersOweSomething(seatReadiness(2, false, [told(1)]))).toBe(true);
  });
});

describe("proofRequired", () => {
  const catalogue = (level: "easy" | "challenging") =>
    ({
      trips: { spiti: { title: "Spiti", price: 1, departures: [], level } },
      travellerQuestions: { levels: { easy: {}, moderate: {}, challenging: { proof: { instructions: "5 km" } } } },
    }) as unknown as Parameters<typeof proofRequired>[0];

  it("follows the grade's questions: a proof where the trip's grade asks for one", () => {
    expect(proofRequired(catalogue("challenging"), "spiti")).toBe(true);
    expect(proofRequired(catalogue("easy"), "spiti")).toBe(false);
    expect(proofRequired(catalogue("challenging"), "unknown")).toBe(false);
    expect(proofRequired(catalogue("challenging"), null)).toBe(false);
  });
});
