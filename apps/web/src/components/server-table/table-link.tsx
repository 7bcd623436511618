import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

export type TableLinkProps = { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * A link in a research table's cell: a plain anchor, whose clicks the table hands to the router
 * (`followTableLink`). React Router's Link reads the location, so every link of a page drew again
 * with each new URL (a search, a page, a sort), in rows whose values had not changed
 * (docs/speed.md, "one router subscriber per table").
 */
export function TableLink({ to, ...rest }: TableLinkProps) {
  return <a href={to} data-table-link="" {...rest} />;
}

/** Follows a plain left click on a TableLink inside the app, as React Router's Link would. */
export function followTableLink(event: MouseEvent, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element).closest('a[data-table-link]');
  if (!link || (link.getAttribute('target') ?? '_self') !== '_self') return;
  event.preventDefault();
  void navigate(link.getAttribute('href')!);
}
