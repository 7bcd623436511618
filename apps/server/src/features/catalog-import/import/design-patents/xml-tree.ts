import { SaxesParser } from 'saxes';

/**
 * An element as nested objects: children by name (an array once a name repeats), attributes as
 * `@name`, the element's own text as `#text` (or the value itself for a text-only element).
 */
export type XmlNode = Record<string, unknown>;

interface Open {
  name: string;
  node: XmlNode;
  text: string;
}

function addChild(parent: XmlNode, name: string, value: unknown) {
  const present = parent[name];
  if (present === undefined) parent[name] = value;
  else if (Array.isArray(present)) present.push(value);
  else parent[name] = [present, value];
}

/** What a closed element becomes: its text alone when it has no children or attributes. */
function valueOf(open: Open): unknown {
  const text = open.text.trim();
  if (Object.keys(open.node).length === 0) return text;
  if (text !== '') open.node['#text'] = text;
  return open.node;
}

/**
 * One small XML document (a grant of a weekly ipgb file, a few kB) as a tree, through saxes, the
 * project's one XML parser (the trademark importer streams with it). saxes never fetches a DTD and
 * knows only the five predefined entities; another named entity (a grant's DTD may name some) stays
 * as written, `&name;`. Any other error throws with saxes's message.
 */
export function parseXmlTree(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlNode = {};
  const stack: Open[] = [];
  let failure: Error | undefined;
  parser.on('error', (error) => {
    if (!/undefined entity/.test(error.message)) failure ??= error;
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = {};
    for (const [name, value] of Object.entries(tag.attributes)) node[`@${name}`] = value;
    stack.push({ name: tag.name, node, text: '' });
  });
  const addText = (text: string) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const open = stack.pop()!;
    addChild(stack.at(-1)?.node ?? root, open.name, valueOf(open));
  });
  parser.write(xml).close();
  if (failure) throw failure;
  return root;
}
