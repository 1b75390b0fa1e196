// Lets the minifier drop the parts of React Router's build that the shared module leaves out
// (react-router-browser.js). Its components and contexts are made by top-level calls
// (`var Form = React10.forwardRef(...)`, `React.createContext(...)`) followed by
// `Form.displayName = "Form"`: a call and an assignment the minifier must keep, so <Form>, the
// other routers and what they use stayed in every build that shares the router (~2 KB gzipped).
// The calls are marked pure and the names, which only React DevTools shows, are dropped.
const PURE_CALL = /^((?:var|const|let) \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = [^;\n]+;\n/gm;

module.exports = function reactRouterPureLoader(source) {
  return source.replace(PURE_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
};
