/**
 * An HTTPS front speaking HTTP/2, standing in for what a park puts before the app (Caddy with a
 * domain name, a CDN: compose.yaml, docs/scaling.md). Visitors never reach the app over plain
 * HTTP/1.1, where a browser opens at most six connections to a host and a page of 30 small files
 * waits its turn; a PWA is served over HTTPS anyway. The certificate is made for this run only.
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Headers of one hop, which HTTP/2 forbids passing on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

export interface TlsFront {
  /** `https://localhost:<port>` */
  url: string;
  stop(): Promise<void>;
}

export async function startTlsFront(target: string): Promise<TlsFront> {
  const upstream = new URL(target);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true });
  server.on('request', (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = upstream.host;
    headers['x-forwarded-proto'] = 'https';
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name)) back[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
