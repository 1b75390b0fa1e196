// An async boundary before the app runs, so Module Federation sets up the share scope (the shell
// provides its copies eagerly, from main) before any remote asks for them.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
