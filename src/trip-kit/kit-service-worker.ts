// The trip kit's service worker (TRIP_KIT_SCRIPTS.serviceWorker), which each
// kit page registers for its own address alone. It keeps a copy of the kit
// page and of the files the page uses (the shell's fonts, the kit's script)
// on the phone, and answers them network first, from the saved copy when
// there is no network. It answers only requests of the site's own origin. A
// kit the site no longer shows (404: cancelled, or its link's token changed)
// is forgotten, and with it the worker removes itself. The kit page asks it
// whether it answered from the saved copy, and if so tells the traveller.
import {
  isCacheable,
  isKitPage,
  isKitScope,
  kitCacheName,
  onAnswer,
  savedCopyAsked,
  unusedFiles,
  urlsToKeep,
} from "./kit-cache";
import type { ExtendableEvent, ExtendableMessageEvent, FetchEvent } from "../lib/service-worker-events";

// The service worker's global, which the site's DOM types do not describe.
interface KitWorkerScope {
  registration: { scope: string; unregister(): Promise<boolean> };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as KitWorkerScope;
const { scope } = worker.registration;
const { origin } = new URL(scope);
const cacheName = kitCacheName(scope);

// Registered for any other scope (the booking pages, the site), the worker fails to start and so is never installed.
if (!isKitScope(scope)) throw new Error(`The trip kit's service worker serves one kit's address, not ${scope}.`);

// A new version of the worker takes over at once, and the page that registered it is
// controlled without a reload: the copy is saved on the first visit.
worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));

/** Forgets the saved copy of `request`; with the last saved kit page gone, everything, and the worker itself. */
async function forget(request: Request) {
  const cache = await caches.open(cacheName);
  await cache.delete(request);
  if (!isKitPage(request.url, scope)) return;
  const left = await cache.keys();
  if (left.some((saved) => isKitPage(saved.url, scope))) return;
  await caches.delete(cacheName);
  await worker.registration.unregister();
}

/** Drops the saved files the kit page `page`, just saved, no longer uses. */
async function dropUnused(cache: Cache, page: Response) {
  const html = await page.text();
  const saved = (await cache.keys()).map((request) => request.url);
  await Promise.all(unusedFiles(saved, html, scope).map((url) => cache.delete(url)));
}

/**
 * Saves `answer` to `request`: always the kit page; a file it uses only while
 * the kit is kept, so the pages a forgotten kit's tab goes on to show (its
 * 404, with the shell's fonts) do not make a new copy of what was let go.
 */
async function save(event: FetchEvent, answer: Response) {
  const { request } = event;
  const page = isKitPage(request.url, scope);
  if (!page && !(await caches.has(cacheName))) return;
  const cache = await caches.open(cacheName);
  await cache.put(request, answer.clone());
  if (page) event.waitUntil(dropUnused(cache, answer.clone()));
}

/**
 * The kit pages (their URLs) last answered from the saved copy rather than the
 * network. The page asks as soon as it runs, while this worker, which has just
 * answered it, is still awake; navigator.onLine cannot tell it, being true on a
 * phone whose connection carries nothing (a weak signal, a hotel's Wi-Fi login).
 */
const answeredFromSavedCopy = new Set<string>();

/** `answer` to `request`, noting for a kit page whether it is the saved copy. */
function answering(request: Request, answer: Response, savedCopy: boolean): Response {
  if (isKitPage(request.url, scope)) {
    if (savedCopy) answeredFromSavedCopy.add(request.url);
    else answeredFromSavedCopy.delete(request.url);
  }
  return answer;
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  let answer: Response;
  try {
    answer = await fetch(request);
  } catch (offline) {
    const saved = await caches.match(request, { cacheName });
    if (saved) return answering(request, saved, true);
    throw offline;
  }
  switch (onAnswer(answer.status)) {
    case "save":
      await save(event, answer);
      return answering(request, answer, false);
    case "forget":
      await forget(request);
      return answering(request, answer, false);
    case "use saved copy": {
      const saved = await caches.match(request, { cacheName });
      return saved ? answering(request, saved, true) : answering(request, answer, false);
    }
  }
}

worker.addEventListener("fetch", (event) => {
  if (isCacheable(event.request.method, event.request.url, origin)) event.respondWith(networkFirst(event));
});

/** Saves what the kit page uses that is not saved yet. */
async function keep(urls: string[]) {
  const cache = await caches.open(cacheName);
  const saved = (await cache.keys()).map((request) => request.url);
  await cache.addAll(urls.filter((url) => !saved.includes(url)));
}

// The kit page asks whether it is the saved copy ({ savedCopy: its url }, answered
// { savedCopy: true or false }), and, once this worker is active, sends what it uses
// ({ keep: [urls] }) with a port for the answer ({ saved: true } once all of it is on the phone).
worker.addEventListener("message", (event) => {
  const [reply] = event.ports;
  const page = savedCopyAsked(event.data);
  if (page !== null) {
    reply?.postMessage({ savedCopy: answeredFromSavedCopy.has(page) });
    return;
  }
  event.waitUntil(
    keep(urlsToKeep(event.data, origin)).then(
      () => reply?.postMessage({ saved: true }),
      () => reply?.postMessage({ saved: false }),
    ),
  );
});
