import type { FastifyInstance } from 'fastify';

export interface CallOptions {
  body?: unknown;
  langue?: string;
  headers?: Record<string, string>;
  /** The client address the call comes from (127.0.0.1 unless said). */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  headers: Record<string, unknown>;
  json: { code: number; msg: string; data: any };
}

/** Calls the API as the web app does: JSON body, `langue` header, envelope answer. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(options.langue ? { langue: options.langue } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return { status: response.statusCode, headers: response.headers, json: response.json() };
}
