// An async boundary before any shared module is used, so Module Federation can set up the shared
// singletons (react, router, query, Mantine) first.
import('./bootstrap');
