import { useEffect } from 'react';

/** Sets the tab's title while the page is shown (a shared link is often opened in a new tab), and puts the old one back. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
