import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_SURFACES, sharedSurfaceViolations, surfaceNames } from './shared-surface';

function sourceFile(name: string, code: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'surface-')), name);
  writeFileSync(file, code);
  return file;
}

describe('shared surfaces', () => {
  it('cover every import of the frontends and of @mantine/notifications today', () => {
    expect(sharedSurfaceViolations()).toEqual([]);
  });

  it('are read from the facades', () => {
    expect(surfaceNames(SHARED_SURFACES['@mantine/core']).has('MantineProvider')).toBe(true);
    expect(surfaceNames(SHARED_SURFACES['react-router-dom']).has('RouterProvider')).toBe(true);
    expect(surfaceNames(SHARED_SURFACES['react-router-dom']).has('HydratedRouter')).toBe(false);
  });

  it('report a name the facade does not export, and ignore type-only imports', () => {
    const file = sourceFile(
      'page.tsx',
      "import { Button, Modal, type MantineTheme } from '@mantine/core';\nimport type { ModalProps } from '@mantine/core';\nexport const x = [Button, Modal];\n",
    );
    expect(sharedSurfaceViolations([file])).toEqual([
      expect.stringMatching(/page\.tsx: 'Modal' from '@mantine\/core' is not in tools\/rspack\/shared-surface\/mantine-core\.mjs$/),
    ]);
  });

  it('report namespace imports and imports that bypass the shared router', () => {
    const file = sourceFile('routes.ts', "import * as Mantine from '@mantine/core';\nimport { Link } from 'react-router';\nexport { Mantine, Link };\n");
    expect(sharedSurfaceViolations([file])).toEqual([
      expect.stringMatching(/routes\.ts: use named imports from '@mantine\/core' \(no default, namespace or export \*\)$/),
      expect.stringMatching(/routes\.ts: imports 'react-router'; import routing from 'react-router-dom', the shared router$/),
    ]);
  });
});
