import { Flex, Tooltip } from 'antd';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from './use-formatters';
import { useCurveLabel } from './curve-label';

/** The scope adds no box of its own (the shell places it around every page, before any CSS). */
const SCOPE_STYLE = { display: 'contents' } as const;

/**
 * One tooltip for every value cell inside it (a table, a page). A cell only marks itself with
 * `data-hint` (its text) or `data-hint-estimate` (a sales estimate, worded here); the scope opens
 * the tooltip on hover and keyboard focus of a marked cell, over the cell, and describes the cell
 * by it (aria-describedby) while open. A tooltip per cell cost a trigger, its observers and its
 * translation hooks for each of hundreds of cells, and made every page of results slow to show
 * (docs/decisions/0037-speed.md). The cell itself is never replaced, so focus stays where it is.
 */
export function HintScope({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ cell: HTMLElement; rect: DOMRect; serial: number } | null>(null);
  const serial = useRef(0);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const cancelClose = () => clearTimeout(closing.current);
  const close = useCallback(() => {
    clearTimeout(closing.current);
    setOpen(null);
  }, []);
  // leaving the cell for the tooltip itself (its link) keeps it open: antd's own hover delay
  const closeSoon = () => {
    clearTimeout(closing.current);
    closing.current = setTimeout(close, 150);
  };

  const show = (target: EventTarget, scope: Element) => {
    // events from the tooltip itself reach here through its portal: they are not a cell's
    if (!(target instanceof Node) || !scope.contains(target)) return null;
    const cell =
      target instanceof Element ? target.closest<HTMLElement>('[data-hint], [data-hint-estimate]') : null;
    // a scope nested inside this one (a table on a page) answers for its own cells
    if (!cell || cell.closest('[data-hint-scope]') !== scope) return false;
    cancelClose();
    if (open?.cell !== cell) setOpen({ cell, rect: cell.getBoundingClientRect(), serial: ++serial.current });
    return true;
  };

  // the cell is described by the tooltip while it is open, as antd's own tooltip did
  const cell = open?.cell;
  useEffect(() => {
    if (!cell) return;
    cell.setAttribute('aria-describedby', id);
    // A scroll moves the cell: the tooltip follows it. (Closing instead lost the tooltip a keyboard
    // focus had just opened, as focusing a cell scrolls it into view.)
    const follow = () =>
      setOpen((current) => current && { ...current, rect: current.cell.getBoundingClientRect() });
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    return () => {
      cell.removeAttribute('aria-describedby');
      window.removeEventListener('scroll', follow, { capture: true });
    };
  }, [cell, id]);
  useEffect(() => () => clearTimeout(closing.current), []);

  const handlers = {
    onMouseOver: (event: MouseEvent<HTMLDivElement>) => {
      if (show(event.target, event.currentTarget) === false && open) closeSoon();
    },
    onMouseLeave: () => open && closeSoon(),
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      show(event.target, event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (open && event.target === open.cell) close();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape' && open) close();
    },
  };

  return (
    <div data-hint-scope="" style={SCOPE_STYLE} {...handlers}>
      {children}
      {open && (
        <Tooltip
          // a tooltip of its own for each cell, as when each cell had one
          key={open.serial}
          open
          id={id}
          title={
            <div onMouseEnter={cancelClose} onMouseLeave={closeSoon}>
              <HintText cell={open.cell} />
            </div>
          }
          onOpenChange={(keep) => (keep ? cancelClose() : closeSoon())}
        >
          {/* the anchor: a box over the cell, so the cell itself is never wrapped or replaced */}
          <span
            aria-hidden
            className="cv-hint-anchor"
            style={{
              left: open.rect.left,
              top: open.rect.top,
              width: open.rect.width,
              height: open.rect.height,
            }}
          />
        </Tooltip>
      )}
    </div>
  );
}

/** What a marked cell says: its own text, or a sales estimate's band, curve and method. */
function HintText({ cell }: { cell: HTMLElement }) {
  const { t } = useTranslation('catalog-values');
  const format = useFormatters();
  const curveLabel = useCurveLabel();
  const estimate = cell.dataset.hintEstimate;
  if (estimate === undefined) return <>{cell.dataset.hint}</>;
  const { low, high, curve, calibrated } = JSON.parse(estimate) as {
    low: number;
    high: number;
    curve: string;
    calibrated: boolean;
  };
  return (
    <Flex vertical gap={4}>
      <span>{t('catalogValues.estimatedBand', { low: format.number(low), high: format.number(high) })}</span>
      <span>
        {t('catalogValues.curve', { curve: curveLabel(curve) })} ·{' '}
        {calibrated ? t('catalogValues.curveCalibrated') : t('catalogValues.curveDefault')}
      </span>
      <span>
        {t('catalogValues.estimatedNote')}{' '}
        <Link to="/data#sales-model" className="cv-tooltip-link">
          {t('catalogValues.methodLink')}
        </Link>
      </span>
    </Flex>
  );
}
