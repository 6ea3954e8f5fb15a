/**
 * Member centre routes (the same in both languages; spread into the language tables of src/site/routes.tsx):
 * /layout → /layout/person, /layout/editinfo, /layout/schoolinfo, /layout/password and /notify inside the centre's
 * frame (MemberShell: the login popup when logged out), and /dssForgetPsd. Every page is its own lazy chunk with
 * the `site-member` texts (and the directory's, for the pager and list states).
 */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazyPage';

const NS = ['site-member', 'site-directory'];

const page = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({ path, lazy: lazyPage(load, NS) });

export function memberRoutes(): RouteObject[] {
  return [
    {
      lazy: lazyPage(() => import('./MemberShell'), NS),
      children: [
        { path: 'layout', element: <Navigate to="person" replace /> },
        page('layout/person', () => import('./PersonPage')),
        page('layout/editinfo', () => import('./EditInfoPage')),
        page('layout/schoolinfo', () => import('./SchoolInfoPage')),
        page('layout/password', () => import('./PasswordPage')),
        page('notify', () => import('./NotifyPage')),
      ],
    },
    page('dssForgetPsd', () => import('../auth/ForgetPasswordPage')),
  ];
}
