import "@testing-library/jest-dom";
import "./__tests__/support/html-dialog";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom leaves out the encoding API, which react-dom/server needs for the tests
// that render a component as the build's server render does.
Object.assign(globalThis, { TextEncoder, TextDecoder });
