import type { BrandFlag } from '@asinasin/contract';
import { WarningOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import type { ServerColumn } from '../server-table/server-column';
import { createContext, useContext, type ReactNode } from 'react';
import { catalogText as t } from '../catalog-values/catalog-text';

/** Which classes were checked: the category's, or all when its category is not mapped. */
function classesLine(flag: BrandFlag): string {
  const { classes } = flag;
  if (classes.classes.length === 0) return t('catalogValues.brandFlags.allClasses');
  return t('catalogValues.brandFlags.classesOf', {
    category: classes.category,
    classes: classes.classes.join(', '),
  });
}

/**
 * The flag of a product whose title or brand holds a live mark in its classes; the tooltip says
 * which mark matched (serial, owner, class). Nothing when no word matched.
 */
export function BrandFlagTag({ flag }: { flag: BrandFlag | undefined }) {
  if (!flag || flag.hits.length === 0) return null;
  const marks = flag.hits.slice(0, 5).map((hit) => (
    <div key={`${hit.office}-${hit.serialNumber}-${hit.mark}`}>
      {t('catalogValues.brandFlags.hit', {
        words: hit.words,
        mark: hit.mark,
        office: hit.office ?? '—',
        serial: hit.serialNumber ?? '—',
        owner: hit.owner ?? '—',
        classes: hit.classes.join(', ') || '—',
        why: t(`catalogValues.brandFlags.why.${hit.why}`),
      })}
    </div>
  ));
  const more = flag.hits.length - marks.length;
  const title = (
    <div data-testid="brand-flag-tooltip">
      {marks}
      {more > 0 && <div>{t('catalogValues.brandFlags.more', { count: more })}</div>}
      <div>{classesLine(flag)}</div>
      <div>{t('catalogValues.brandFlags.notAdvice')}</div>
    </div>
  );
  return (
    <Tooltip title={title}>
      <Tag
        color="warning"
        icon={<WarningOutlined />}
        tabIndex={0}
        data-testid="brand-flag"
        style={{ marginTop: 4, cursor: 'help' }}
      >
        {t('catalogValues.brandFlags.tag', { words: flag.hits[0]!.words })}
      </Tag>
    </Tooltip>
  );
}

/**
 * The flags of the rows a table shows, keyed by ASIN. The flags arrive after the rows; through a
 * context only each row's flag slot draws again when they do, not every cell of the table (new
 * columns would re-render all of them: docs/speed.md, "Search click → rows").
 */
const BrandFlagsContext = createContext<ReadonlyMap<string, BrandFlag>>(new Map());
export const BrandFlagsScope = BrandFlagsContext.Provider;

function RowBrandFlag({ asin }: { asin: string }) {
  return <BrandFlagTag flag={useContext(BrandFlagsContext).get(asin)} />;
}

/**
 * The table's columns with the flags drawn under the product's title (the column keyed
 * `product`), so a research table adds the scan with one line; the flags come from the
 * `BrandFlagsScope` around the table.
 */
export function withBrandFlags<Row extends { asin: string }>(
  columns: ServerColumn<Row>[],
): ServerColumn<Row>[] {
  return columns.map((column) => {
    if (column.key !== 'product') return column;
    const render = column.render;
    return {
      ...column,
      render: (value: unknown, row: Row, index: number): ReactNode => (
        <>
          {render(value, row, index)}
          <RowBrandFlag asin={row.asin} />
        </>
      ),
    };
  });
}
