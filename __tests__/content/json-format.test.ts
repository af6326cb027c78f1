import { readFileSync } from "node:fs";
import path from "node:path";
import { inFieldOrder, siteJsonFormat } from "../../content/json-format";
import { cmsFields } from "../../content/cms-config";
import { tripSchema } from "../../content/file-schemas";

describe("the JSON the content editor writes", () => {
  it("puts the fields in the form's order, any others after them", () => {
    expect(
      Object.keys(inFieldOrder({ price: 1, extra: true, title: "T", slug: "s" }, ["slug", "title", "price"])),
    ).toEqual(["slug", "title", "price", "extra"]);
  });

  it("writes a trip file back exactly as it is in data/, whatever order the editor holds its fields in", () => {
    const file = path.join(__dirname, "../../data/trips/spiti-winter-expedition.json");
    const text = readFileSync(file, "utf8");
    const shuffled = Object.fromEntries(Object.entries(JSON.parse(text) as object).reverse());
    const order = cmsFields(tripSchema).map((field) => field.name);
    expect(siteJsonFormat.toFile(shuffled, order)).toBe(text);
    expect(siteJsonFormat.fromFile(text)).toEqual(JSON.parse(text));
  });
});
