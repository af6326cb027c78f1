/**
 * @jest-environment node
 */
// The two models (content/ and requests/) run in the build (Node), the browser
// and a server on Cloudflare's workerd. Here each is bundled as such a server's bundler would
// and run in a bare JavaScript context holding only the web-standard globals
// those three share: a Node-only or browser-only API fails to load or to run.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { buildSync } from "esbuild";

const ROOT = path.resolve(__dirname, "../..");

/** Every module of a model folder, by file name. */
const modulesOf = (folder: string) =>
  readdirSync(path.join(ROOT, folder)).filter((name) => /\.(ts|mjs)$/.test(name) && !name.endsWith(".d.ts"));

/** The folder's modules as one script that sets `model.<module>` to each module's exports. */
function bundle(folder: string): string {
  const entry = modulesOf(folder)
    .map((name) => `export * as ${name.replace(/\W/g, "_")} from "./${folder}/${name}";`)
    .join("\n");
  const result = buildSync({
    stdin: { contents: entry, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    platform: "neutral",
    mainFields: ["module", "main"],
    format: "iife",
    globalName: "model",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

/** A context with what Node, browsers and workerd all have, and nothing only one of them has. */
function bareContext() {
  return vm.createContext({ URL, URLSearchParams, TextEncoder, TextDecoder, console, structuredClone });
}

type Model = Record<string, Record<string, (...args: never[]) => unknown>>;

function load(folder: string): Model {
  const context = bareContext();
  vm.runInContext(`${bundle(folder)}\nthis.model = model;`, context);
  return context.model as Model;
}

const read = (file: string) => readFileSync(path.join(ROOT, "data", file), "utf8");

describe("the models in a bare JavaScript context", () => {
  it("has no process, Buffer, require, window or document, so the check below means something", () => {
    const context = bareContext();
    for (const name of ["process", "Buffer", "require", "window", "document"]) {
      expect(vm.runInContext(`typeof ${name}`, context)).toBe("undefined");
    }
  });

  it("fails to load a module that reaches for Node", () => {
    const context = bareContext();
    expect(() => vm.runInContext("process.env.BUILD_DATE", context)).toThrow(/process is not defined/);
  });

  it("loads every module of content/ and checks the real data/ there", () => {
    const content = load("content");
    expect(Object.keys(content).sort()).toEqual(
      modulesOf("content")
        .map((name) => name.replace(/\W/g, "_"))
        .sort(),
    );
    const checkContent = content.check_content_ts.checkContent as unknown as (
      source: unknown,
      options: { today: string; strictDates: boolean },
    ) => { errors: string[]; warnings: string[] };
    const folders: Record<string, string[]> = {
      "": readdirSync(path.join(ROOT, "data")).filter((name) => name.endsWith(".json")),
    };
    for (const folder of ["trips", "jobs"]) folders[folder] = readdirSync(path.join(ROOT, "data", folder));
    const report = checkContent(
      { read: (file: string) => read(file), list: (folder: string) => folders[folder] ?? [], imageExists: () => true },
      { today: "2026-11-21", strictDates: true },
    );
    expect(report).toEqual({ errors: [], warnings: [] });
    const cmsCollections = content.cms_config_ts.cmsCollections as unknown as () => { name: string }[];
    expect(cmsCollections().map((collection) => collection.name)).toEqual(["trips", "jobs", "site"]);
    const todayInIndia = content.india_time_ts.todayInIndia as unknown as (now: Date) => string;
    expect(todayInIndia(new Date("2026-12-18T18:31:00Z"))).toBe("2026-12-19");
  });

  it("loads every module of requests/ and applies its rules there", () => {
    const requests = load("requests");
    const validateBooking = requests.booking_rules_ts.validateBooking as unknown as (
      words: object,
      values: object,
    ) => object;
    // The words the rules speak, as the Worker hands them over: the messages module, loaded in the same bare context.
    const { MESSAGES } = load("content").messages_ts as unknown as { MESSAGES: Record<string, { formRules: object }> };
    expect(
      validateBooking(
        { lang: "en", messages: MESSAGES.en.formRules },
        {
          fullName: "Ananya Śarmā",
          email: "ananya@example.in",
          countryCode: "+91",
          phone: "12",
          seats: "2",
          travellers: "Ravi Śarmā",
          message: "",
          creditCode: "",
          state: "06",
          address: "",
          company: "",
          gstin: "27AAPFU0939F1ZW",
        },
      ),
    ).toEqual({
      phone: "Enter at least 7 digits (this number has 2).",
      // The GSTIN's check character too, computed in the bare context.
      address: "Enter the business's address, as on its GST registration.",
      company: "Enter the business's name, as on its GST registration, to go with its GSTIN.",
      gstin:
        "This GSTIN has a mistyped character: its last character does not match the others. Copy it from the GST registration certificate.",
    });
    const subjectFromSearch = requests.contact_subjects_ts.subjectFromSearch as unknown as (search: string) => string;
    expect(subjectFromSearch("?subject=custom-trip")).toBe("custom-trip");
  });
});
