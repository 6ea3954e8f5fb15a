/** 系统接口 (RuoYi's swagger page): the server's OpenAPI 3 document. */
import { request } from '../request';

/** A JSON Schema as the document gives it (OpenAPI 3.0 dialect). */
export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  [key: string]: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  tags?: string[];
  operationId?: string;
  summary?: string;
  /** the route's authentication: 'required' (default), 'optional' or 'none' */
  'x-auth'?: 'required' | 'optional' | 'none';
  /** its guard: `system:user:list`, `a|b` (any of), `role:admin` */
  'x-permission'?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** GET /tool/swagger/openapi.json (`tool:swagger:list`): every API route with its permission and schemas. */
export const getOpenApi = () => request<OpenApiDocument>({ url: '/tool/swagger/openapi.json', method: 'get' });
