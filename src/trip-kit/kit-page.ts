// The trip kit page's script (TRIP_KIT_SCRIPTS.page). The page reads the same
// without it; with it, the packing checklist's ticks are kept on the phone,
// the page says when it is the copy saved on the phone (its worker tells it), and the kit's
// service worker is registered for this kit's address alone, and told what
// to save.
import { TRIP_KIT_SCRIPTS } from "../../content/routes.mjs";
import { readTicks, ticksKey, withTick } from "./checklist-ticks";
import { ageInWords, ageWordsOf } from "./saved-copy";

const byId = (id: string) => document.getElementById(id);

function keepTicks() {
  const list = document.querySelector<HTMLElement>("ul.checklist[data-reference]");
  if (!list?.dataset.reference) return;
  const key = ticksKey(list.dataset.reference);
  let ticks: string[];
  try {
    ticks = readTicks(localStorage.getItem(key));
  } catch {
    return; // storage turned off: the ticks last as long as the page, as without a script
  }
  for (const box of list.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) {
    box.checked = ticks.includes(box.value);
    box.addEventListener("change", () => {
      ticks = withTick(ticks, box.value, box.checked);
      try {
        localStorage.setItem(key, JSON.stringify(ticks));
      } catch {
        // Storage full: this tick lasts as long as the page.
      }
    });
  }
  byId("kit-ticks-kept")?.removeAttribute("hidden");
}

/**
 * Says the page is the copy saved on the phone, and how old that copy is. Only
 * its worker knows: a phone whose connection carries nothing (a weak signal, a
 * hotel's Wi-Fi login page) calls itself online all the same.
 */
function noteSavedCopy() {
  const note = byId("kit-offline");
  const updated = byId("kit-updated");
  const age = byId("kit-age");
  const words = age && ageWordsOf(age.dataset);
  if (!note || !(updated instanceof HTMLTimeElement) || !age || !words) return;
  age.textContent = ageInWords(updated.dateTime, new Date(), words);
  note.hidden = false;
}

/** Sends `worker` a message with a port, and answers its reply. */
function ask(worker: ServiceWorker, message: object): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

/** Whether the worker that controls this page answered it from the copy saved on the phone, not the network. */
async function isSavedCopy(): Promise<boolean> {
  const worker = "serviceWorker" in navigator ? navigator.serviceWorker.controller : null;
  if (!worker) return false; // the first visit, or a browser without service workers: the network answered
  const reply = (await ask(worker, { savedCopy: location.href })) as { savedCopy?: boolean } | null;
  return reply?.savedCopy === true;
}

async function saveForOffline() {
  const saved = byId("kit-saved");
  const notSaved = byId("kit-not-saved");
  try {
    if (!("serviceWorker" in navigator)) throw new Error("no service workers");
    await navigator.serviceWorker.register(TRIP_KIT_SCRIPTS.serviceWorker, { scope: location.pathname });
    const { active } = await navigator.serviceWorker.ready;
    if (!active) throw new Error("no active worker");
    await document.fonts.ready;
    const used = [location.href, ...performance.getEntriesByType("resource").map((entry) => entry.name)].filter(
      (url) => new URL(url).origin === location.origin,
    );
    const reply = (await ask(active, { keep: used })) as { saved?: boolean } | null;
    if (reply?.saved !== true) throw new Error("not saved");
    saved?.removeAttribute("hidden");
  } catch {
    // A browser that cannot keep it (no service workers, storage refused): the page says to save it otherwise.
    notSaved?.removeAttribute("hidden");
  }
}

keepTicks();
// The saved copy is on the phone already, and the network its files would come from is failing.
void isSavedCopy().then((savedCopy) => (savedCopy ? noteSavedCopy() : saveForOffline()));
