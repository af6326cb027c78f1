import { HANDSHAKE_SCRIPT } from "../../../worker/editor/handshake";

// The sign-in pop-up's script, run as the browser runs it: announce itself to
// the editor that opened it, and hand over the message only when the editor,
// on the site's own origin, answers.
const ORIGIN = "https://www.safarnama.in";
const MESSAGE = 'authorization:github:success:{"token":"gho_x","provider":"github"}';

function runInPopUp() {
  const opener = { postMessage: jest.fn() };
  Object.defineProperty(window, "opener", { value: opener, configurable: true });
  document.body.innerHTML = `<script type="application/json" id="handshake">${JSON.stringify({ message: MESSAGE, origin: ORIGIN })}</script>`;
  new Function(HANDSHAKE_SCRIPT)();
  return opener;
}

const messageFrom = (origin: string, data: string) =>
  window.dispatchEvent(new MessageEvent("message", { origin, data }));

describe("the sign-in pop-up's handshake", () => {
  it("announces itself to the site's origin, and hands the token over only when the editor there answers", () => {
    const opener = runInPopUp();
    expect(opener.postMessage.mock.calls).toEqual([["authorizing:github", ORIGIN]]);

    messageFrom("https://evil.example", "authorizing:github");
    messageFrom(ORIGIN, "something else");
    expect(opener.postMessage).toHaveBeenCalledTimes(1);

    messageFrom(ORIGIN, "authorizing:github");
    expect(opener.postMessage.mock.calls[1]).toEqual([MESSAGE, ORIGIN]);
  });
});
