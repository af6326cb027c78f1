import { readTicks, ticksKey, withTick } from "../../src/trip-kit/checklist-ticks";

describe("the checklist's ticks kept on the phone", () => {
  it("are kept per booking", () => {
    expect(ticksKey("SF-7K3Q9XMD")).not.toBe(ticksKey("SF-AAAAAAAA"));
    expect(ticksKey("SF-7K3Q9XMD")).toContain("SF-7K3Q9XMD");
  });

  it("read back what was stored, and nothing from what is missing or unreadable", () => {
    expect(readTicks(JSON.stringify(["Torch", "Sunglasses"]))).toEqual(["Torch", "Sunglasses"]);
    expect(readTicks(null)).toEqual([]);
    expect(readTicks("")).toEqual([]);
    expect(readTicks("{not json")).toEqual([]);
    expect(readTicks('{"Torch":true}')).toEqual([]);
    expect(readTicks('["Torch", 3, null]')).toEqual(["Torch"]);
  });

  it("tick and untick an item by its words, each item once", () => {
    expect(withTick([], "Torch", true)).toEqual(["Torch"]);
    expect(withTick(["Torch"], "Torch", true)).toEqual(["Torch"]);
    expect(withTick(["Torch", "Sunglasses"], "Torch", false)).toEqual(["Sunglasses"]);
    expect(withTick(["Sunglasses"], "Torch", false)).toEqual(["Sunglasses"]);
  });
});
