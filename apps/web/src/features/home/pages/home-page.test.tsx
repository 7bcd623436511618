import { API, TOOLS, isBuiltPath } from '@asinasin/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { AppShell } from '../../../app/shell/app-shell';
import { HomePage } from './home-page';
import { Outlet } from 'react-router';

// Inside the shell, as in the app: the footer's live numbers are part of what a visitor sees.
const routes = [{ element: <AppShell />, children: [{ path: '/', element: <HomePage /> }] }];

/** The route around the home page hands it the product selection to place (here a stand-in). */
function WithSelection() {
  return <Outlet context={{ productSelection: <section aria-label="selection stand-in" /> }} />;
}
const routesWithSelection = [
  { element: <WithSelection />, children: [{ path: '/', element: <HomePage /> }] },
];

/** Whether `a` comes before `b` in the document. */
const isBefore = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

afterEach(async () => {
  await changeLanguage('zh-CN');
});

// The shell renders in full here; on a loaded 2-core machine that takes seconds.
describe('HomePage', () => {
  it('invites a visitor to sign up or log in and shows the live counts', async () => {
    fakeApi.on(API.siteStats, { products: 1200, dimensions: 23, marketplaces: 9, users: 4 });
    renderRoutes(routes, '/');
    expect((await screen.findByRole('link', { name: '免费注册，开始试用' })).getAttribute('href')).toBe(
      '/user/register',
    );
    expect(screen.getByRole('link', { name: '已有账号，去登录' }).getAttribute('href')).toBe('/user/login');
    // One block of live numbers on the page, not one in the page and another in the footer.
    const stats = screen.getAllByRole('region', { name: '本站实时数据' });
    expect(stats).toHaveLength(1);
    await waitFor(() => expect(stats[0]!.textContent).toContain('1,200'));
  });

  it('says so when the counts cannot be loaded, and offers the dashboard when logged in', async () => {
    authToken.set('tok');
    await changeLanguage('en-US');
    fakeApi.fail(API.siteStats, 500, 'down', 500);
    renderRoutes(routes, '/');
    expect(await screen.findAllByText('Could not load the site numbers')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows a visitor the introduction first, then the product selection', async () => {
    renderRoutes(routesWithSelection, '/');
    const intro = await screen.findByRole('heading', { level: 1 });
    const selection = screen.getByRole('region', { name: 'selection stand-in' });
    expect(isBefore(intro, selection)).toBe(true);
    expect(isBefore(selection, screen.getByRole('heading', { name: '你可以用它做什么' }))).toBe(true);
  });

  it('shows a signed-in seller the product selection above the landing content', async () => {
    authToken.set('tok');
    renderRoutes(routesWithSelection, '/');
    const intro = await screen.findByRole('heading', { level: 1 });
    expect(isBefore(screen.getByRole('region', { name: 'selection stand-in' }), intro)).toBe(true);
  });

  it('makes every feature card a link to a built tool, or to the dashboard that lists it', async () => {
    renderRoutes(routesWithSelection, '/');
    await screen.findByRole('heading', { name: '你可以用它做什么' });
    for (const [name, tool] of [
      ['选品调研', 'hotMarket'],
      ['AI 报告', 'asinAnalysis'],
      ['关键词挖掘', 'keywordMiner'],
      ['侵权风险检查', 'riskAnalysis'],
      ['AI Listing', 'aiListing'],
      ['运费与利润工具', 'freight'],
    ] as const) {
      const href = screen.getByRole('link', { name }).getAttribute('href') ?? '';
      const built = TOOLS.find((t) => t.key === tool)!;
      expect(href).toBe(built.built ? built.path : '/dashboard');
      expect(href === '/dashboard' || isBuiltPath(href)).toBe(true);
    }
  });
});
