import i18next from 'i18next';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes/route-table';

describe('AI listing routes (SPEC §2)', () => {
  it.each(['/ai/listing/edit', '/ai/listing/estimate', '/copywriting'])(
    '%s loads its page together with the listing messages, no longer a not-built page',
    async (path) => {
      i18next.removeResourceBundle('zh-CN', 'listing');
      const matches = matchRoutes(routes, path) ?? [];
      const route = matches.at(-1)?.route;
      expect(route?.handle).toBeUndefined();
      if (typeof route?.lazy !== 'function') throw new Error(`${path} is not a lazy page`);
      const loaded = await route.lazy();
      expect(loaded).toHaveProperty('Component');
      expect(i18next.hasResourceBundle('zh-CN', 'listing')).toBe(true);
    },
  );
});
