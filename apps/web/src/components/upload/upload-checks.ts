/** Why the Upload refused a file before sending a byte. */
export type UploadRefusal = 'type' | 'size';

/**
 * Whether a file matches an accept list as the file input reads it (HTML "accept"): a MIME type
 * ("image/png"), a family ("image/*") or a name ending (".csv"). An empty list accepts everything.
 */
export function acceptsFile(accept: string | undefined, file: File): boolean {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/**
 * The checks made before an upload starts (SPEC §4 before-upload): the picker's accept list is only
 * a hint to the browser (a drop or a paste ignores it), so the type is checked again here, then the
 * size, so a seller never waits for a large file only to hear it was refused.
 */
export function refusalOf(
  file: File,
  rules: { accept?: string; checkType?: boolean; maxBytes?: number },
): UploadRefusal | null {
  if (rules.checkType && !acceptsFile(rules.accept, file)) return 'type';
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return 'size';
  return null;
}

/** A byte count as the refusal names it: "5 MB", "512 KB". */
export function formatLimit(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
