import { whatsappLink } from "../../src/lib/whatsapp";

describe("whatsappLink", () => {
  it("uses the number's digits and the message, encoded", () => {
    expect(whatsappLink("+91 00000 22222", "Hi, Spiti & Kaza?")).toBe(
      "https://wa.me/910000022222?text=Hi%2C%20Spiti%20%26%20Kaza%3F",
    );
  });
});
