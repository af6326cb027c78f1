// An ESLint rule that holds the project's top-level folders to their floors:
// each may import only the folders below it, so the models stay free of the
// build, the site and any one runtime, and nothing in the site reaches into
// the build. docs/architecture.md draws the floors; eslint.config.mjs turns
// the rule on for every file.
import { builtinModules } from "node:module";
import path from "node:path";

/**
 * @typedef {object} Layer
 * @property {string[]} imports the project's other top-level folders it may import
 * @property {string[]} [packages] when set, the only npm packages it may import:
 *   a model runs in the build (Node), the browser and a server (workerd), so
 *   it may not lean on any one of them
 */

/** @type {Record<string, Layer>} */
export const LAYERS = {
  content: { imports: [], packages: ["zod"] },
  requests: { imports: ["content"], packages: ["zod"] },
  hosting: { imports: ["content"] },
  src: { imports: ["content", "requests", "hosting", "data"] },
  gatsby: { imports: ["content", "requests", "hosting", "src"] },
  // The Worker serves the build and takes requests: it checks them by the request model, never by the site's code.
  worker: { imports: ["content", "requests"] },
};

/** The Worker's features: what the agency does, a folder each, none importing another. */
const WORKER_FEATURES = ["intake", "seats", "payments", "desk", "traveller", "emails", "editor", "retention"];

/**
 * The Worker's own floors, one folder each (docs/architecture.md, "The
 * Worker"): each may import its own folder and the folders listed. The
 * features never import one another: what two of them need lives a floor
 * down, in changes/ (a change of a booking's plans, whoever asks), books/
 * (the GST documents: what each says, their pages, the register and the
 * GSTR-1 return, the daily tax invoices), bookings/ (a booking's money,
 * summary, payment links, seats and travellers), request-store/ (storing a
 * checked request once), catalogue/ (the build's catalogue) or platform/ (the
 * plumbing), or in content/ or requests/. The files at the top of worker/ (the entry points, the route and
 * cron tables) and its tests may import any of them.
 * @type {Record<string, string[]>}
 */
export const WORKER_FLOORS = {
  db: [],
  platform: [],
  catalogue: ["platform", "db"],
  bookings: ["catalogue", "platform", "db"],
  books: ["bookings", "catalogue", "platform", "db"],
  "request-store": ["bookings", "catalogue", "platform", "db"],
  changes: ["books", "bookings", "catalogue", "platform", "db"],
  reviews: ["bookings", "catalogue", "platform", "db"],
  numbers: ["bookings", "catalogue", "platform", "db"],
  ...Object.fromEntries(
    WORKER_FEATURES.map((feature) => [
      feature,
      ["numbers", "reviews", "changes", "request-store", "books", "bookings", "catalogue", "platform", "db"],
    ]),
  ),
};

/** worker/ itself (its entry points and tables) and its tests: above every floor. */
const WORKER_TOP = [".", "test"];

/** Why `target`, imported by `file` (both relative to worker/), breaks the Worker's floors, or undefined. */
function workerFloorViolation(/** @type {string} */ file, /** @type {string} */ target) {
  const folderOf = (/** @type {string} */ relative) =>
    relative.includes(path.sep) ? relative.split(path.sep)[0] : ".";
  const from = folderOf(file);
  const to = folderOf(target);
  if (WORKER_TOP.includes(from) || from === to) return undefined;
  const floor = WORKER_FLOORS[from];
  if (!floor)
    return `worker/${from}/ is not one of the Worker's floors: name it in WORKER_FLOORS (scripts/lint/import-layers.mjs)`;
  if (floor.includes(to)) return undefined;
  const may = floor.length > 0 ? floor.map((name) => `${name}/`).join(", ") : "nothing else in worker/";
  const what = to === "." ? "the top of worker/" : `worker/${to}/`;
  const isFeature = (/** @type {string} */ name) => WORKER_FEATURES.includes(name);
  const why =
    isFeature(from) && isFeature(to)
      ? " (features never import each other: move what both need a floor down, into reviews/, changes/, books/, bookings/, request-store/ or catalogue/)"
      : "";
  return `worker/${from}/ may import ${may}, not ${what}${why}`;
}

const NODE_BUILTINS = new Set(builtinModules);

/** 'zod/v4' → 'zod', '@scope/name/x' → '@scope/name'. */
function packageOf(/** @type {string} */ source) {
  const parts = source.split("/");
  return source.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * Why `source`, imported by `file`, breaks its folder's floor, or undefined when it may.
 * @param {string} root the project's root folder
 * @param {string} file absolute path of the importing file
 * @param {string} source the import's specifier
 * @returns {string | undefined}
 */
export function layerViolation(root, file, source) {
  const [folder, subfolder] = path.relative(root, file).split(path.sep);
  const layer = LAYERS[folder];
  // Tests may import anything, the Worker's unit tests in worker/test/ too.
  if (!layer || (folder === "worker" && subfolder === "test")) return undefined;
  if (source.startsWith(".")) {
    const target = path.relative(root, path.resolve(path.dirname(file), source));
    const [targetFolder] = target.split(path.sep);
    if (folder === "worker" && targetFolder === "worker") {
      return workerFloorViolation(path.relative(path.join(root, "worker"), file), target.slice("worker/".length));
    }
    if (targetFolder === folder || layer.imports.includes(targetFolder)) return undefined;
    const allowed =
      layer.imports.length > 0 ? layer.imports.map((name) => `${name}/`).join(", ") : "nothing outside it";
    return `${folder}/ may import ${allowed}, not ${targetFolder}/ (${source})`;
  }
  if (!layer.packages) return undefined;
  const name = packageOf(source);
  if (source.startsWith("node:") || NODE_BUILTINS.has(name)) {
    return `${folder}/ runs in the browser and on a server too, so it may not import Node's ${source}`;
  }
  if (!layer.packages.includes(name)) {
    return `${folder}/ runs in the build, the browser and a server alike, so it may import only ${layer.packages.join(", ")}, not ${name}`;
  }
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
export const importLayersRule = {
  meta: {
    type: "problem",
    docs: { description: "Each top-level folder imports only the folders below it (docs/architecture.md)." },
    schema: [
      {
        type: "object",
        properties: { root: { type: "string" } },
        required: ["root"],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root } = /** @type {{ root: string }} */ (context.options[0]);
    /** @param {any} node a node with a string-literal `source` */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const message = layerViolation(root, context.filename, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
