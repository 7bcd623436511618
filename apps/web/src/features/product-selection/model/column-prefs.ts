import { PRODUCT_COLUMNS, type ProductColumnKey } from '@asinasin/contract';
import { useCallback, useState } from 'react';
import { storage } from '../../../lib/storage';

/**
 * Which result columns a seller shows, kept in this browser (localStorage), in the table's order.
 * The product (title, ASIN) always shows, so it is not a choice. An unreadable or outdated value
 * falls back to the default rather than showing an empty table.
 */
export const COLUMNS_STORAGE_KEY = 'asinasin.productSelection.columns';

/** Shown until the seller chooses: the columns of SPEC §2; the rest are a click away. */
const HIDDEN_BY_DEFAULT: ReadonlySet<ProductColumnKey> = new Set([
  'category',
  'seller',
  'volumeCm3',
  'sizeTier',
  'badges',
  'updatedAt',
  'rankDrops30',
  'rankDrops90',
  'rankDrops180',
]);
export const DEFAULT_COLUMNS: readonly ProductColumnKey[] = PRODUCT_COLUMNS.filter(
  (key) => !HIDDEN_BY_DEFAULT.has(key),
);

const isColumn = (key: unknown): key is ProductColumnKey =>
  (PRODUCT_COLUMNS as readonly unknown[]).includes(key);

/** The stored choice, in the table's order; the default when none is stored or it is unusable. */
export function readColumns(): ProductColumnKey[] {
  try {
    const stored: unknown = JSON.parse(storage.get(COLUMNS_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(stored)) return [...DEFAULT_COLUMNS];
    const chosen = new Set(stored.filter(isColumn));
    return PRODUCT_COLUMNS.filter((key) => chosen.has(key));
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

export function useColumnChoice() {
  const [visible, setVisible] = useState<ProductColumnKey[]>(readColumns);
  const choose = useCallback((keys: readonly ProductColumnKey[]) => {
    const chosen = new Set(keys);
    const ordered = PRODUCT_COLUMNS.filter((key) => chosen.has(key));
    storage.set(COLUMNS_STORAGE_KEY, JSON.stringify(ordered));
    setVisible(ordered);
  }, []);
  const reset = useCallback(() => {
    storage.remove(COLUMNS_STORAGE_KEY);
    setVisible([...DEFAULT_COLUMNS]);
  }, []);
  return { visible, choose, reset };
}
