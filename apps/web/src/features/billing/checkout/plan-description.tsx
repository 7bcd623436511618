import { createElement, type ReactNode } from 'react';

/** The tags the server's sanitizer lets through (docs/billing.md); anything else keeps only its text. */
const ALLOWED_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'a']);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style' || tag === 'template') return null;
  const children = Array.from(element.childNodes, toReact);
  if (!ALLOWED_TAGS.has(tag)) return children;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) return children;
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  // No attributes at all: no styles, classes or handlers come along.
  return createElement(tag, { key }, ...children);
}

/**
 * A plan's HTML description (SPEC §3 `data`). The server sanitizes it with an allow-list; this
 * builds React elements from the same allow-list instead of injecting the HTML, so a description
 * can never run code here even if the server's rule slipped.
 */
export function PlanDescription({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  // DOMParser documents are inert: nothing in them loads or runs.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div className={className}>{Array.from(doc.body.childNodes, toReact)}</div>;
}
