import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { failure, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { fakeImportServer } from '../test/fake-import-server';
import { ImportSection } from './import-section';

beforeEach(() => {
  authToken.set('tok-keepa');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe("the operator's Keepa best-seller list", () => {
  it('checks the category, starts the job and says where its runs arrive', async () => {
    fakeImportServer({ operator: true });
    fakeApi.on(API.keepaBestSellers, { jobId: 'job-42' });
    renderWithApp(<ImportSection />, '/data');
    const card = await screen.findByTestId('keepa-best-sellers');
    expect(card.textContent).toContain('从 Keepa 获取畅销榜');
    fireEvent.change(screen.getByLabelText('类目 ID'), { target: { value: 'toys' } });
    fireEvent.click(screen.getByRole('button', { name: '读取榜单' }));
    expect(await screen.findByText('请输入类目 ID：亚马逊的 browse node，仅限数字')).toBeTruthy();
    expect(fakeApi.bodies(API.keepaBestSellers)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('类目 ID'), { target: { value: ' 289814 ' } });
    fireEvent.click(screen.getByRole('button', { name: '读取榜单' }));
    expect((await screen.findByTestId('keepa-started')).textContent).toContain('job-42');
    expect(fakeApi.bodies(API.keepaBestSellers)).toEqual([{ marketplace: 'US', category: '289814' }]);
  });

  it('says why the server refused, in English too', async () => {
    await changeLanguage('en-US');
    fakeImportServer({ operator: true });
    fakeApi.on(API.keepaBestSellers, failure(400, 'No Keepa key is set on this site', 400));
    renderWithApp(<ImportSection />, '/data');
    fireEvent.change(await screen.findByLabelText('Category id'), { target: { value: '289814' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read the list' }));
    expect(await screen.findByText(/Could not start: No Keepa key is set on this site/)).toBeTruthy();
  });

  it('is not shown to a seller', async () => {
    fakeImportServer({ operator: false });
    renderWithApp(<ImportSection />, '/data');
    await screen.findByTestId('import-ask-operator');
    await waitFor(() => expect(screen.queryByTestId('keepa-best-sellers')).toBeNull());
  });
});
