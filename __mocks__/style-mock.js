// CSS Modules in tests: every class name maps to itself (styles.card === "card").
// Unlike identity-obj-proxy it reports itself as an ES module, because components
// use `import * as styles`, which would otherwise wrap the proxy and lose the names.
module.exports = new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) });
