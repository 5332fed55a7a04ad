/**
 * The throughput baseline: a bare Fastify route answering a fixed JSON body read from a file.
 * Usage: node scripts/bench/bare-server.ts <port> <body.json>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port = '0', bodyFile = ''] = process.argv.slice(2);
const body = readFileSync(bodyFile, 'utf8');
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
