import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The print stylesheet: when printing, the page shows only what is inside <PrintOnly>; on screen
 * that copy is hidden. The copy sits directly under <body>, so nothing of the app's layout (tabs,
 * buttons, toasts) reaches the paper.
 */
const PRINT_CSS = `
.founder-print-root { display: none; }
@media print {
  body > *:not(.founder-print-root) { display: none !important; }
  .founder-print-root { display: block !important; }
  @page { margin: 18mm 16mm; }
  .founder-print-root h2, .founder-print-root h3 { break-after: avoid-page; }
  .founder-print-root section { break-inside: auto; }
}
`;

export function PrintOnly({ children }: { children: ReactNode }) {
  return createPortal(
    <div className="founder-print-root">
      <style>{PRINT_CSS}</style>
      {children}
    </div>,
    document.body,
  );
}
