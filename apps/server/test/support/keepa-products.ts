import type { FakeKeepa, FakeKeepaProduct } from './fake-keepa.js';

const DAY_MS = 86_400_000;

/** A product Keepa tracked for the last 60 days: its rank climbing, its price falling, sales noted. */
export function trackedBottle(asin: string, now = new Date()): FakeKeepaProduct {
  const day = (n: number) => new Date(Math.floor(now.getTime() / 60_000) * 60_000 - n * DAY_MS);
  return {
    asin,
    title: `Insulated steel bottle ${asin}`,
    brand: 'Keepa Test Brand',
    categories: [
      [1055398, 'Home & Kitchen'],
      [289814, 'Water Bottles'],
    ],
    subRank: { categoryId: 289814, rank: 14 },
    drops: { d30: 40, d90: 110, d180: 200 },
    points: [
      {
        at: day(60),
        newPrice: 24.99,
        amazon: 25.99,
        rank: 5200,
        subRank: 40,
        rating: 4.4,
        ratingCount: 310,
        monthlySold: 200,
      },
      { at: day(30), newPrice: 22.99, rank: 3100, subRank: 25, ratingCount: 355, monthlySold: 300 },
      { at: day(7), newPrice: 21.49, fba: 21.99, rank: 2400, subRank: 18, rating: 4.5, ratingCount: 402 },
      { at: day(1), rank: 1900, subRank: 14, monthlySold: 400 },
    ],
  };
}

/** Keepa's later view of a product: its rank and price moved by the given factors. */
export function movedOn(
  product: FakeKeepaProduct,
  by: { rank: number; price: number },
  now = new Date(),
): FakeKeepaProduct {
  const last = product.points.at(-1)!;
  const lastPrice = [...product.points].reverse().find((p) => p.newPrice != null)?.newPrice ?? 20;
  return {
    ...product,
    points: [
      ...product.points,
      {
        at: new Date(Math.max(now.getTime(), last.at.getTime() + 60_000)),
        rank: Math.round((last.rank ?? 1000) * by.rank),
        newPrice: Math.round(lastPrice * by.price * 100) / 100,
      },
    ],
  };
}

export function addKeepaProducts(keepa: FakeKeepa, products: FakeKeepaProduct[]): void {
  for (const p of products) keepa.state.products.set(p.asin, p);
}
