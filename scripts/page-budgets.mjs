// The bytes each kind of page may cost a visitor, held in bench/budgets.json,
// and the check of a build against them (e2e/built/budgets.spec.ts runs it in
// `npm test`). A kind of page is the component it is built from, so every trip
// page answers to one budget however many trips there are.
import { readFileSync } from "node:fs";
import path from "node:path";
import { builtRoutes } from "../hosting/build-output.mjs";
import { DEFAULT_LOCALE } from "../content/locales.mjs";
import { localePath, pathInLocale } from "../content/routes.mjs";
import { chunkGroups, gzipKb, onDemandGroups, pageKindOf, routeWeight, scriptsOf } from "./route-weight.mjs";

/** Where the budgets are committed, relative to the project root (where every npm script runs). */
export const BUDGETS_FILE = path.join("bench", "budgets.json");

/**
 * @typedef {{ firstLoadJsKb: number; htmlKb: number }} PageBudget kilobytes, gzipped
 * @typedef {{ pages: Record<string, PageBudget>; onDemand: Record<string, number> }} Budgets
 */

/** @returns {Budgets} */
export const readBudgets = () => JSON.parse(readFileSync(BUDGETS_FILE, "utf8"));

const kb = (/** @type {number} */ value) => `${value.toFixed(1)} KB`;

/**
 * Every way the build in `publicDir` goes over `budgets`, one line each
 * naming the page, the figure and the budget; empty when all fit.
 * @param {string} publicDir
 * @param {Budgets} budgets
 * @returns {string[]}
 */
export function overBudget(publicDir, budgets) {
  const groups = chunkGroups(publicDir);
  /** @type {string[]} */
  const problems = [];
  for (const route of builtRoutes(publicDir)) {
    const kind = pageKindOf(publicDir, route);
    const budget = budgets.pages[kind];
    if (!budget) {
      problems.push(`${route} (${kind}) has no budget: add one for its kind of page to bench/budgets.json`);
      continue;
    }
    const weight = routeWeight(publicDir, route, groups);
    if (weight.jsKb > budget.firstLoadJsKb) {
      problems.push(
        `${route} (${kind}): first-load JavaScript ${kb(weight.jsKb)} is over its budget of ${kb(budget.firstLoadJsKb)}`,
      );
    }
    if (weight.htmlKb > budget.htmlKb) {
      problems.push(`${route} (${kind}): HTML ${kb(weight.htmlKb)} is over its budget of ${kb(budget.htmlKb)}`);
    }
  }
  for (const name of onDemandGroups(groups)) {
    const budget = budgets.onDemand[name];
    const size = scriptsOf(groups, name).reduce((sum, file) => sum + gzipKb(publicDir, file), 0);
    if (budget === undefined) problems.push(`the on-demand chunk ${name} has no budget: add one to bench/budgets.json`);
    else if (size > budget)
      problems.push(`the on-demand chunk ${name}: ${kb(size)} is over its budget of ${kb(budget)}`);
  }
  return problems;
}

/** How much more a page in another language may load at first than its English twin: the scripts and its page data. */
export const LANGUAGE_GAP_KB = 3;

/**
 * Every page in another language whose first load (its scripts and its page
 * data, where its words travel) costs more than LANGUAGE_GAP_KB over its
 * English twin's, one line each; empty when all are within it.
 * @param {string} publicDir
 * @returns {string[]}
 */
export function languageGaps(publicDir) {
  const groups = chunkGroups(publicDir);
  const routes = new Set(builtRoutes(publicDir));
  const firstLoadKb = (/** @type {string} */ route) => {
    const weight = routeWeight(publicDir, route, groups);
    return weight.jsKb + weight.pageDataKb;
  };
  return [...routes].flatMap((route) => {
    const { locale, englishPath } = pathInLocale(route);
    if (locale === DEFAULT_LOCALE) return [];
    const twin = localePath(DEFAULT_LOCALE, englishPath);
    if (!routes.has(twin)) return [`${route} has no English twin at ${twin}`];
    const gap = firstLoadKb(route) - firstLoadKb(twin);
    return gap > LANGUAGE_GAP_KB
      ? [`${route}: its first load is ${kb(gap)} more than ${twin}'s, over the ${kb(LANGUAGE_GAP_KB)} allowed`]
      : [];
  });
}
