// The order of Mantine's layers first, then its base styles (in its own `mantine` layer); each
// component's own come with it, in the layer of its depth (tools/rspack/mantine-styles-loader.js).
import './mantine-layers.css';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.layer.css';
// What MantineProvider would write into the page for our theme, written at build time (mantine-root.tsx).
import '@founder/mantine-theme.css';
import { yieldToBrowser } from './start-up/yield-to-browser';

// An async boundary before the app runs, so Module Federation sets up the share scope (the shell
// provides its copies eagerly, from main) before any remote asks for them; in a task after the
// federation runtime's own set-up, so neither blocks input for long.
void yieldToBrowser().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
