import type { Db } from '../../../db/index';
import type { ClientInfo } from '../../../lib/client-info';
import { truncate } from '../../../lib/json';
import { nowText } from '../../../lib/time';

export const LOGIN_STATUS = { success: '0', fail: '1' } as const;

export interface LogininforEntry {
  userName: string;
  /** '0' login/logout/register succeeded, '1' failed */
  status: (typeof LOGIN_STATUS)[keyof typeof LOGIN_STATUS];
  msg: string;
  client: ClientInfo;
}

/** One sys_logininfor row; never throws, so a log failure cannot break a login. */
export async function recordLogininfor(db: Db, entry: LogininforEntry, onError?: (err: unknown) => void): Promise<void> {
  try {
    await db
      .insertInto('sys_logininfor')
      .values({
        user_name: truncate(entry.userName, 50),
        ipaddr: truncate(entry.client.ip, 128),
        login_location: truncate(entry.client.location, 255),
        browser: entry.client.browser,
        os: entry.client.os,
        status: entry.status,
        msg: truncate(entry.msg, 255),
        login_time: nowText(),
      })
      .execute();
  } catch (err) {
    onError?.(err);
  }
}
