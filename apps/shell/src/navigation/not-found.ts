// The shell's 404 page, in its own chunk (router.tsx loads it lazily).
export { NotFoundPage } from '@founder/ui';
