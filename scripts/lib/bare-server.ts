/**
 * The throughput reference of `npm run bench:api`: a bare Fastify (no logger, plugins or hooks) with one POST route
 * per call, `/bare/<call>`, answering that call's envelope (read from the JSON file BARE_ENVELOPES, `{call: envelope}`)
 * serialized per request as Fastify does for a returned object. Its own process on PORT, like the real server.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const envelopes = JSON.parse(readFileSync(process.env.BARE_ENVELOPES!, 'utf8')) as Record<string, object>;
const app = Fastify();
for (const [name, envelope] of Object.entries(envelopes)) app.post(`/bare/${name}`, async () => envelope);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
