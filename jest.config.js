// Jest set up as Gatsby documents it: Babel with babel-preset-gatsby, CSS
// Modules as identity objects, files as stubs, and gatsby's ESM let through.

// Run far from UTC (workers inherit this), so a date that shifts with the
// machine's time zone fails here instead of on an editor's laptop.
process.env.TZ = "Pacific/Honolulu";

module.exports = {
  testEnvironment: "jsdom",
  // Two workers even on two cores (Jest's default keeps one core free, so one worker there): the
  // Worker's engine tests spend most of their time waiting on workerd, another process, and the
  // suite takes about 3⅓ minutes instead of 4½ on the 2-core CI machine.
  maxWorkers: 2,
  clearMocks: true,
  transform: {
    // .mjs too: tests import the helpers the Node scripts share (scripts/*.mjs).
    "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    "\\.(css|scss)$": "<rootDir>/__mocks__/style-mock.js",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
    // workerd's own module, for the Worker's unit tests.
    "^cloudflare:email$": "<rootDir>/__mocks__/cloudflare-email.ts",
    // mimetext's CommonJS build (which Jest loads) requires Babel's ES-module helper; the CommonJS one is the same function.
    "^@babel/runtime-corejs3/helpers/esm/defineProperty$": "@babel/runtime-corejs3/helpers/defineProperty",
  },
  // worker/test/ holds the Worker's unit tests, type-checked with workerd's types (worker/tsconfig.json).
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}", "<rootDir>/worker/test/**/*.test.ts"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-image|ical\\.js|jose)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/__mocks__/loader-shim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
