import { existsSync, readFileSync } from 'node:fs';
import { QUERY_CLIENT_CONTEXT_FILE, reactQueryHostSource } from './react-query-host';

describe("the shell's shared TanStack Query", () => {
  const source = reactQueryHostSource({ config: { file: '/libs/config.ts', name: 'makeConfig' }, provide: { file: '/shell/store.ts', name: 'provide' } });

  it('is the whole library, imported by file so that it is not the shared module itself', () => {
    expect(source).toMatch(/^export \* from ".*\/node_modules\/@tanstack\/react-query\/build\/modern\/index\.js";$/m);
    expect(source).not.toMatch(/from "@tanstack\/react-query"/);
  });

  it("hands the shell the page's client, made with the app's settings, when it loads", () => {
    expect(source).toContain('import { makeConfig } from "/libs/config.ts";');
    expect(source).toContain('import { provide } from "/shell/store.ts";');
    expect(source).toMatch(/^provide\(new QueryClient\(makeConfig\(\)\)\);$/m);
  });

  it("shares a context file that needs nothing of the library, so the provider costs '/' nothing", () => {
    expect(existsSync(QUERY_CLIENT_CONTEXT_FILE)).toBe(true);
    const imports = [...readFileSync(QUERY_CLIENT_CONTEXT_FILE, 'utf8').matchAll(/^import .* from "([^"]+)";$/gm)].map(([, from]) => from);
    expect(imports).toEqual(['react', 'react/jsx-runtime']);
    expect(readFileSync(QUERY_CLIENT_CONTEXT_FILE, 'utf8')).toContain('const QueryClientContext = React.createContext(');
  });
});
