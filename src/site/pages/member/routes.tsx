/**
 * Member centre routes (the same in both languages; spread into the language tables of src/site/routes.tsx):
 * /layout (→ /layout/person), /layout/editinfo, /layout/schoolinfo, /layout/password and /notify are one lazy
 * chunk (MemberShell picks the page; the login popup when logged out), and /dssForgetPsd. Few lazy entries keep
 * the route table, which every page loads, small.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazyPage';
import { SITE_PATHS as P } from '../../lib/routePatterns';

const NS = ['site-member', 'site-directory'];
const centre = lazyPage(() => import('./MemberShell'), NS);

export function memberRoutes(): RouteObject[] {
  return [
    { path: P.memberCentre, ...centre },
    { path: P.notify, ...centre },
    { path: P.forgetPassword, ...lazyPage(() => import('../auth/ForgetPasswordPage'), NS) },
  ];
}
