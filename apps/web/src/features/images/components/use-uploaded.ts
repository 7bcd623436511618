import type { ImageEntry } from '@asinasin/contract';
import { useCallback, useState } from 'react';

/** The images uploaded on this page, in the order they arrived; removed ones leave the run. */
export function useUploaded() {
  const [entries, setEntries] = useState<ImageEntry[]>([]);
  const add = useCallback((entry: ImageEntry) => setEntries((list) => [...list, entry]), []);
  const remove = useCallback((id: number) => setEntries((list) => list.filter((e) => e.id !== id)), []);
  return { entries, ids: entries.map((e) => e.id), add, remove };
}
