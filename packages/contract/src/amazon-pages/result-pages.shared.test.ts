import { describe, expect, it } from 'vitest';
import { parseAmazonPage } from './parse-amazon-page.js';
import { resultPageSchema, type ResultItem } from './schemas.js';
import { hasSharedData, sharedPage } from './shared-data.test-support.js';

interface Expected {
  file: string;
  kind: 'search' | 'bestsellers';
  marketplace: string;
  keyword?: string;
  category?: string;
  count: number;
  sponsored: number;
  first: ResultItem;
  last: ResultItem;
}

/**
 * Every search and Best Sellers page of the shared data, read by eye: the number of results (22 on
 * "plastikfrei flasche" as the upstream test expects, sponsored ones included), the first and last
 * result. amazon.de 2022 was served in English, so its prices use a decimal point. The first 2019
 * result is a sponsored tile that shows no price.
 */
const PAGES: readonly Expected[] = [
  {
    file: 'search_results_html/amazon_de_search_2019_10b22925-aa3f-46c4-8c6a-228d2863fa05.html',
    kind: 'search',
    marketplace: 'DE',
    ...{ keyword: 'plastikfrei flasche' },
    count: 22,
    sponsored: 6,
    first: {
      position: 1,
      asin: 'B077ZB6LWK',
      title:
        'Freiglas 1,0l Trinkflasche aus Glas *Blume des Lebens* 100% plastikfrei, Nachhaltig, Made in Freiburg',
      price: null,
      rating: 4.8,
      ratingCount: 7,
      sponsored: true,
    },
    last: {
      position: 22,
      asin: 'B071K41WYY',
      title:
        'Super Sparrow Trinkflasche Edelstahl Wasserflasche - 500ml & 750ml & 1000ml - Isolier Flasche mit Perfekte Thermosflasche für das Laufen, Fitness, Yoga, Im Freien und Camping | Frei von BPA',
      price: { amount: 20.59, currency: 'EUR' },
      rating: 4.3,
      ratingCount: 895,
      sponsored: true,
    },
  },
  {
    file: 'search_results_html/amazon_de_search_2019_2d1a5dab-0fae-44a6-80fe-77a73d20f674.html',
    kind: 'search',
    marketplace: 'DE',
    ...{ keyword: 'plastikfrei besteck' },
    count: 20,
    sponsored: 4,
    first: {
      position: 1,
      asin: 'B07HDW5DM5',
      title:
        'GreenFellows 3er Bambus Kinderbesteck (-Gabel, Löffel, Messer) - OHNE Chemie (Nicht GEFÄRBT), Plastikfrei & Hochwertig - 16cm Kindergeschirr - Sicheres Bambus Besteck-Set für Ihr Kind ab 1 Jahr',
      price: { amount: 7.99, currency: 'EUR' },
      rating: null,
      ratingCount: null,
      sponsored: true,
    },
    last: {
      position: 20,
      asin: 'B07L91251Z',
      title:
        'LoveOlvidoD Kreative Edelstahl Besteck Set Wiederverwendbare Strohhalme Löffel Filterpipette Reinigungsbürsten für Smoothie-Milchshake-Cocktail',
      price: { amount: 13.99, currency: 'EUR' },
      rating: null,
      ratingCount: null,
      sponsored: false,
    },
  },
  {
    file: 'search_results_html/amazon_de_search_2019_d741e464-92aa-494f-84cc-88986b441d54.html',
    kind: 'search',
    marketplace: 'DE',
    ...{ keyword: 'plastikfrei gemüsebeutel' },
    count: 22,
    sponsored: 6,
    first: {
      position: 1,
      asin: 'B07JKXG7Y1',
      title:
        'CottonLoveBag-Gemüsebeutel, Obstbeutel 5+1 SET, Baumwolle- wiederverwendbar, umweltfreundlich, ökologisch, Einkaufsnetz, Obstnetz, Gemüsenetze, Einkaufsbeutel, plastikfrei',
      price: { amount: 21.9, currency: 'EUR' },
      rating: 4.5,
      ratingCount: 15,
      sponsored: true,
    },
    last: {
      position: 22,
      asin: 'B07CVXD9M9',
      title:
        'Lebensmittel Beutel Koch Beutel Küche Beutel Wiederverwendbare aus Silikon für Obst Gemüse Milch Snacks Fleisch (4 Packungen)',
      price: { amount: 17.99, currency: 'EUR' },
      rating: 4.5,
      ratingCount: 59,
      sponsored: true,
    },
  },
  {
    file: 'search_results_html/amazon_de_search_2022_katzenfutter.html',
    kind: 'search',
    marketplace: 'DE',
    ...{ keyword: 'katzenfutter' },
    count: 60,
    sponsored: 12,
    first: {
      position: 1,
      asin: 'B013JF5F0C',
      title: 'FELIX Countryside Sensations Dry Cat Food with Beef and Chicken, Pack of 1 (1 x 1 kg)',
      price: { amount: 2.95, currency: 'EUR' },
      rating: 4.7,
      ratingCount: 111,
      sponsored: true,
    },
    last: {
      position: 60,
      asin: 'B0882C8FZ5',
      title: 'Venandi Animal Premium Dry Cat Food Salmon Grain Free with Lots of Fresh Salmon 1.5 kg',
      price: { amount: 12.99, currency: 'EUR' },
      rating: 4.7,
      ratingCount: 263,
      sponsored: true,
    },
  },
  {
    file: 'bestseller_pages_html/amazon_ae_bestsellers_appliances_2025.html',
    kind: 'bestsellers',
    marketplace: 'AE',
    ...{ category: 'Appliances' },
    count: 30,
    sponsored: 0,
    first: {
      position: 1,
      asin: 'B0C6DVQYLM',
      title:
        'Midea 8KG Front Load Washing Machine with BLDC Inverter Motor, 1400 RPM, 15 Programs, Fully Automatic Washer with Lunar Dial, Integrated Digital Control-LED Display, Multiple Temperature MF100W80BTGCC',
      price: { amount: 897.65, currency: 'AED' },
      rating: 4,
      ratingCount: 110,
      sponsored: false,
    },
    last: {
      position: 30,
      asin: 'B07N5MT23K',
      title:
        'Small Glass Microwave Plate - Replacement Turntable Plate for Small Microwaves 9.6 inch / 24.5cm',
      price: { amount: 21.98, currency: 'AED' },
      rating: 4.4,
      ratingCount: 169,
      sponsored: false,
    },
  },
  {
    file: 'bestseller_pages_html/amazon_com_bestsellers_tools_home_improvement_2022.html',
    kind: 'bestsellers',
    marketplace: 'US',
    ...{ category: 'Tools & Home Improvement' },
    count: 30,
    sponsored: 0,
    first: {
      position: 1,
      asin: 'B08N5NQ869',
      title:
        'Ring Video Doorbell - 1080p HD video, improved motion detection, easy installation – Satin Nickel',
      price: { amount: 59.99, currency: 'USD' },
      rating: 4.6,
      ratingCount: 132223,
      sponsored: false,
    },
    last: {
      position: 30,
      asin: 'B07WNRN9WQ',
      title:
        'Glocusent LED Neck Reading Light, Book Light for Reading in Bed, 3 Colors, 6 Brightness Levels, Bendable Arms, Rechargeable, Long Lasting, Perfect for Reading, Knitting, Camping, Repairing',
      price: { amount: 19.99, currency: 'USD' },
      rating: 4.7,
      ratingCount: 82083,
      sponsored: false,
    },
  },
];

describe.skipIf(!hasSharedData)('search and Best Sellers pages of the shared data', () => {
  it.each(PAGES.map((expected) => [expected.file, expected] as const))('%s', (file, expected) => {
    const page = resultPageSchema.parse(parseAmazonPage(sharedPage(file)));
    expect(page.kind).toBe(expected.kind);
    expect(page.marketplace).toBe(expected.marketplace);
    if (page.kind === 'search') expect(page.keyword).toBe(expected.keyword);
    else expect(page.category).toBe(expected.category);
    expect(page.items).toHaveLength(expected.count);
    expect(page.items.filter((item) => item.sponsored)).toHaveLength(expected.sponsored);
    expect(page.items[0]).toEqual(expected.first);
    expect(page.items.at(-1)).toEqual(expected.last);
    expect(page.items.map((item) => item.position)).toEqual(page.items.map((_, index) => index + 1));
  });

  it('reads the ranks of the Best Sellers pages in order, with a title and a price for each', () => {
    const page = parseAmazonPage(
      sharedPage('bestseller_pages_html/amazon_com_bestsellers_tools_home_improvement_2022.html'),
    );
    if (page.kind !== 'bestsellers') throw new Error('not read as a Best Sellers page');
    expect(page.items.slice(0, 3).map((item) => item.asin)).toEqual([
      'B08N5NQ869',
      'B089DR29T6',
      'B0932M1666',
    ]);
    expect(page.items.every((item) => item.title && item.price?.currency === 'USD')).toBe(true);
    const ae = parseAmazonPage(
      sharedPage('bestseller_pages_html/amazon_ae_bestsellers_appliances_2025.html'),
    );
    if (ae.kind !== 'bestsellers') throw new Error('not read as a Best Sellers page');
    expect(ae.items.slice(0, 2).map((item) => item.asin)).toEqual(['B0C6DVQYLM', 'B09RPY6VSN']);
    expect(ae.items.every((item) => item.price?.currency === 'AED')).toBe(true);
  });
});
