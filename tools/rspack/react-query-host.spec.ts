import { existsSync, readFileSync } from 'node:fs';
import { LIBRARY_CONTEXT_FILE, QUERY_CLIENT_CONTEXT_FILE, reactQueryHostSource } from './react-query-host';

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

  it("shares a context file that needs nothing of the library, so the page's client costs '/' nothing", () => {
    const imports = [...readFileSync(QUERY_CLIENT_CONTEXT_FILE, 'utf8').matchAll(/^import (?!type ).* from '([^']+)';$/gm)].map(([, from]) => from);
    expect(imports).toEqual(['react']);
  });

  it("exports every name of the library's own context file, which it replaces", () => {
    const names = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/^export (?:const|function) (\w+)|^export \{ ([^}]+) \};$/gm)]
        .flatMap(([, one, list]) => (one ? [one] : list.split(',').map((name) => name.trim())))
        .sort();
    expect(existsSync(LIBRARY_CONTEXT_FILE)).toBe(true);
    expect(names(QUERY_CLIENT_CONTEXT_FILE)).toEqual(expect.arrayContaining(names(LIBRARY_CONTEXT_FILE)));
    expect(names(LIBRARY_CONTEXT_FILE)).toEqual(['QueryClientContext', 'QueryClientProvider', 'useQueryClient']);
  });
});
