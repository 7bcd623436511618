import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.js';

const docs = (t: ReturnType<typeof useTestApp>) =>
  Promise.all(['/api/docs', '/api/docs/json'].map((url) => t.app.inject({ url })));

describe('/api/docs in production without API_DOCS', () => {
  const t = useTestApp('sqlite', { NODE_ENV: 'production' });

  it('answers 404 with the envelope, for the page and for the description', async () => {
    for (const res of await docs(t)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '资源不存在', data: null });
    }
  });
});

describe('/api/docs in production with API_DOCS=true', () => {
  const t = useTestApp('sqlite', { NODE_ENV: 'production', API_DOCS: 'true' });

  it('serves the OpenAPI description', async () => {
    const [page, json] = await docs(t);
    expect(page!.statusCode).toBe(200);
    expect(page!.body).toContain('swagger-ui');
    expect(json!.json().openapi).toMatch(/^3\./);
  });
});

describe('/api/docs in development with API_DOCS=false', () => {
  const t = useTestApp('sqlite', { NODE_ENV: 'development', API_DOCS: 'false' });

  it('is off when asked', async () => {
    for (const res of await docs(t)) expect(res.statusCode).toBe(404);
  });
});
