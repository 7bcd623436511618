import fs from 'node:fs';
import path from 'node:path';
import { findShippedData } from '../../platform/shipped-data.js';

/** One Locarno class of data/locarno/classes.json (editable: an operator adds subclasses there). */
export interface LocarnoClass {
  code: string;
  en: string;
  zh: string;
  subclasses: { code: string; en: string; zh: string }[];
}

interface LocarnoFile {
  edition: string;
  classes: LocarnoClass[];
  uspcToLocarno: Record<string, string>;
}

let loaded: LocarnoFile | undefined;

/** The Locarno class list shipped in data/locarno, read once. */
export function locarnoClasses(): LocarnoFile {
  if (loaded) return loaded;
  const dir = findShippedData('locarno', 'classes.json');
  if (!dir) throw new Error('data/locarno/classes.json is missing from this install');
  loaded = JSON.parse(fs.readFileSync(path.join(dir, 'classes.json'), 'utf8')) as LocarnoFile;
  return loaded;
}

/** Whether a class (and subclass, when the class lists its subclasses) is in the list. */
export function isKnownLocarno(classCode: string, subclass?: string): boolean {
  const found = locarnoClasses().classes.find((c) => c.code === classCode);
  if (!found) return false;
  if (subclass === undefined || found.subclasses.length === 0) return /^\d{2}$/.test(subclass ?? '00');
  return found.subclasses.some((s) => s.code === subclass);
}

/**
 * The Locarno class of a grant: its own ("0101" → 01-01), else the one its USPC design class was
 * modelled on (class only, marked as mapped), else none.
 */
export function locarnoOf(
  locarno: string | null,
  uspcClass: string | null,
): { locarnoClass: string | null; locarnoSubclass: string | null; mapped: boolean } {
  const own = locarno?.replace(/\D/g, '');
  if (own && own.length === 4)
    return { locarnoClass: own.slice(0, 2), locarnoSubclass: own.slice(2), mapped: false };
  const uspc = uspcClass?.match(/^D(\d{1,2})\b/)?.[0];
  const mappedClass = uspc ? locarnoClasses().uspcToLocarno[uspc] : undefined;
  return { locarnoClass: mappedClass ?? null, locarnoSubclass: null, mapped: mappedClass !== undefined };
}
