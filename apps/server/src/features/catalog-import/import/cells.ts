/** Small readers of CSV cells. An empty cell is null: a source that says nothing says nothing. */

export class CellError extends Error {}

export function cellText(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A plain number as canonical files write it: digits, one decimal point, no grouping. */
export function cellNumber(value: string | undefined, field: string): number | null {
  const text = cellText(value);
  if (text === null) return null;
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new CellError(`${field}: "${text}" is not a number`);
  return Number(text);
}

export function cellInteger(value: string | undefined, field: string): number | null {
  const number = cellNumber(value, field);
  if (number !== null && !Number.isInteger(number))
    throw new CellError(`${field}: "${value}" is not a whole number`);
  return number;
}

const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);

export function cellBoolean(value: string | undefined, field: string): boolean | null {
  const text = cellText(value)?.toLowerCase();
  if (text === undefined || text === null) return null;
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  throw new CellError(`${field}: "${value}" is not true or false`);
}
