import { useEffect, useState } from 'react';
import { jobHandlers } from '@shared/api/monitor/job';
import type { JobHandlerOption } from '@shared/contract/entities';
import { useLanguage } from '@shared/i18n';

export const JOB_LOG_PATH = '/monitor/job-log/index';

/** The registered handlers (GET /monitor/job/handlers: the invokeTarget choices) and a name's label in the page's language. */
export function useJobHandlers() {
  const [language] = useLanguage();
  const [handlers, setHandlers] = useState<JobHandlerOption[]>([]);
  useEffect(() => {
    void jobHandlers().then((res) => setHandlers(res.data ?? [])).catch(() => undefined);
  }, []);
  const labelOf = (h: JobHandlerOption) => (language === 'en' ? h.labelEn : h.labelZh);
  return {
    options: handlers.map((h) => ({ value: h.name, label: `${labelOf(h)} (${h.name})` })),
    label: (name: string) => {
      const h = handlers.find((x) => x.name === name);
      return h ? labelOf(h) : name;
    },
  };
}
