import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, sendCsv } from './csv-download.js';

interface Row {
  term: string | null;
  rank: number;
  share: number | null;
}

async function* chunks(...parts: Row[][]): AsyncGenerator<Row[]> {
  for (const part of parts) yield part;
}

describe('CSV download', () => {
  it('streams a BOM, the header and every chunk, quoting what needs it and defusing formulas', async () => {
    const app = Fastify();
    app.get('/export', (_request, reply) =>
      sendCsv(
        reply,
        '关键词 mining.csv',
        [
          { key: 'term', header: 'Search term' },
          { key: 'rank', header: 'Rank' },
          { key: 'share', header: 'Click share' },
        ],
        chunks(
          [
            { term: '大蒜 press, steel', rank: 1, share: 0.25 },
            { term: '=HYPERLINK("http://x")', rank: 2, share: null },
          ],
          [{ term: '-5 off', rank: -3, share: 0.1 }],
        ),
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/export' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="____mining.csv"; filename*=UTF-8''${encodeURIComponent('关键词 mining.csv')}`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.replace(/^\uFEFF/, '').split('\n')).toEqual([
      'Search term,Rank,Click share',
      '"大蒜 press, steel",1,0.25',
      `"'=HYPERLINK(""http://x"")",2,`,
      "'-5 off,-3,0.1",
      '',
    ]);
    await app.close();
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('garlic press')).toBe('garlic press');
    expect(neutraliseFormula('@brand')).toBe("'@brand");
    expect(neutraliseFormula('\t=1')).toBe("'\t=1");
  });
});
