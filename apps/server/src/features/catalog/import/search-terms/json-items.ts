import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * Streams the SP-API Search Terms report (`{"reportSpecification": {...},
 * "dataByDepartmentAndSearchTerm": [{...}, ...]}`) one item at a time, so a 1.6 GB report never
 * sits in memory whole. Items are flat objects: each is cut out of the text and parsed on its own.
 */
export async function* readReportItems(
  input: Readable,
  onSpecification: (specification: unknown) => void,
): AsyncGenerator<unknown> {
  const decoder = new StringDecoder('utf8');
  let buffer = '';
  let position = 0;
  let depth = 0;
  let key: string | null = null;
  let objectStart = -1;
  /** the depth of the object being cut out, and what it is */
  let captureDepth = 0;
  let isCapturingItem = false;
  let keyStart = -1;
  let isInString = false;
  let lastString = '';

  for await (const chunk of input) {
    buffer += decoder.write(chunk as Buffer);
    for (; position < buffer.length; position++) {
      const char = buffer[position];
      if (isInString) {
        if (char === '\\') position++;
        else if (char === '"') {
          isInString = false;
          if (depth === 1) lastString = buffer.slice(keyStart + 1, position);
        }
        continue;
      }
      if (char === '"') {
        isInString = true;
        keyStart = position;
      } else if (char === ':' && depth === 1) {
        key = lastString;
      } else if (char === '{' || char === '[') {
        depth++;
        const isItem = char === '{' && depth === 3 && key === 'dataByDepartmentAndSearchTerm';
        const isSpecification = char === '{' && depth === 2 && key === 'reportSpecification';
        if (objectStart === -1 && (isItem || isSpecification)) {
          objectStart = position;
          captureDepth = depth;
          isCapturingItem = isItem;
        }
      } else if (char === '}' || char === ']') {
        if (objectStart !== -1 && depth === captureDepth) {
          const parsed: unknown = JSON.parse(buffer.slice(objectStart, position + 1));
          objectStart = -1;
          if (isCapturingItem) yield parsed;
          else onSpecification(parsed);
        }
        depth--;
      }
    }
    // Keep only what an unfinished object or string still needs.
    const keep = objectStart !== -1 ? objectStart : isInString ? keyStart : position;
    buffer = buffer.slice(keep);
    position -= keep;
    if (objectStart !== -1) objectStart = 0;
    if (isInString) keyStart -= keep;
  }
  if (depth !== 0 || isInString) throw new Error('the JSON report is cut off before its end');
}
