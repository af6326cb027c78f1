// Starts Decap CMS over data/. Loaded only by the /admin/ page, in its own chunk.
// Decap 3.6's prebuilt file bundles all its parts for React 18, the site's
// React; the package's module entry would pull parts that need React 19.
import CMS from "decap-cms-app/dist/decap-cms-app.js";
import type { CmsConfig } from "decap-cms-core";
import type { ComponentType } from "react";
import { CMS_I18N, cmsCollections, cmsFields } from "../../content/cms-config";
import { COLLECTIONS, SINGLETONS } from "../../content/file-schemas";
import { EDITOR_BACKEND } from "../../hosting/editor.mjs";
import { apiUrl } from "../lib/api-url";
import { checkedControl, type ControlProps } from "./checked-widget";
import { SITE_JSON_FORMAT, siteJsonFormat } from "../../content/json-format";
import type { PageMessages } from "../hooks/use-messages";
import { JobPreview } from "./previews/job-preview";
import { TripPreview } from "./previews/trip-preview";
import { withMessages } from "./previews/with-messages";

/** The widgets the configuration uses, found by walking every field. */
function widgetsInUse(): Set<string> {
  const names = new Set<string>();
  const walk = (fields: ReturnType<typeof cmsFields>) =>
    fields.forEach((field) => {
      names.add(field.widget);
      walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])]);
    });
  for (const { schema } of Object.values(COLLECTIONS)) walk(cmsFields(schema));
  for (const schema of Object.values(SINGLETONS)) walk(cmsFields(schema));
  return names;
}

/** A widget as Decap's registry holds it (its declarations type `control` as props, wrongly). */
interface RegisteredWidget {
  control: ComponentType<ControlProps>;
}

/**
 * Decap's own widgets, with the build's cross-field rules added. getWidget
 * hands out the registry's own record, so replacing its control keeps the
 * widget's preview, option schema and styles as they are.
 */
function addRulesToWidgets() {
  for (const name of widgetsInUse()) {
    const widget = CMS.getWidget(name) as unknown as RegisteredWidget | undefined;
    if (!widget) throw new Error(`Decap CMS has no "${name}" widget, which the content schemas need`);
    widget.control = checkedControl(widget.control);
  }
}

/**
 * The previews render the site's own components, so they need the site's
 * styles inside the preview frame: the page's <style> elements (Gatsby inlines
 * the site's CSS) and stylesheets (this chunk's, which webpack has loaded by now).
 */
function registerSiteStyles() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    CMS.registerPreviewStyle(link.href);
  }
  for (const style of document.querySelectorAll("style")) {
    if (style.textContent) CMS.registerPreviewStyle(style.textContent, { raw: true });
  }
}

/** Gatsby's page loader, as its Link reaches it: a global of every Gatsby page. */
interface GatsbyLoader {
  enqueue(path: string): { then(resolve: (prefetched: boolean) => void): void; abort(): void };
  hovering(path: string): void;
}

/**
 * The previews' links point at pages that may not exist yet (a slug still
 * being typed, a trip not yet published), and Gatsby's Link fetches the data
 * of every page it links to once it scrolls into view or the pointer rests on
 * it: each would be a failed request. The editor opens no other page, so it
 * fetches none.
 */
function stopPrefetching() {
  const loader = (window as unknown as { ___loader?: GatsbyLoader }).___loader;
  if (!loader) return;
  loader.enqueue = () => ({ then: (resolve) => resolve(false), abort: () => {} });
  loader.hovering = () => {};
}

/** Starts the editor; `messages` are the words the previews' site components read (the /admin/ page's query). */
export function startCms(messages: PageMessages): void {
  stopPrefetching();
  addRulesToWidgets();
  registerSiteStyles();
  CMS.registerCustomFormat(SITE_JSON_FORMAT, "json", siteJsonFormat);
  CMS.registerPreviewTemplate("trips", withMessages(TripPreview, messages));
  CMS.registerPreviewTemplate("jobs", withMessages(JobPreview, messages));
  CMS.init({
    config: {
      load_config_file: false,
      // The sign-in pop-up is the Worker's (EDITOR_AUTH_PATHS), and Decap trusts its messages only from base_url.
      backend: { ...EDITOR_BACKEND, base_url: apiUrl("") || window.location.origin },
      // On a checkout, `npm run cms` starts decap-server and the editor writes the files directly.
      local_backend: true,
      media_folder: "data/images",
      public_folder: "images",
      // decap-cms-core's declarations (from a later release than the bundle) make every
      // field carry `meta` and `index_file`, which Decap itself does not need.
      collections: cmsCollections() as unknown as CmsConfig["collections"],
      i18n: CMS_I18N as unknown as CmsConfig["i18n"],
    },
  });
}
