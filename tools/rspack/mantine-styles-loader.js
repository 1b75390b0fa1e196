// Gives each Mantine component module the import of its own stylesheet, so a build (the shell or a
// remote) ships the CSS of exactly the components it bundles instead of Mantine's whole 250 KB
// stylesheet, and a remote that starts using a new component brings its styles along (it still
// deploys alone).
//
// Each stylesheet goes into a cascade layer by how deep its component is built on other components
// (`mantine-0`: UnstyledButton, Paper...; Button, built on UnstyledButton, a layer above). The shell
// and every remote carry their own copy of a shared component's rules, and a lazily loaded chunk adds
// its copy after what the page already has: without layers, the shell's toast chunk brought
// UnstyledButton's reset after a remote's Button rules, and every button on the page lost its style.
// With layers the order a stylesheet arrives in no longer matters; the order of the layers is
// declared once, first thing in the shell (apps/shell/src/mantine-layers.css, MANTINE_LAYERS).
const { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { basename, dirname, join, relative, sep } = require('node:path');

const MANTINE = join(__dirname, '../../node_modules/@mantine');
const CORE = join(MANTINE, 'core');
const COMPONENTS = join(CORE, 'esm/components');
/** Helpers some components are built on; one has a stylesheet (InlineInput: the label beside a Checkbox, Radio or Switch). */
const UTILS = join(CORE, 'esm/utils');
const NOTIFICATIONS = join(MANTINE, 'notifications');
/** The layered copies of Mantine's stylesheets that the builds import. */
const LAYERED = join(__dirname, '../../node_modules/.cache/mantine-layers');
/** How many component layers the shell declares (`mantine-0` ... `mantine-11`), after Mantine's own `mantine` (global styles). */
const LAYER_COUNT = 12;
/** The notifications region is built on core components: its layer is the top one. */
const NOTIFICATIONS_LAYER = LAYER_COUNT - 1;

/** The stylesheet of a Mantine module (a component's or helper's folder and file share its name), or null. */
function stylesheetOf(resourcePath) {
  if (resourcePath === join(NOTIFICATIONS, 'esm/Notifications.mjs')) return '@mantine/notifications/styles.css';
  const name = basename(resourcePath, '.mjs');
  if (!(resourcePath.startsWith(COMPONENTS) || resourcePath.startsWith(UTILS)) || basename(dirname(resourcePath)) !== name) return null;
  return existsSync(join(CORE, 'styles', `${name}.css`)) ? `@mantine/core/styles/${name}.css` : null;
}

/** Every .mjs file under a folder. */
function modulesIn(folder) {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return modulesIn(path);
    return entry.endsWith('.mjs') ? [path] : [];
  });
}

/**
 * The folder a Mantine module belongs to, for layering: its top-level component folder (e.g.
 * components/Button), or a helper's folder with a stylesheet of its own (utils/InlineInput); null
 * for anything else.
 */
function partOf(file) {
  if (file.startsWith(COMPONENTS + sep)) return join(COMPONENTS, relative(COMPONENTS, file).split(sep)[0]);
  if (!file.startsWith(UTILS + sep)) return null;
  const helper = relative(UTILS, file).split(sep)[0];
  return existsSync(join(CORE, 'styles', `${helper}.css`)) ? join(UTILS, helper) : null;
}

const depths = new Map();

/**
 * How deep a part is built on others: 0 when its folder's modules import no other part's, else one
 * more than the deepest of those. A cycle between folders counts as the same depth.
 */
function depthOf(part, visiting = new Set()) {
  if (depths.has(part)) return depths.get(part);
  if (visiting.has(part)) return 0;
  visiting.add(part);
  const uses = new Set();
  for (const file of modulesIn(part)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+"(\.[^"]+)"/g)) {
      const used = partOf(join(dirname(file), specifier));
      if (used && used !== part) uses.add(used);
    }
  }
  const depth = Math.max(-1, ...[...uses].map((used) => depthOf(used, visiting))) + 1;
  visiting.delete(part);
  depths.set(part, depth);
  return depth;
}

/** The layer of a module's stylesheet. */
function layerOf(resourcePath) {
  const part = partOf(resourcePath);
  if (!part) return NOTIFICATIONS_LAYER;
  const depth = depthOf(part);
  if (depth >= NOTIFICATIONS_LAYER) throw new Error(`mantine-styles-loader: ${basename(resourcePath)} is ${depth} components deep; declare more layers (LAYER_COUNT)`);
  return depth;
}

/** Writes (once per content) the stylesheet wrapped in its layer, and answers the file's path. */
function layeredStylesheet(stylesheet, layer) {
  const css = readFileSync(require.resolve(stylesheet), 'utf8');
  const file = join(LAYERED, `${stylesheet.replace(/^@mantine\//, '').replace(/[/]/g, '-')}`);
  const layered = `@layer mantine-${layer} {\n${css}\n}\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== layered) {
    mkdirSync(LAYERED, { recursive: true });
    writeFileSync(file, layered);
  }
  return file;
}

/** `@layer mantine, mantine-0, ..., mantine-11;`: the order every build's Mantine rules are in. */
const MANTINE_LAYERS = `@layer mantine, ${Array.from({ length: LAYER_COUNT }, (_, layer) => `mantine-${layer}`).join(', ')};`;

module.exports = function mantineStylesLoader(source) {
  const stylesheet = stylesheetOf(this.resourcePath);
  if (!stylesheet) return source;
  // At the end of the module: the components it is built from are imported first.
  return `${source}\nimport ${JSON.stringify(layeredStylesheet(stylesheet, layerOf(this.resourcePath)))};\n`;
};
module.exports.stylesheetOf = stylesheetOf;
module.exports.layerOf = layerOf;
module.exports.MANTINE_LAYERS = MANTINE_LAYERS;
