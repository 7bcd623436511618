import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Whether browsers reach this site over HTTPS. Only PUBLIC_URL says so: the server itself speaks
 * plain HTTP, and a self-hoster on a LAN (`http://nas.lan:8080`) has no certificate at all, where
 * `upgrade-insecure-requests` and HSTS would send every request to an https:// nobody serves
 * (docs/decisions/0025).
 */
export function servedOverHttps(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).protocol === 'https:' : false;
}

/** helmet's own default value, sent only where the site is HTTPS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * An HTTPS PUBLIC_URL in front of this plain-HTTP server means a TLS proxy. Without TRUST_PROXY
 * every request looks like plain HTTP from the proxy's address: the session cookie goes out
 * without `Secure`, and per-address limits count all sellers as one. Said once, when the server
 * starts listening.
 */
export function warnAboutProxySettings(app: FastifyInstance, config: Config) {
  if (!servedOverHttps(config) || config.TRUST_PROXY) return;
  app.addHook('onListen', async () => {
    app.log.warn(
      { PUBLIC_URL: config.PUBLIC_URL, TRUST_PROXY: false },
      'PUBLIC_URL is https but TRUST_PROXY is false: behind a TLS proxy the session cookie is not ' +
        'marked Secure and every request seems to come from the proxy. Set TRUST_PROXY=true when ' +
        'a reverse proxy you control is in front of this server.',
    );
  });
}
