import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./react-router-pure-loader') as (source: string) => string;

describe('react-router-pure-loader', () => {
  it('marks top-level components and contexts pure and drops their display names', () => {
    const source = [
      'var RouteContext = React.createContext({ outlet: null });',
      'var Form = React10.forwardRef(',
      '  function FormImpl(props, ref) { return null; }',
      ');',
      'Form.displayName = "Form";',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      'function useFetcher() {',
      '  FetcherForm2.displayName = "fetcher.Form";',
      '}',
      '',
    ].join('\n');
    expect(loader(source)).toBe(
      [
        'var RouteContext = /* @__PURE__ */ React.createContext({ outlet: null });',
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  function FormImpl(props, ref) { return null; }',
        ');',
        'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
        'function useFetcher() {',
        '  FetcherForm2.displayName = "fetcher.Form";',
        '}',
        '',
      ].join('\n'),
    );
  });

  it("finds what it marks in the installed React Router's build", () => {
    const build = join(__dirname, '../../node_modules/react-router/dist/production');
    const chunks = readdirSync(build).filter((file) => file.endsWith('.mjs'));
    const output = chunks.map((file) => loader(readFileSync(join(build, file), 'utf8'))).join('\n');
    expect(output).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(output).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(output).not.toMatch(/^\w+\.displayName = /m);
  });
});
