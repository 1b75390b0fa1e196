// TanStack Query's context file alone, by an alias of the shell's build (tools/rspack/react-query-host.js):
// the package exports only its index, which would bring the whole library onto '/'.
declare module '@tanstack/react-query/query-client-context' {
  export { QueryClientContext } from '@tanstack/react-query';
}
