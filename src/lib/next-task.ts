/**
 * Resolves in a new task of the page's event loop, so that the work after it
 * starts a task of its own: the browser may paint and answer input in between.
 * A message to itself rather than setTimeout(0): a hidden tab holds timers back
 * by up to a second, and messages not at all.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
