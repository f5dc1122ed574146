import './vital-signs-print.css';

/**
 * Prints the vital signs screen: 'list' prints the records without the app's chrome, 'dialog' prints the
 * open detail dialog alone (the print stylesheet reads `data-print-scope` on the body).
 */
export function printPage(scope: 'list' | 'dialog'): void {
  document.body.dataset.printScope = scope;
  const clear = () => {
    delete document.body.dataset.printScope;
    window.removeEventListener('afterprint', clear);
  };
  window.addEventListener('afterprint', clear);
  window.print();
}
