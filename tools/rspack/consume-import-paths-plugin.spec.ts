// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withoutConsumeImports } = require('./consume-import-paths-plugin') as { withoutConsumeImports(code: string): string };

describe('consume-import-paths-plugin', () => {
  it("drops each consumed module's import path from the minified consume data, and nothing else", () => {
    // As Rspack writes it in a production build (main.js of the shell).
    const consumeData =
      '322:{shareScope:"default",shareKey:"@mantine/core/Box",import:"/work/app/node_modules/@mantine/core/esm/core/Box/Box.mjs",requiredVersion:"9.7.3",strictVersion:!1,singleton:!0,eager:!0,fallback:()=>()=>d(8101),treeShakingMode:null},' +
      '3538:{shareScope:"default",shareKey:"react",import:"react",requiredVersion:"19.3.1",strictVersion:!1,singleton:!0,eager:!0,fallback:()=>()=>d(1085),treeShakingMode:null}';
    expect(withoutConsumeImports(consumeData)).toBe(
      '322:{shareScope:"default",shareKey:"@mantine/core/Box",requiredVersion:"9.7.3",strictVersion:!1,singleton:!0,eager:!0,fallback:()=>()=>d(8101),treeShakingMode:null},' +
        '3538:{shareScope:"default",shareKey:"react",requiredVersion:"19.3.1",strictVersion:!1,singleton:!0,eager:!0,fallback:()=>()=>d(1085),treeShakingMode:null}',
    );
    const other = 'const options={import:"x",requiredVersion:"1"};load({name:"a",import:"b"})';
    expect(withoutConsumeImports(other)).toBe(other);
  });
});
