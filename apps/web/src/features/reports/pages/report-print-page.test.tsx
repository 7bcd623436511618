import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { asinView } from '../test/report-fixtures';
import { ReportPrintPage } from './report-print-page';

afterEach(() => {
  delete window.__ASINASIN_PRINT__;
  delete document.documentElement.dataset.printReady;
});

describe('the page the server prints to PDF', () => {
  it('shows the report handed in, each source a numbered footnote of its section, then says it is ready', async () => {
    window.__ASINASIN_PRINT__ = { title: 'B0REPORT03 · US', content: asinView().content };
    renderWithApp(<ReportPrintPage />, '/report-print');
    expect((await screen.findByTestId('report-title')).textContent).toBe('B0REPORT03 · US');
    const overview = screen.getByTestId('report-section-overview');
    expect(within(overview).queryByTestId('figure-source')).toBeNull();
    expect(within(overview).getAllByTestId('figure-footnote')[0]!.textContent).toBe('[1]');
    expect(within(overview).getByTestId('report-footnotes').textContent).toContain(
      '#4 products.csv · 2026-11-20',
    );
    await waitFor(() => expect(document.documentElement.dataset.printReady).toBe('report'));
  });

  it('opened without a report, says there is nothing to print', async () => {
    renderWithApp(<ReportPrintPage />, '/report-print');
    expect(await screen.findByText('没有找到这份报告：请回到列表重新生成。')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dataset.printReady).toBe('empty'));
  });
});
