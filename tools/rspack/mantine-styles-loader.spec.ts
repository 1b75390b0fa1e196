import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./mantine-styles-loader') as ((this: { resourcePath: string }, source: string) => string) & {
  stylesheetOf(resourcePath: string): string | null;
  layerOf(resourcePath: string): number;
  MANTINE_LAYERS: string;
};

const mantine = join(__dirname, '../../node_modules/@mantine');

describe('mantine-styles-loader', () => {
  it.each([
    ['core/esm/components/Button/Button.mjs', '@mantine/core/styles/Button.css'],
    ['core/esm/components/Button/ButtonGroup/ButtonGroup.mjs', null],
    ['core/esm/components/Checkbox/CheckboxIndicator/CheckboxIndicator.mjs', '@mantine/core/styles/CheckboxIndicator.css'],
    ['core/esm/components/Button/Button.module.mjs', null],
    ['core/esm/components/Portal/Portal.mjs', null],
    ['core/esm/utils/InlineInput/InlineInput.mjs', '@mantine/core/styles/InlineInput.css'],
    ['core/esm/utils/Floating/Floating.mjs', null],
    ['core/esm/core/MantineProvider/MantineProvider.mjs', null],
    ['notifications/esm/Notifications.mjs', '@mantine/notifications/styles.css'],
    ['notifications/esm/notifications.store.mjs', null],
  ])('%s -> %s', (file, stylesheet) => {
    expect(loader.stylesheetOf(join(mantine, file))).toBe(stylesheet);
  });

  it("imports the stylesheet, wrapped in its component's layer, after the module's own imports", () => {
    const source = "import { UnstyledButton } from '../UnstyledButton/UnstyledButton.mjs';\nexport const Button = 1;";
    const resourcePath = join(mantine, 'core/esm/components/Button/Button.mjs');
    const layered = join(__dirname, '../../node_modules/.cache/mantine-layers/core-styles-Button.css');
    expect(loader.call({ resourcePath }, source)).toBe(`${source}\nimport ${JSON.stringify(layered)};\n`);
    expect(readFileSync(layered, 'utf8')).toBe(`@layer mantine-1 {\n${readFileSync(join(mantine, 'core/styles/Button.css'), 'utf8')}\n}\n`);
    expect(loader.call({ resourcePath: join(mantine, 'core/esm/core/Box/Box.mjs') }, source)).toBe(source);
  });

  it.each([
    ['components/UnstyledButton/UnstyledButton.mjs', 0],
    ['components/Paper/Paper.mjs', 0],
    ['components/Button/Button.mjs', 1],
    ['components/CloseButton/CloseButton.mjs', 1],
    ['components/Notification/Notification.mjs', 2],
    ['components/Input/Input.mjs', 2],
    // The label beside a checkbox: a helper with a stylesheet, above Input, below what is built on it.
    ['utils/InlineInput/InlineInput.mjs', 3],
    ['components/Checkbox/Checkbox.mjs', 4],
    ['components/Switch/Switch.mjs', 4],
    ['components/Checkbox/CheckboxIndicator/CheckboxIndicator.mjs', 4],
  ])('puts %s in layer %i: one above the deepest part it is built on', (file, layer) => {
    expect(loader.layerOf(join(mantine, 'core/esm', file))).toBe(layer);
  });

  it('puts the notifications region above every core component, and the shell declares every layer in order', () => {
    expect(loader.layerOf(join(mantine, 'notifications/esm/Notifications.mjs'))).toBe(11);
    expect(readFileSync(join(__dirname, '../../apps/shell/src/mantine-layers.css'), 'utf8')).toContain(loader.MANTINE_LAYERS);
    expect(loader.MANTINE_LAYERS).toBe(`@layer mantine, ${Array.from({ length: 12 }, (_, layer) => `mantine-${layer}`).join(', ')};`);
  });
});
