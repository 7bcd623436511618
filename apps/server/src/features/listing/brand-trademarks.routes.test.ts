import { API } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';

// A test fixture of the word-mark CSV: one live mark, one dead one.
const MARKS = `mark,owner,office,classes,status,serial
Sunny Home,Owner C,USPTO,21,live,90000003
Old Glory Cups,Owner D,USPTO,21,dead,90000004
`;

describe('the listing check flags registered trademarks (brand-word scan)', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;

  beforeAll(async () => {
    expect(await importIntoCatalog(t.app, 'trademarks', MARKS, { fileName: 'marks.csv' })).toMatchObject({
      accepted: 2,
    });
    headers = { ...(await createSeller(t.app)).headers, 'x-lang': 'en-US' };
  });

  const brandsFlagged = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: API.listingCheck, headers, payload });
    expect(res.statusCode).toBe(200);
    const findings = res.json().data.findings as { rule: string; params: { brand: string } }[];
    return findings.filter((f) => f.rule === 'text.brand').map((f) => f.params.brand);
  };

  it('flags a live mark however it is spaced or cased, never a dead one nor the seller’s own', async () => {
    const listing = { bullets: [], description: '', searchTerms: '' };
    expect(await brandsFlagged({ ...listing, title: 'SUNNY-HOME Storage Basket' })).not.toEqual([]);
    expect(await brandsFlagged({ ...listing, title: 'Old Glory Cups Storage Basket' })).toEqual([]);
    expect(
      await brandsFlagged({ ...listing, title: 'Sunny Home Storage Basket', brand: 'Sunny Home' }),
    ).toEqual([]);
  });
});
