/** What a form says when its request could not leave the phone: the network, or the code that sends it, is out of reach. */
export const OFFLINE_MESSAGE =
  "We could not reach Safarnama: check your connection, then try again. Nothing was sent, and everything you typed is still here.";
