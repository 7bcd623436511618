import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { fakeImportServer } from '../test/fake-import-server';
import { DataSourcesPage } from './data-sources-page';

beforeEach(() => {
  authToken.set('tok-import');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('about the data: links to a section', () => {
  it('/data#import (where the empty research screens point) lands on the import section', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    fakeImportServer({ operator: false });
    renderRoutes([{ path: '/data', element: <DataSourcesPage /> }], '/data#import');
    expect(await screen.findByText('导入什么、怎么导入')).toBeTruthy();
    await waitFor(() => expect(scrolled).toContain('import'));
    await waitFor(() => expect(document.getElementById('import')?.textContent).toContain('数据由运营方导入'));
  });
});
