import { describe, expect, it } from 'vitest';
import { parseBoughtPastMonth } from './product-page.js';
import { parseRating, parseRatingCount, saysNoReviewYet } from './rating.js';

describe('parseRating', () => {
  it.each([
    ['4.5 out of 5 stars', 4.5],
    ['4,1 de 5 estrellas', 4.1],
    ['4,5 von 5 Sternen', 4.5],
    ['4,5 sur 5 étoiles', 4.5],
    ['4,5 su 5 stelle', 4.5],
    ['5 yıldız üzerinden 4,7', 4.7],
    ['5つ星のうち4.5', 4.5],
    ['4.7 4.7 out of 5 stars', 4.7],
    ['5.0 out of 5 stars', 5],
  ])('%s → %d', (text, expected) => expect(parseRating(text)).toBe(expected));

  it.each(['Prime', '0 out of 5 stars', '105 customer reviews', '', '14 out of 50'])('%s → null', (text) =>
    expect(parseRating(text)).toBeNull(),
  );
});

describe('parseRatingCount', () => {
  it.each([
    ['21,200 ratings', 21200],
    ['5.182 valoraciones', 5182],
    ['105 customer reviews', 105],
    ['23.496', 23496],
    ['(1,234)', 1234],
  ])('%s → %d', (text, expected) => expect(parseRatingCount(text)).toBe(expected));
  it('is null without a number', () => expect(parseRatingCount('ratings')).toBeNull());
});

describe('saysNoReviewYet', () => {
  it.each([
    'Be the first to review this item',
    'Schreiben Sie die erste Bewertung',
    'Soyez la première personne à écrire un commentaire sur cet article',
  ])('%s', (text) => expect(saysNoReviewYet(text)).toBe(true));
  it('is false for a review count', () => expect(saysNoReviewYet('105 customer reviews')).toBe(false));
});

describe('parseBoughtPastMonth', () => {
  it.each([
    ['1K+ bought in past month', 1000],
    ['100+ bought in past month', 100],
    ['Mehr als 1.000 Mal im letzten Monat gekauft', 1000],
    ['Plus de 1\u00a0000 achetés au cours du mois dernier', 1000],
    ['過去1か月で1000点以上購入されました', 1000],
  ])('%s → %d', (text, expected) => expect(parseBoughtPastMonth(text)).toBe(expected));
  it('is null when the page shows nothing', () => expect(parseBoughtPastMonth(null)).toBeNull());
});
