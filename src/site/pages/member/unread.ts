import { useQuery } from '@tanstack/react-query';
import { countUnreadNotice } from '@shared/api/member';
import { memberKeys } from './paths';

/** The unread notice count (the header's and /notify's: one query, refreshed at most once a minute unless invalidated). */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: memberKeys.unread,
    queryFn: async () => (await countUnreadNotice({ silent: true })).data,
    enabled,
    staleTime: 60_000,
    refetchInterval: 60_000,
    retry: false,
  });
}
