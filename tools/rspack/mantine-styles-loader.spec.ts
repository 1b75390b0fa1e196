import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./mantine-styles-loader') as ((this: { resourcePath: string }, source: string) => string) & {
  stylesheetOf(resourcePath: string): string | null;
};

const mantine = join(__dirname, '../../node_modules/@mantine');

describe('mantine-styles-loader', () => {
  it.each([
    ['core/esm/components/Button/Button.mjs', '@mantine/core/styles/Button.css'],
    ['core/esm/components/Button/ButtonGroup/ButtonGroup.mjs', null],
    ['core/esm/components/Checkbox/CheckboxIndicator/CheckboxIndicator.mjs', '@mantine/core/styles/CheckboxIndicator.css'],
    ['core/esm/components/Button/Button.module.mjs', null],
    ['core/esm/components/Portal/Portal.mjs', null],
    ['core/esm/core/MantineProvider/MantineProvider.mjs', null],
    ['notifications/esm/Notifications.mjs', '@mantine/notifications/styles.css'],
    ['notifications/esm/notifications.store.mjs', null],
  ])('%s -> %s', (file, stylesheet) => {
    expect(loader.stylesheetOf(join(mantine, file))).toBe(stylesheet);
  });

  it("imports the stylesheet after the module's own imports", () => {
    const source = "import { UnstyledButton } from '../UnstyledButton/UnstyledButton.mjs';\nexport const Button = 1;";
    const resourcePath = join(mantine, 'core/esm/components/Button/Button.mjs');
    expect(loader.call({ resourcePath }, source)).toBe(`${source}\nimport "@mantine/core/styles/Button.css";\n`);
    expect(loader.call({ resourcePath: join(mantine, 'core/esm/core/Box/Box.mjs') }, source)).toBe(source);
  });
});
