import { useCallback, useEffect, useRef, useState } from 'react';
import { getStatsOverview } from '@shared/api/system/monitor';
import type { StatsOverview } from '@shared/contract';

export interface StatsState {
  data: StatsOverview | null;
  loading: boolean;
  /** the failure message (shown inline; the request is silent) */
  error: string | null;
  reload(): Promise<void>;
}

/**
 * GET /monitor/stats/overview once per page instance (a page kept alive by the tags view does not refetch when
 * shown again; `reload` does). Failures are shown by the page, not as a toast.
 */
export function useStatsOverview(): StatsState {
  const [data, setData] = useState<StatsOverview | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);

  const reload = useCallback(async () => {
    const id = ++seq.current;
    setLoading(true);
    setError(null);
    try {
      const res = await getStatsOverview({ silent: true });
      if (id === seq.current) setData(res.data);
    } catch (err) {
      if (id === seq.current) setError(err instanceof Error ? err.message : String(err));
    } finally {
      if (id === seq.current) setLoading(false);
    }
  }, []);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void reload();
  }, [reload]);

  return { data, loading, error, reload };
}
