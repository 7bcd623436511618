import { describe, expect, it } from 'vitest';
import { parseBsrText } from './bsr.js';

describe('parseBsrText', () => {
  it('reads a 2019 US row with category paths, keeping the leaf', () => {
    const text =
      '#25,654 in Home & Kitchen (See Top 100 in Home & Kitchen) #30 in Home & Kitchen > Home Décor > Slipcovers > ' +
      'Dining Chair Slipcovers #3,560 in Home & Kitchen > Kitchen & Dining > Food Service Equipment & Supplies';
    expect(parseBsrText(text)).toEqual([
      { rank: 25654, category: 'Home & Kitchen' },
      { rank: 30, category: 'Dining Chair Slipcovers' },
      { rank: 3560, category: 'Food Service Equipment & Supplies' },
    ]);
  });

  it.each([
    ['#1,234 in Toys & Games', 1234, 'Toys & Games'],
    ['Nr. 1.234 in Spielzeug', 1234, 'Spielzeug'],
    ['n°1 234 en Cuisine & Maison', 1234, 'Cuisine & Maison'],
    ['n°1\u00a0234 dans Cuisine & Maison', 1234, 'Cuisine & Maison'],
    ['1.234 en Hogar y cocina', 1234, 'Hogar y cocina'],
    ['nº1,643,215 en Hogar y cocina (Ver el Top 100 en Hogar y cocina)', 1643215, 'Hogar y cocina'],
    [
      '1.892.338 en Cuisine & Maison (Voir les 100 premiers en Cuisine & Maison)',
      1892338,
      'Cuisine & Maison',
    ],
    ['n. 1.234 in Casa e cucina (Visualizza i Top 100 nella categoria Casa e cucina)', 1234, 'Casa e cucina'],
    ['- 12,345位ホーム&キッチン (ホーム&キッチンの売れ筋ランキングを見る)', 12345, 'ホーム&キッチン'],
    ['Best Sellers Rank: #41,328 in Kindle Store (See Top 100 in Kindle Store)', 41328, 'Kindle Store'],
  ])('%s', (text, rank, category) => expect(parseBsrText(text)).toEqual([{ rank, category }]));

  it('reads a 2017 amazon.es row whose second rank is marked "n.°"', () => {
    const text =
      'nº1 en Hogar y cocina (Ver los 100 más vendidos) n.° 1 en Hogar y cocina > ' +
      'Aspiración, limpieza y cuidado de suelo y ventanas > Aspiradoras > Robots aspiradores';
    expect(parseBsrText(text)).toEqual([
      { rank: 1, category: 'Hogar y cocina' },
      { rank: 1, category: 'Robots aspiradores' },
    ]);
  });

  it('reads a 2017 Kindle rank that names its list, paid or free, before "in"', () => {
    const text =
      '#10,214 Paid in Kindle Store (See Top 100 Paid in Kindle Store) #109 in Kindle Store > Kindle eBooks > ' +
      'Mystery, Thriller & Suspense > Mystery > International Mystery & Crime';
    expect(parseBsrText(text)).toEqual([
      { rank: 10214, category: 'Kindle Store' },
      { rank: 109, category: 'International Mystery & Crime' },
    ]);
    expect(parseBsrText('#52 Free in Kindle Store')).toEqual([{ rank: 52, category: 'Kindle Store' }]);
  });

  it('keeps parentheses that belong to a category name', () => {
    expect(parseBsrText('#41 in Political Fiction (Kindle Store) #118 in Political Fiction (Books)')).toEqual(
      [
        { rank: 41, category: 'Political Fiction (Kindle Store)' },
        { rank: 118, category: 'Political Fiction (Books)' },
      ],
    );
  });

  it('strips the row label of older layouts', () => {
    expect(
      parseBsrText('Amazon Bestseller-Rang: Nr. 1.234.207 in Küche, Haushalt & Wohnen Nr. 1345 in Hussen'),
    ).toEqual([
      { rank: 1234207, category: 'Küche, Haushalt & Wohnen' },
      { rank: 1345, category: 'Hussen' },
    ]);
  });

  it.each(['', 'Schreiben Sie die erste Bewertung', 'See Top 100 in Books'])('%s → no rank', (text) =>
    expect(parseBsrText(text)).toEqual([]),
  );
});
