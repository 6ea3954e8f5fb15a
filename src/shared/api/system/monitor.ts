/** Dashboard statistics. Any back-office (user_type '00') account; members get 403. */
import type { StatsOverviewResponse } from '@shared/contract';
import { request } from '../request';

/**
 * GET /monitor/stats/overview → members, staff, school accounts, online sessions, posts / schools / enquiries
 * (null until those tables exist) and 14-day series of logins (success / fail) and new members.
 */
export function getStatsOverview(options: { silent?: boolean } = {}): Promise<StatsOverviewResponse> {
  return request<StatsOverviewResponse>({ url: '/monitor/stats/overview', method: 'get', silent: options.silent });
}
