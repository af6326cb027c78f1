// The trip kit page's script (TRIP_KIT_SCRIPTS.page). The page reads the same
// without it; with it, the packing checklist's ticks are kept on the phone,
// the page says when it is the copy saved on the phone, and the kit's
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

function noteWhenOffline() {
  const note = byId("kit-offline");
  const updated = byId("kit-updated");
  const age = byId("kit-age");
  const words = age && ageWordsOf(age.dataset);
  if (!note || !(updated instanceof HTMLTimeElement) || !age || !words) return;
  const show = () => {
    age.textContent = ageInWords(updated.dateTime, new Date(), words);
    note.hidden = navigator.onLine;
  };
  show();
  addEventListener("online", show);
  addEventListener("offline", show);
}

/** Sends the active worker `message` with a port, and answers whether it replied that all is saved. */
function ask(worker: ServiceWorker, message: { keep: string[] }): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ saved?: boolean }>) => resolve(event.data?.saved === true);
    worker.postMessage(message, [channel.port2]);
  });
}

async function saveForOffline() {
  const saved = byId("kit-saved");
  const notSaved = byId("kit-not-saved");
  // Offline, this is the saved copy already, and its worker is the one that answered.
  if (!navigator.onLine) return;
  try {
    if (!("serviceWorker" in navigator)) throw new Error("no service workers");
    await navigator.serviceWorker.register(TRIP_KIT_SCRIPTS.serviceWorker, { scope: location.pathname });
    const { active } = await navigator.serviceWorker.ready;
    if (!active) throw new Error("no active worker");
    await document.fonts.ready;
    const used = [location.href, ...performance.getEntriesByType("resource").map((entry) => entry.name)].filter(
      (url) => new URL(url).origin === location.origin,
    );
    if (!(await ask(active, { keep: used }))) throw new Error("not saved");
    saved?.removeAttribute("hidden");
  } catch {
    // A browser that cannot keep it (no service workers, storage refused): the page says to save it otherwise.
    notSaved?.removeAttribute("hidden");
  }
}

keepTicks();
noteWhenOffline();
void saveForOffline();
