/** The total-cost calculator's public calls (issue 15; server/src/modules/cost/routes.ts). */
import type { BbsDataList, SchoolRow } from '@shared/contract';
import type { CostSchoolsBody } from '@shared/cost/contract';
import type { CostRates } from '@shared/cost/rates';
import { read, type CallOptions } from './web';

/** POST /bbs/web/costRates → data: the exchange rates and government fees (config rows an admin edits) */
export function getCostRates(opts?: CallOptions): Promise<{ data?: CostRates }> {
  return read('costRates', {}, opts);
}

/** POST /bbs/web/costSchools {ids, lang} → data: the shown schools among `ids`, in that order */
export function listCostSchools(body: CostSchoolsBody, opts?: CallOptions): Promise<BbsDataList<SchoolRow>> {
  return read('costSchools', body, opts);
}
