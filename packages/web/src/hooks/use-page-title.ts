import { useEffect } from 'react';

/** Sets the browser tab title to "<title> · CareNest" while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · CareNest`;
    return () => {
      document.title = 'CareNest';
    };
  }, [title]);
}
