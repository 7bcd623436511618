import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  client_reference_id: string | null;
  amount_total: number | null;
  currency: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  metadata: Record<string, string>;
}

/**
 * Stripe's API on loopback for tests, as far as Checkout Sessions go (create, retrieve): the SDK
 * talks to it through STRIPE_API_URL, as it would to stripe-mock. Its sessions can be edited.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const state = { failing: false, created: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(value));
      };
      if (state.failing) return send(500, { error: { type: 'api_error', message: 'down' } });
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
        const unit = Number(form.get('line_items[0][price_data][unit_amount]'));
        const quantity = Number(form.get('line_items[0][quantity]'));
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_reference_id: form.get('client_reference_id'),
          amount_total: unit * quantity,
          currency: form.get('line_items[0][price_data][currency]'),
          payment_status: 'unpaid',
          metadata: { order_no: form.get('metadata[order_no]') ?? '' },
        };
        sessions.set(id, session);
        state.created += 1;
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(req.url ?? '');
      const session = match && req.method === 'GET' ? sessions.get(match[1]!) : undefined;
      if (session) return send(200, session);
      return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
