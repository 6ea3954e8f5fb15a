/**
 * Request URLs can carry secrets in the query: the spec's profile call sends
 * `updatePwd?oldPassword=…&newPassword=…`. Anything that logs a URL goes through this first.
 */
const SECRET_PARAMS = /^(password|oldPassword|newPassword|confirmPassword|token)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponentSafe(eq < 0 ? pair : pair.slice(0, eq));
      return SECRET_PARAMS.test(name) ? `${pair.slice(0, eq < 0 ? pair.length : eq)}=***` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
