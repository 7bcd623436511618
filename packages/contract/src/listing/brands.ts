import { normaliseWord, wordsOf } from './text.js';

/** Names in brand lists that are not anyone's mark in a listing's words. */
const NOT_BRANDS = new Set([
  'generic',
  'unbranded',
  'unknown',
  'none',
  'no brand',
  'n/a',
  'na',
  'other',
  'various',
]);

/**
 * Brand names as word sequences, looked up by their first word: a listing of 2,000 words against
 * 100,000 brands is 2,000 map lookups. A brand is found only as whole words ("Anker" is not in
 * "Ankerite"); one-letter and two-letter names and pure numbers are skipped (too many false hits).
 */
export class BrandIndex {
  private readonly byFirstWord = new Map<string, string[][]>();
  private readonly names = new Map<string, string>();
  size = 0;

  constructor(brands: Iterable<string> = []) {
    for (const brand of brands) this.add(brand);
  }

  add(brand: string): void {
    const name = brand.trim();
    if (name.length < 3 || NOT_BRANDS.has(normaliseWord(name)) || /^[\d\s.,-]+$/.test(name)) return;
    const words = wordsOf(name).map((w) => w.key);
    const key = words.join(' ');
    if (words.length === 0 || (words.length === 1 && words[0]!.length < 3) || this.names.has(key)) return;
    this.names.set(key, name);
    const list = this.byFirstWord.get(words[0]!) ?? [];
    list.push(words);
    this.byFirstWord.set(words[0]!, list);
    this.size++;
  }

  /** This list and more names, as a new index: a shared (cached) list stays as it is. */
  with(more: Iterable<string>): BrandIndex {
    return new BrandIndex([...this.names.values(), ...more]);
  }

  /** The brands whose words occur, in order and adjacent, in `text`; each once, as the list spells it. */
  find(text: string, locale = 'en', except?: string): string[] {
    const words = wordsOf(text, locale).map((w) => w.key);
    const found = new Set<string>();
    for (let i = 0; i < words.length; i++) {
      for (const brand of this.byFirstWord.get(words[i]!) ?? []) {
        if (brand.every((w, j) => words[i + j] === w)) found.add(this.names.get(brand.join(' '))!);
      }
    }
    return except ? [...found].filter((brand) => !sameBrand(brand, except, locale)) : [...found];
  }
}

/** Whether two spellings name the same brand: "YETI" and "Yeti", "Hydro-Flask" and "hydro flask". */
export function sameBrand(a: string, b: string, locale = 'en'): boolean {
  const key = (name: string) =>
    wordsOf(name, locale)
      .map((w) => w.key)
      .join(' ');
  return key(a) !== '' && key(a) === key(b);
}
