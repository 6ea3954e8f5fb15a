/**
 * MSW handlers for the total-cost calculator's calls (POST /bbs/web/costRates, /bbs/web/costSchools), answering
 * like the server (server/src/modules/cost/routes.ts) from the bbs fixtures; `mockCostRates` is what costRates gives.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { costSchoolsBodySchema } from '@shared/cost/contract';
import { DEFAULT_COST_RATES, type CostRates } from '@shared/cost/rates';
import { handle, mockSchools, schoolRowFor } from './bbs';

const api = (path: string) => `*/prod-api/bbs/web${path}`;

export const mockCostRates: { current: CostRates } = { current: DEFAULT_COST_RATES };

export const costHandlers: HttpHandler[] = [
  http.post(api('/costRates'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: mockCostRates.current })),
  http.post(api('/costSchools'), handle(async (request) => {
    const { ids, lang } = costSchoolsBodySchema.parse(await request.json().catch(() => ({})));
    const rows = ids.flatMap((id) => mockSchools.filter((s) => s.schoolId === id).map((s) => schoolRowFor(s, lang)));
    return HttpResponse.json({ code: 200, msg: '操作成功', data: rows });
  })),
];
