import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { redactUrl } from '../../server/src/lib/redact';
import { createTestServer, login } from './helpers';

describe('secrets in request URLs', () => {
  it('masks password parameters and leaves the others', () => {
    expect(redactUrl('/prod-api/system/user/profile/updatePwd?oldPassword=a%26b&newPassword=secret1&x=1')).toBe(
      '/prod-api/system/user/profile/updatePwd?oldPassword=***&newPassword=***&x=1',
    );
    expect(redactUrl('/prod-api/getInfo')).toBe('/prod-api/getInfo');
    expect(redactUrl('/a?password')).toBe('/a?password=***');
  });

  it('keeps passwords sent in the query out of the request log', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const ctx = await createTestServer({ logger: { level: 'info', stream } });
    try {
      const token = await login(ctx, 'admin');
      await ctx.app.inject({
        method: 'PUT',
        url: '/prod-api/system/user/profile/updatePwd?oldPassword=OldSecret-1&newPassword=NewSecret-2',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(logged).toContain('updatePwd');
      expect(logged).not.toContain('OldSecret-1');
      expect(logged).not.toContain('NewSecret-2');
    } finally {
      await ctx.close();
    }
  });
});
