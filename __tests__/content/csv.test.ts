import { csvField, csvOf } from "../../content/csv";

describe("CSV for spreadsheets", () => {
  it("quotes a field with a comma, a quote, a line break or edge spaces, doubling its quotes", () => {
    expect(csvField("Kumar, Vijay")).toBe('"Kumar, Vijay"');
    expect(csvField('Deepa "Dee" Nair')).toBe('"Deepa ""Dee"" Nair"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csvField("Ananya Śarmā")).toBe("Ananya Śarmā");
    expect(csvField(null)).toBe("");
    expect(csvField(3)).toBe("3");
  });

  it("keeps a typed formula from running, but leaves phone numbers as they are", () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("+91 9876543210")).toBe("+91 9876543210");
    // An amount that lowers a GSTR-1 table stays a number.
    expect(csvField("-11056.50")).toBe("-11056.50");
  });

  it("starts with a byte-order mark and ends every record with CRLF", () => {
    expect(csvOf(["Name", "Seat"], [["Asha", 1]])).toBe("\uFEFFName,Seat\r\nAsha,1\r\n");
  });
});
