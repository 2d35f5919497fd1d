import { useEffect } from 'react';
import { formatPageTitle } from './page-title.js';

export function usePageTitle(unreadCount = 0): void {
  useEffect(() => {
    document.title = formatPageTitle(unreadCount);
  }, [unreadCount]);
}
