// Keeps the desk's page on the phone (src/staff-offline/desk-service-worker.ts), so that a lead with no
// signal can open it and, in it, the roster they keep. Only the page and its files are saved; the
// roster itself is the sealed copy in kept-rosters.ts.
import { DESK_SERVICE_WORKER, STAFF_PATH } from "../../../../content/routes.mjs";

/** What the page is made of, on the site's own origin: the page, its scripts, styles, fonts and page data. */
function filesOfThisPage(): string[] {
  const resources = performance.getEntriesByType("resource").map((entry) => entry.name);
  return [...new Set([location.href, ...resources])].filter((url) => new URL(url).origin === location.origin);
}

/** Registers the desk's service worker and has it save the page; answers whether all of it is saved. */
export async function keepDeskOnPhone(): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  try {
    await navigator.serviceWorker.register(DESK_SERVICE_WORKER, { scope: STAFF_PATH });
    const { active } = await navigator.serviceWorker.ready;
    if (!active) return false;
    return await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => resolve(event.data.kept === true);
      active.postMessage({ keep: filesOfThisPage() }, [channel.port2]);
    });
  } catch {
    return false;
  }
}
