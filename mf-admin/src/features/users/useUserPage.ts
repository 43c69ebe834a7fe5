import { useState } from 'react';
import { useDebounced } from 'shared-ui';
import { useGetAdminUsersQuery, type ListedRole } from './adminUsersApi';
import { clampPage } from './clampPage';

export const FILTER_DEBOUNCE_MS = 500;

/**
 * One section's list: the text typed in its filter (sent once typing has stopped for 500 ms),
 * the page asked for, and the answer for exactly that role, filter and page.
 */
export function useUserPage(role: ListedRole) {
  const [text, setText] = useState('');
  const filter = useDebounced(text.trim(), FILTER_DEBOUNCE_MS);
  // The page is remembered with the filter it was chosen under: a new filter starts at page 1.
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const { data, currentData, error, isFetching } = useGetAdminUsersQuery({ role, page, filter });
  // A role change or a deletion can empty the last page while users remain: go to the new last.
  const totalPages = currentData?.pagination.totalPages;
  const inRange = totalPages === undefined ? page : clampPage(page, totalPages);
  // Adjusted while rendering (React's pattern for state derived from an answer): no frame shows
  // the emptied page.
  if (inRange !== page) setPaging({ filter, page: inRange });

  return {
    text,
    setText,
    page,
    setPage: (next: number) => setPaging({ filter, page: next }),
    /** The rows of this very page; undefined while they load or while a page past the end gives way. */
    shown: inRange === page ? currentData : undefined,
    /** The latest answer of any page, so the count and the page numbers stay while the next loads. */
    latest: data,
    /** Only when nothing is on its way: a retry or the next page may still answer. */
    error: isFetching ? undefined : error,
    isFetching,
  };
}
