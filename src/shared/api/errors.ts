/** The rejection type of every request (kept apart from request.ts so callers need not load axios). */
/** What a failed request rejects with. */
export class RequestError extends Error {
  /** the envelope `code` (business failures: 401, 403, 500, 601, ...) */
  code?: number;
  /** the HTTP status when the server answered with a non-2xx status */
  status?: number;
  /** network | timeout | http | business | repeat | canceled */
  kind: RequestErrorKind;
  /** the parsed envelope, when there was one */
  body?: unknown;
  constructor(
    msg: string,
    init: { code?: number; status?: number; kind: RequestErrorKind; body?: unknown; cause?: unknown },
  ) {
    super(msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'RequestError';
    this.code = init.code;
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
  }
}
export type RequestErrorKind = 'network' | 'timeout' | 'http' | 'business' | 'repeat' | 'canceled';

export function isRequestError(e: unknown): e is RequestError {
  return e instanceof RequestError;
}
