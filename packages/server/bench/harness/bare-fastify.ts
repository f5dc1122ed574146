// The bare-Fastify ceiling: one route answering a fixed JSON body (the endpoint's own answer), no session,
// no database. Started as a child process: node --import tsx bare-fastify.ts <port> <body file>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile!, 'utf8');
const app = Fastify({ logger: false });
app.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
