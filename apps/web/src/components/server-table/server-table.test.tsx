import { fireEvent, screen, within } from '@testing-library/react';
import { Profiler, useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import type { RowSelection, ServerColumn } from './server-column';
import { ServerTable, type TableChange } from './server-table';
import { TableLink } from './table-link';
import { nextOrder } from './table-head';

interface Item {
  id: string;
  name: string;
  price: number;
}

const ITEMS: Item[] = [
  { id: 'a', name: 'Alpha', price: 3 },
  { id: 'b', name: 'Beta', price: 1 },
  { id: 'c', name: 'Gamma', price: 2 },
];

const COLUMNS: ServerColumn<Item>[] = [
  { key: 'name', title: 'Name', width: 200, fixed: 'left', render: (_, item) => item.name },
  { key: 'price', title: 'Price', width: 100, align: 'right', sorter: true, render: (_, item) => item.price },
  {
    key: 'rank',
    title: 'Rank',
    width: 90,
    sorter: true,
    sortDirections: ['ascend', 'descend', 'ascend'],
    hiddenWhenNarrow: true,
    render: (_, item, index) => `#${index + 1}`,
  },
];

function stubNarrow(isNarrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') ? isNarrow : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function show(props: {
  rows?: Item[];
  sort?: string;
  order?: 'asc' | 'desc';
  rowSelection?: RowSelection<Item>;
}) {
  const changes: TableChange[] = [];
  const view = renderWithApp(
    <ServerTable<Item>
      rows={props.rows ?? ITEMS}
      total={props.rows?.length ?? 120}
      columns={COLUMNS}
      rowKey="id"
      page={1}
      pageSize={50}
      sort={props.sort}
      order={props.order}
      rowSelection={props.rowSelection}
      loading={false}
      onTableChange={(change) => changes.push(change)}
      testId="items"
    />,
  );
  return { ...view, changes };
}

afterEach(() => vi.unstubAllGlobals());

describe('a header click asks for the next sort (antd rule)', () => {
  it('steps ascending, descending, then clears by default', () => {
    expect(nextOrder(COLUMNS[1]!, undefined)).toBe('asc');
    expect(nextOrder(COLUMNS[1]!, 'asc')).toBe('desc');
    expect(nextOrder(COLUMNS[1]!, 'desc')).toBeUndefined();
  });

  it('never clears when the directions come back to the first', () => {
    expect(nextOrder(COLUMNS[2]!, 'asc')).toBe('desc');
    expect(nextOrder(COLUMNS[2]!, 'desc')).toBe('asc');
  });
});

describe('ServerTable', () => {
  it('draws every row and cell, and says how the sorted column is sorted', () => {
    show({ sort: 'price', order: 'desc' });
    const table = screen.getByTestId('items');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-row-key'))).toEqual(['a', 'b', 'c']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Beta', '1', '#2']);
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Rank/ }).getAttribute('aria-sort')).toBeNull();
  });

  it('sorts on a header click and on Enter, from the sort it shows', () => {
    const { changes } = show({ sort: 'price', order: 'asc' });
    fireEvent.click(screen.getByRole('columnheader', { name: /Price/ }));
    fireEvent.keyDown(screen.getByRole('columnheader', { name: /Rank/ }), { key: 'Enter' });
    // a header that does not sort asks for nothing
    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(changes).toEqual([
      { kind: 'sort', sort: 'price', order: 'desc' },
      { kind: 'sort', sort: 'rank', order: 'asc' },
    ]);
  });

  it('pages, and a new page size goes back to page 1', () => {
    const { changes } = show({});
    fireEvent.click(screen.getByTitle('2'));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getByTitle('100 条/页'));
    expect(changes).toEqual([
      { kind: 'page', page: 2, size: 50 },
      { kind: 'page', page: 1, size: 100 },
    ]);
  });

  it('keeps the columns fixed to the left at their offsets, the tick boxes first', () => {
    show({
      rowSelection: { selected: [], onChange: () => {}, checkbox: (item) => ({ label: item.id }), width: 40 },
    });
    const [tick, name, price] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(tick!.style.left).toBe('0px');
    expect(name!.style.left).toBe('40px');
    expect(name!.className).toContain('server-table-fixed-last');
    expect(price!.style.left).toBe('');
  });

  it('ticks a row among those picked on other pages, and unticks it', () => {
    const onChange = vi.fn();
    const selection: RowSelection<Item> = {
      selected: ['z', 'b'],
      onChange,
      checkbox: (item) => ({ label: `pick ${item.name}`, disabled: item.id === 'c' }),
    };
    show({ rowSelection: selection });
    const alpha = screen.getByRole('checkbox', { name: 'pick Alpha' });
    const beta = screen.getByRole('checkbox', { name: 'pick Beta' });
    expect(beta).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'pick Gamma' })).toHaveProperty('disabled', true);
    fireEvent.click(alpha);
    fireEvent.click(beta);
    expect(onChange.mock.calls).toEqual([[['z', 'b', 'a']], [['z']]]);
  });

  it('draws none of the value cells again for a tick', () => {
    const drawn: string[] = [];
    const columns: ServerColumn<Item>[] = [
      {
        key: 'name',
        title: 'Name',
        render: (_, item) => {
          drawn.push(item.id);
          return item.name;
        },
      },
    ];
    function Picking() {
      const [selected, setSelected] = useState<string[]>([]);
      const selection = useMemo<RowSelection<Item>>(
        () => ({ selected, onChange: setSelected, checkbox: (item) => ({ label: `pick ${item.name}` }) }),
        [selected],
      );
      return (
        <ServerTable<Item>
          rows={ITEMS}
          total={3}
          columns={columns}
          rowKey="id"
          page={1}
          pageSize={50}
          rowSelection={selection}
          loading={false}
          onTableChange={() => {}}
        />
      );
    }
    renderWithApp(<Picking />);
    drawn.length = 0;
    fireEvent.click(screen.getByRole('checkbox', { name: 'pick Beta' }));
    expect(screen.getByRole('checkbox', { name: 'pick Beta' })).toHaveProperty('checked', true);
    expect(drawn).toEqual([]);
  });

  it('writes a new page into the rows already drawn, each row under its own key', () => {
    const next: Item[] = [
      { id: 'd', name: 'Delta', price: 7 },
      { id: 'e', name: 'Epsilon', price: 8 },
    ];
    function Paging() {
      const [rows, setRows] = useState(ITEMS);
      return (
        <>
          <button onClick={() => setRows(next)}>next</button>
          <ServerTable<Item>
            rows={rows}
            total={5}
            columns={COLUMNS}
            rowKey="id"
            page={1}
            pageSize={50}
            loading={false}
            onTableChange={() => {}}
            testId="items"
          />
        </>
      );
    }
    renderWithApp(<Paging />);
    const before = screen.getByTestId('items').querySelectorAll('tbody tr');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    const after = screen.getByTestId('items').querySelectorAll('tbody tr');
    expect(after).toHaveLength(2);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect([...after].map((row) => row.getAttribute('data-row-key'))).toEqual(['d', 'e']);
    expect(within(after[0] as HTMLElement).getByText('Delta')).toBeTruthy();
  });

  it('leaves out the columns hidden on a narrow screen', () => {
    stubNarrow(true);
    show({});
    expect(screen.queryByRole('columnheader', { name: /Rank/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Price/ })).toBeTruthy();
  });

  it('says so when the page has no rows', () => {
    show({ rows: [] });
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('follows a link in a cell in the app, leaves a modified click to the browser, and keeps its links across URLs', () => {
    const drawn = vi.fn();
    const linked: ServerColumn<Item> = {
      key: 'link',
      title: 'Link',
      // React's Profiler reports each render of what it wraps: a link that read the location
      // (React Router's Link) drew again with every new URL.
      render: (_, item) => (
        <Profiler id={item.id} onRender={drawn}>
          <TableLink to={`/items/${item.id}`}>{item.name}</TableLink>
        </Profiler>
      ),
    };
    const { router } = renderWithApp(
      <ServerTable<Item>
        rows={ITEMS.slice(0, 2)}
        total={2}
        columns={[linked]}
        rowKey="id"
        page={1}
        pageSize={50}
        loading={false}
        onTableChange={() => {}}
      />,
      '/items',
    );
    const link = screen.getByRole('link', { name: ITEMS[1]!.name });
    expect(link.getAttribute('href')).toBe(`/items/${ITEMS[1]!.id}`);
    drawn.mockClear();

    // a click with a modifier (a new tab, a new window) is the browser's: the app stays
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(link, modified);
    expect(modified.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/items');

    fireEvent.click(link);
    expect(router.state.location.pathname).toBe(`/items/${ITEMS[1]!.id}`);
    // the new URL drew none of the links again
    expect(drawn).not.toHaveBeenCalled();
  });
});
