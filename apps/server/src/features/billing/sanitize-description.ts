import sanitizeHtml from 'sanitize-html';

/**
 * A plan's description is HTML written by the operator (data/plans, npm run plans) and rendered
 * by the web as HTML, so it goes through an allow-list: text formatting and lists, links to
 * http(s) only, no attributes that run or style anything. Scripts and styles go with their text.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'small',
    'span',
    'div',
    'h3',
    'h4',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    span: ['class'],
    div: ['class'],
    p: ['class'],
    li: ['class'],
  },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
