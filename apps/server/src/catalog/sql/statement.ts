import type { DuckDBValue } from '@duckdb/node-api';

/** A statement with its positional parameters ($1, $2 …), ready for the catalog. */
export interface Statement {
  sql: string;
  params: DuckDBValue[];
}

/** A range filter of the contract: either bound may be missing. */
export interface Range {
  min?: number;
  max?: number;
}

/**
 * The values of one statement, bound as positional parameters in the order they are used. Every
 * value a seller sends goes through `bind`; only names of the code's own tables and columns are
 * written into the text.
 */
export class Params {
  readonly values: DuckDBValue[];

  constructor(first: DuckDBValue[] = []) {
    this.values = [...first];
  }

  bind = (value: DuckDBValue): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };

  /** `$n, $n+1, …` for an IN list. */
  list = (values: readonly DuckDBValue[]): string => values.map(this.bind).join(', ');

  /** The statement of `sql` with these values. */
  statement(sql: string): Statement {
    return { sql, params: this.values };
  }
}

/** Conditions joined with `and`; `true` when there are none. */
export class Where {
  private readonly conditions: string[] = [];

  constructor(private readonly params: Params) {}

  add(...conditions: string[]): this {
    this.conditions.push(...conditions);
    return this;
  }

  equals(column: string, value: DuckDBValue | undefined): this {
    if (value !== undefined) this.conditions.push(`${column} = ${this.params.bind(value)}`);
    return this;
  }

  range(column: string, range: Range | undefined): this {
    if (range?.min !== undefined) this.conditions.push(`${column} >= ${this.params.bind(range.min)}`);
    if (range?.max !== undefined) this.conditions.push(`${column} <= ${this.params.bind(range.max)}`);
    return this;
  }

  oneOf(column: string, values: readonly DuckDBValue[] | undefined): this {
    if (values?.length) this.conditions.push(`${column} in (${this.params.list(values)})`);
    return this;
  }

  get isEmpty(): boolean {
    return this.conditions.length === 0;
  }

  toString(): string {
    return this.conditions.length ? this.conditions.join(' and ') : 'true';
  }
}

/** A sort: a column of the rows, its direction, then the columns that break ties. */
export interface Order {
  by: string;
  direction: 'asc' | 'desc';
  ties: string[];
}

/** `order by` text: missing values last whichever the direction, then the tie-breakers. */
export function orderBy(order: Order, prefix = ''): string {
  return [`${prefix}${order.by} ${order.direction} nulls last`, ...order.ties.map((t) => prefix + t)].join(
    ', ',
  );
}

/** The rows of one page of `size` (pages count from 1). */
export const pageWindow = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

export interface PageWithTotal {
  /** common table expressions the hits read, written before them ("name as (…)") */
  with?: string[];
  /** the filtered rows: computed once (materialized), then counted and sorted */
  hits: string;
  order: Order;
  window: { limit: number; offset: number };
  /** reads the page's rows whole from `page`; by default the hits' own columns */
  rows?: string;
  /** one row of further figures beside the total, computed once (e.g. a count per ASIN) */
  beside?: string;
}

/**
 * One page of rows and the count of all of them in one statement: the filter runs once into a
 * materialized list, which is counted and sorted, and only the page's rows are read whole. The
 * count comes back even past the last page: one row whose other columns are null.
 */
export function pageWithTotal(spec: PageWithTotal): string {
  const limit = Math.max(0, Math.trunc(spec.window.limit));
  const offset = Math.max(0, Math.trunc(spec.window.offset));
  const ctes = [
    ...(spec.with ?? []),
    `hits as materialized (${spec.hits})`,
    `page as (select * from hits order by ${orderBy(spec.order)} limit ${limit} offset ${offset})`,
  ];
  return `with ${ctes.join(',\n')}
select t.total, ${spec.beside ? 'b.*, ' : ''}found.* from (select count(*) as total from hits) t
${spec.beside ? `cross join (${spec.beside}) b\n` : ''}left join (${spec.rows ?? 'select * from page'}) found on true
order by ${orderBy(spec.order, 'found.')}`;
}
