import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '../../lib/routes/staticRoutes';

/**
 * Where to go after login (RuoYi: `redirect` query, other query params kept): `?redirect=/system/user&x=1`
 * → `/system/user?x=1`. Only in-app paths are accepted (no `//evil.example`, no absolute URLs); the login and
 * register pages themselves fall back to the dashboard.
 */
export function loginTarget(search: string): string {
  const params = new URLSearchParams(search);
  const raw = params.get('redirect');
  params.delete('redirect');
  let target = raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : HOME_PATH;
  const bare = target.split(/[?#]/)[0];
  if (bare === LOGIN_PATH || bare === REGISTER_PATH) target = HOME_PATH;
  const extra = params.toString();
  if (!extra) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${extra}`;
}
