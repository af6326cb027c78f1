// The staff desk's service worker (DESK_SERVICE_WORKER), registered for /staff/ by a trip lead who keeps
// a roster on their phone, so that the desk opens with no signal. It saves the desk's page and the files
// it is built from, never an answer of the staff API: what the phone keeps of travellers is only the
// sealed roster the desk stores itself (src/components/staff/roster/). Page and files are answered
// network first and from the saved copy when the network fails, whatever navigator.onLine says.
import { STAFF_PATH } from "../../content/routes.mjs";
import { isDeskFile, isDeskPage } from "./desk-files";
import type { ExtendableEvent, ExtendableMessageEvent, FetchEvent } from "../lib/service-worker-events";

interface DeskWorkerScope {
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as DeskWorkerScope;
const { origin } = new URL(worker.registration.scope);
const CACHE = "safarnama-staff-desk";
/** The desk's page, under which every view of it is saved: ?roster=… and ?view=… are one page. */
const deskPage = new URL(STAFF_PATH, origin).href;

worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));

async function networkFirst(request: Request): Promise<Response> {
  const key = isDeskPage(request.url, origin) ? deskPage : request;
  try {
    const answer = await fetch(request);
    if (answer.ok) await (await caches.open(CACHE)).put(key, answer.clone());
    return answer;
  } catch (offline) {
    const saved = await caches.match(key, { cacheName: CACHE });
    if (saved) return saved;
    throw offline;
  }
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method === "GET" && isDeskFile(request.url, origin)) event.respondWith(networkFirst(request));
});

// The desk sends what it is built from once this worker is active ({ keep: [urls] }), with a port
// for the answer ({ kept: true } once all of it is on the phone).
worker.addEventListener("message", (event) => {
  const { keep } = (event.data ?? {}) as { keep?: unknown };
  if (!Array.isArray(keep)) return;
  const urls = keep
    .filter((url): url is string => typeof url === "string" && isDeskFile(url, origin))
    .map((url) => (isDeskPage(url, origin) ? deskPage : url));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(urls))
      .then(
        () => event.ports[0]?.postMessage({ kept: true }),
        () => event.ports[0]?.postMessage({ kept: false }),
      ),
  );
});
