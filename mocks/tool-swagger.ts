/**
 * MSW handler of 系统接口 (issue 14): GET /tool/swagger/openapi.json answers a small OpenAPI document shaped like
 * the server's (tags from the path, x-permission / x-auth, a kit list with query parameters, a body, the envelopes).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { OpenApiDocument } from '@shared/api/tool/swagger';
import { api } from './handlers';

const ajax = { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/AjaxResult' } } } };

export const OPENAPI_DOC: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: '深度择校 API', version: '1.0.0' },
  servers: [{ url: '/prod-api' }],
  tags: [{ name: 'captchaImage' }, { name: 'monitor/job', description: '定时任务' }, { name: 'system/user', description: '用户管理' }],
  paths: {
    '/captchaImage': { get: { tags: ['captchaImage'], summary: '', 'x-auth': 'none', responses: { 200: ajax } } },
    '/monitor/job/run': { put: { tags: ['monitor/job'], summary: '定时任务', 'x-auth': 'required', 'x-permission': 'monitor:job:changeStatus', responses: { 200: ajax } } },
    '/system/user/list': {
      get: {
        tags: ['system/user'],
        summary: '用户管理',
        'x-permission': 'system:user:list',
        parameters: [
          { name: 'userName', in: 'query', required: false, schema: { type: 'string', maxLength: 30 } },
          { name: 'pageNum', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
        ],
        responses: {
          200: {
            description: 'OK',
            content: {
              'application/json': {
                schema: { allOf: [{ $ref: '#/components/schemas/TableDataInfo' }, { type: 'object', properties: { rows: { type: 'array', items: { type: 'object', properties: { userId: { type: 'integer' }, userName: { type: 'string' } } } } } }] },
              },
            },
          },
        },
      },
    },
    '/system/user': {
      post: {
        tags: ['system/user'],
        summary: '用户管理',
        'x-permission': 'system:user:add',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { userName: { type: 'string', minLength: 1, maxLength: 30 }, sex: { type: 'string', enum: ['0', '1', '2'] } }, required: ['userName'] },
            },
          },
        },
        responses: { 200: ajax },
      },
    },
  },
  components: {
    schemas: {
      AjaxResult: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} }, required: ['code', 'msg'] },
      TableDataInfo: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' }, rows: { type: 'array', items: {} }, total: { type: 'integer' } }, required: ['code', 'msg', 'rows', 'total'] },
    },
  },
};

export const toolSwaggerHandlers: HttpHandler[] = [http.get(api('/tool/swagger/openapi.json'), () => HttpResponse.json(OPENAPI_DOC))];
