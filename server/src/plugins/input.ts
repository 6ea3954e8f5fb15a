import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from '../lib/result';

export const NUL_MSG = '不能包含空字符（\\0）';

/**
 * Where in a parsed query, path or JSON/form body a NUL character hides (in a value or a key), as the
 * field path the envelope names ('name', 'params.beginTime', 'items.0'); null when there is none.
 * PostgreSQL refuses NUL in text, so it must stop here, answered like every other bad field.
 */
export function findNulField(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || 'value' : null;
  // raw bodies (Buffers) are files or binary payloads, not fields
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key.replaceAll('\0', '')].join('.') || 'key';
    const found = findNulField(inner, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses any API request with a NUL in its path parameters, query or parsed body: `{code:500, msg:'<field>: …'}`. */
export function registerInputChecks(app: FastifyInstance): void {
  // synchronous: it runs on every API request
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulField(part);
      if (field !== null) return done(new ServiceError(`${field}: ${NUL_MSG}`));
    }
    done();
  });
}
