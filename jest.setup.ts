import "@testing-library/jest-dom";
import { installHtmlDialog } from "./__tests__/support/html-dialog";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom leaves out the encoding API, which react-dom/server needs for the tests
// that render a component as the build's server render does.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A test that runs in Node's own environment (the models' bare-context test) has no DOM to extend.
if (typeof HTMLDialogElement !== "undefined") installHtmlDialog();
