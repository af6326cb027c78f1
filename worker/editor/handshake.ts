// What the editor's sign-in pop-up (github-sign-in.ts) says to the content
// editor that opened it, in Decap's words: its one script and its message.
// Plain strings, with nothing of workerd's, so a browser test runs the script.
export const PROVIDER = "github";

/** What the pop-up's page sends the editor: Decap reads `authorization:github:<outcome>:<json>`. */
export const handshakeMessage = (outcome: "success" | "error", body: object) =>
  `authorization:${PROVIDER}:${outcome}:${JSON.stringify(body)}`;

// The pop-up's only script. It reads the message from the page (a JSON data
// block, which never runs), announces itself to the editor that opened it, and
// answers only the editor on the site's own origin.
export const HANDSHAKE_SCRIPT = `(() => {
  const { message, origin } = JSON.parse(document.getElementById("handshake").textContent);
  const opener = window.opener;
  if (!opener) return;
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.data !== "authorizing:${PROVIDER}") return;
    opener.postMessage(message, origin);
  });
  opener.postMessage("authorizing:${PROVIDER}", origin);
})();`;
