// A service worker's events, which the site's DOM types do not describe: what the trip kit's and the
// staff desk's workers (src/trip-kit/, src/staff-offline/) listen to.
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
