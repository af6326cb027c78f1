// Gatsby's own docs pattern: keep the real module, but make Link a plain
// anchor and let each test decide what graphql/useStaticQuery return.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Strip the props only Gatsby's Link understands, so they do not reach the DOM,
    // and, like the real Link, navigate in-app rather than loading a new document.
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, onClick, ...rest }) =>
      React.createElement("a", {
        ...rest,
        href: to,
        onClick: (/** @type {{ preventDefault(): void }} */ event) => {
          if (onClick) onClick(event);
          event.preventDefault();
        },
      }),
  ),
  navigate: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
