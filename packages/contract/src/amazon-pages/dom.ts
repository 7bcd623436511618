import { parse, NodeType } from 'node-html-parser';
import type { HTMLElement, Node } from 'node-html-parser';

export type { HTMLElement };

/** Parse a whole page. Script, style and noscript bodies stay raw text, so "<" inside them is harmless. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { comment: false });
}

/** Elements whose text a reader never sees. */
const HIDDEN_TEXT = new Set(['script', 'style', 'noscript', 'template']);
/** Elements that start a new line when a page is read as lines. */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Spaces of every kind Amazon uses, plus the invisible direction marks around detail labels. */
const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\u200e\u200f\ufeff]+/g;

export function squash(text: string): string {
  return text.replace(SPACES, ' ').trim();
}

function collect(node: Node, out: string[], lines: boolean): void {
  if (node.nodeType === NodeType.TEXT_NODE) {
    out.push(node.text);
    return;
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return;
  const tag = (node as HTMLElement).rawTagName?.toLowerCase() ?? '';
  if (HIDDEN_TEXT.has(tag)) return;
  const block = BLOCK.has(tag);
  if (block) out.push(lines ? '\n' : ' ');
  for (const child of node.childNodes) collect(child, out, lines);
  if (block) out.push(lines ? '\n' : ' ');
}

/** The visible text of an element on one line: scripts and styles skipped, spaces squashed. */
export function textOf(element: HTMLElement | null | undefined): string {
  if (!element) return '';
  const out: string[] = [];
  collect(element, out, false);
  return squash(out.join(''));
}

/** The visible text of an element split where the page breaks lines (br, li, div...); empty lines dropped. */
export function linesOf(element: HTMLElement | null | undefined): string[] {
  if (!element) return [];
  const out: string[] = [];
  collect(element, out, true);
  return out
    .join('')
    .split('\n')
    .map(squash)
    .filter((line) => line !== '');
}

/** The first element matching any of the selectors, tried in order (the order is a preference). */
export function firstOf(root: HTMLElement, selectors: readonly string[]): HTMLElement | null {
  for (const selector of selectors) {
    const found = root.querySelector(selector);
    if (found) return found;
  }
  return null;
}

/** The first non-empty visible text among the selectors, tried in order. */
export function firstText(root: HTMLElement, selectors: readonly string[]): string | null {
  for (const selector of selectors) {
    for (const element of root.querySelectorAll(selector)) {
      const text = textOf(element);
      if (text) return text;
    }
  }
  return null;
}

export function attr(element: HTMLElement | null | undefined, name: string): string | null {
  const value = element?.getAttribute(name);
  return value === undefined || value === null || value.trim() === '' ? null : value.trim();
}
