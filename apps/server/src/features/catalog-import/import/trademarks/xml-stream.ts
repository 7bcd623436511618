import fs from 'node:fs';
import { SaxesParser } from 'saxes';
import { FileFormatError } from '../decode-text.js';

/** What a format does with the elements of a streamed document, by local name (prefix dropped). */
export interface XmlVisitor {
  open(name: string, attributes: Record<string, string>): void;
  /** an element closes with the text it held directly */
  close(name: string, text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams an XML file through a SAX parser in chunks: a bulk file of several GB is never held
 * whole. A document type with an internal subset (entity declarations: "billion laughs", external
 * entities) is refused before any element is read; saxes itself never fetches a DTD and expands
 * only the five predefined entities, so a file that merely names an outside DTD reads safely.
 */
export async function streamXml(
  file: string,
  chooseVisitor: (root: string, lineNow: () => number) => XmlVisitor,
): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const texts: string[] = [];
  let visitor: XmlVisitor | undefined;
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[') || /<!ENTITY/i.test(doctype)) {
      throw new FileFormatError(
        'the XML declares its own entities (a DOCTYPE with an internal subset); such files can expand without end or read other files, so it is refused and nothing was stored',
      );
    }
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    visitor ??= chooseVisitor(name, () => parser.line);
    texts.push('');
    visitor.open(name, tag.attributes as Record<string, string>);
  });
  parser.on('text', (text) => {
    if (texts.length > 0) texts[texts.length - 1] += text;
  });
  parser.on('cdata', (text) => {
    if (texts.length > 0) texts[texts.length - 1] += text;
  });
  parser.on('closetag', (tag) => visitor!.close(localName(tag.name), (texts.pop() ?? '').trim()));
  try {
    for await (const chunk of fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
      parser.write(chunk as string);
    }
    parser.close();
  } catch (error) {
    if (error instanceof FileFormatError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new FileFormatError(`the XML is malformed (${message.slice(0, 200)}); nothing was stored`);
  }
  if (!visitor) throw new FileFormatError('the XML file holds no element');
}
