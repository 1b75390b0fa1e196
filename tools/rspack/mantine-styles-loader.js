// Gives each Mantine component module the import of its own stylesheet, so a build (the shell or a
// remote) ships the CSS of exactly the components it bundles instead of Mantine's whole 250 KB
// stylesheet, and a remote that starts using a new component brings its styles along (it still
// deploys alone). The import goes at the end of the module: the components it is built from are
// imported first, so their rules come first and its own rules win, as in Mantine's styles.css.
const { existsSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');

const MANTINE = join(__dirname, '../../node_modules/@mantine');
const CORE = join(MANTINE, 'core');
const NOTIFICATIONS = join(MANTINE, 'notifications');

/** The stylesheet of a Mantine module (a component's folder and file share its name), or null. */
function stylesheetOf(resourcePath) {
  if (resourcePath === join(NOTIFICATIONS, 'esm/Notifications.mjs')) return '@mantine/notifications/styles.css';
  const name = basename(resourcePath, '.mjs');
  if (!resourcePath.startsWith(join(CORE, 'esm/components')) || basename(dirname(resourcePath)) !== name) return null;
  return existsSync(join(CORE, 'styles', `${name}.css`)) ? `@mantine/core/styles/${name}.css` : null;
}

module.exports = function mantineStylesLoader(source) {
  const stylesheet = stylesheetOf(this.resourcePath);
  return stylesheet ? `${source}\nimport ${JSON.stringify(stylesheet)};\n` : source;
};
module.exports.stylesheetOf = stylesheetOf;
