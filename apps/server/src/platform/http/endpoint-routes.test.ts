import { ENDPOINTS, type Endpoint } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.js';

/** Routes that are no API call: the health check, the API's own description, the web's files. */
const isOutsideTheContract = (url: string) =>
  url === '/healthz' || url.startsWith('/api/docs') || !/^\/(api|dev|event|files|pay)\b/.test(url);

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const keyOf = (endpoint: Endpoint) => key({ method: endpoint.method, url: endpoint.path });

/** Every API route is declared with addRoute from its contract endpoint (decisions/0029). */
describe('every route is built from a contract endpoint, and every endpoint has its route', () => {
  // The route table does not depend on the engine.
  const t = useTestApp('sqlite');

  const apiRoutes = () =>
    t.app.declaredRoutes.filter((route) => route.method !== 'HEAD' && !isOutsideTheContract(route.url));

  it('registers no API route without an endpoint object', () => {
    const strays = apiRoutes()
      .filter((route) => route.endpoint === undefined)
      .map(key);
    expect(strays).toEqual([]);
  });

  it('gives every endpoint its route, with the method and path the contract says', () => {
    const routes = apiRoutes();
    const missing = Object.entries(ENDPOINTS)
      .filter(
        ([, endpoint]) =>
          !routes.some((route) => route.endpoint === endpoint && key(route) === keyOf(endpoint)),
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
