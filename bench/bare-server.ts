import Fastify from 'fastify';

/** The baseline: a bare Fastify route answering an envelope of the same shape, no auth, no DB. */
const app = Fastify({ logger: false });
app.get('/api/account/info', async () => ({
  code: 1,
  msg: '',
  data: { user: { id: 1, nickname: 'guest' } },
}));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
