/**
 * Default answers of the system pages' calls for tests that open the admin shell on any page (empty lists and
 * trees), built with the module kit's mocks. A test about a page overrides them with `server.use(...)`, usually
 * with its own `crudMock(entity, rows)`.
 */
import { http, type HttpHandler } from 'msw';
import { configEntity, deptEntity, dictDataEntity, dictTypeEntity, menuEntity, roleEntity, userEntity } from '@shared/contract/entities';
import { crudMock } from './crud';
import { api, ok } from './handlers';

const empty = () => ok({ data: [] });

export const systemHandlers: HttpHandler[] = [
  ...crudMock(userEntity, []).handlers,
  ...crudMock(roleEntity, []).handlers,
  ...crudMock(configEntity, []).handlers,
  ...crudMock(dictTypeEntity, []).handlers,
  ...crudMock(dictDataEntity, []).handlers,
  http.get(api('/system/user/deptTree'), empty),
  http.get(api('/system/dept/list'), empty),
  http.get(api('/system/menu/list'), empty),
  ...crudMock(deptEntity, []).handlers,
  ...crudMock(menuEntity, []).handlers,
];
