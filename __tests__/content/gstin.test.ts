// The GSTIN rules the build (data/tax.json), the booking form and the Worker share.
import { gstinCheckCharacter, gstinProblem, normaliseGstin, stateCodeOfGstin } from "../../content/gstin";
import { GST_STATES, PLACES_OF_SUPPLY, gstStateOf } from "../../content/indian-states";
import { stateNameIn } from "../../content/indian-state-names";

// Published GSTINs whose check characters are right (a Maharashtra firm's and a Karnataka company's),
// and the agency's fictional one (data/tax.json).
const VALID = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "06AAFCS1234M1ZC"];

describe("a GSTIN", () => {
  it.each(VALID)("%s is well-formed", (gstin) => {
    expect(gstinProblem(gstin)).toBeUndefined();
    expect(gstinCheckCharacter(gstin)).toBe(gstin[14]);
  });

  it("with any one character of its first 14 changed to another letter or digit of its kind, fails its check character", () => {
    const gstin = "27AAPFU0939F1ZV";
    let changes = 0;
    for (let index = 2; index < 14; index += 1) {
      // Digits stay digits and letters letters, so the shape holds and only the check character can catch it.
      const pool = /\d/.test(gstin[index]) ? "0123456789" : "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
      for (const other of pool) {
        if (other === gstin[index]) continue;
        const changed = gstin.slice(0, index) + other + gstin.slice(index + 1);
        if (gstinProblem(changed) === "shape") continue; // the 13th character is never 0
        expect([changed, gstinProblem(changed)]).toEqual([changed, "check"]);
        changes += 1;
      }
    }
    // The PAN's 6 letters (25 others each) and 4 digits (9 others), and the registration's number (1: 8
    // other digits, as it is never 0); the 'Z' cannot change without breaking the shape.
    expect(changes).toBe(6 * 25 + 4 * 9 + 8);
  });

  it("with two neighbouring characters swapped, fails its check character", () => {
    expect(gstinProblem("27AAPFU0993F1ZV")).toBe("check");
    expect(gstinProblem("27AAPUF0939F1ZV")).toBe("check");
  });

  it("starting with a code no State or Union Territory has is refused for its State", () => {
    for (const code of ["00", "39", "97", "99"]) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe("state");
    }
  });

  it.each([
    ["too short", "27AAPFU0939F1Z"],
    ["lowercase", "27aapfu0939f1zv"],
    ["without the Z", "27AAPFU0939F1AV"],
    ["with a letter where the PAN has digits", "27AAPFUO939F1ZV"],
    ["empty", ""],
  ])("%s is refused for its shape", (_what, gstin) => {
    expect(gstinProblem(gstin)).toBe("shape");
  });

  it("is read as people type it: spaces and hyphens dropped, letters made capitals", () => {
    expect(normaliseGstin(" 27 aapfu-0939 f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(stateCodeOfGstin("27AAPFU0939F1ZV")).toBe("27");
  });
});

describe("the States and Union Territories", () => {
  it("number every GST code from 01 to 38 once, in order", () => {
    expect(GST_STATES.map(({ code }) => code)).toEqual(
      Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, "0")),
    );
  });

  it("offer a booker every place of today, without the two codes of places that no longer exist as such", () => {
    expect(PLACES_OF_SUPPLY).toHaveLength(36);
    expect(PLACES_OF_SUPPLY.map(({ code }) => code)).not.toEqual(expect.arrayContaining(["25", "28"]));
    expect(gstStateOf("06")).toEqual({ code: "06", name: "Haryana", utgst: false });
    // Every place a booker may choose has its name in Hindi, written in Devanagari, for the Hindi booking form.
    expect(
      PLACES_OF_SUPPLY.map((place) => stateNameIn(place, "hi")).filter((name) => !/^[\u0900-\u097F ]+$/.test(name)),
    ).toEqual([]);
    expect(stateNameIn(gstStateOf("35")!, "hi")).toBe("अंडमान और निकोबार द्वीपसमूह");
    expect(stateNameIn(gstStateOf("35")!, "en")).toBe("Andaman and Nicobar Islands");
  });

  it("collect UTGST only in the Union Territories without a legislature", () => {
    expect(GST_STATES.filter(({ utgst }) => utgst).map(({ name }) => name)).toEqual([
      "Chandigarh",
      "Daman and Diu",
      "Dadra and Nagar Haveli and Daman and Diu",
      "Lakshadweep",
      "Andaman and Nicobar Islands",
      "Ladakh",
    ]);
    expect(gstStateOf("07")?.utgst).toBe(false); // Delhi has a legislature
  });
});
