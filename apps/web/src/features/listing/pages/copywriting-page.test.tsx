import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { sseResponse } from '../test/sse-stream';
import { listingApi, ok } from '../test/listing-api';
import { copyGeneration } from '../test/generation';
import { CopywritingPage } from './copywriting-page';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  authToken.set('tok-copy');
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('copywriting (/copywriting)', () => {
  it('streams the chosen kind of texts, checks them with the same rules and copies them', async () => {
    const stream = sseResponse();
    const generation = copyGeneration(['Save on your next water bottle', 'Free shipping on every thermos']);
    const api = listingApi({
      [API.copywritingGenerate]: () => stream.response,
      [API.generationDetail]: () => ok(generation),
      [API.generationUpdate]: () => ok(copyGeneration(['Save on your next water bottle'])),
    });
    renderRoutes([{ path: '/copywriting', element: <CopywritingPage /> }], '/copywriting');

    fireEvent.click(await screen.findByText('促销文案'));
    expect(await screen.findByText('5 条，每条不超过 150 个字符')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('产品名称'), { target: { value: 'Water Bottle' } });
    fireEvent.click(screen.getByRole('button', { name: '开始生成' }));
    await waitFor(() => expect(api.calls(API.copywritingGenerate)).toHaveLength(1));
    expect(api.calls(API.copywritingGenerate)[0]).toMatchObject({
      productName: 'Water Bottle',
      kind: 'promotion',
    });

    stream.send('token', { text: '1: Save on' });
    await waitFor(() => expect(screen.getByTestId('stream-text').textContent).toBe('1: Save on'));
    stream.send('done', { generation });
    stream.end();
    const result = await screen.findByTestId('copy-result');
    expect((within(result).getByLabelText('文案 1') as HTMLTextAreaElement).value).toBe(
      'Save on your next water bottle',
    );
    // A promotion may announce a deal: its promotional wording is a warning, not an error.
    const second = within(result).getByTestId('findings-copy-2');
    expect(within(second).getByText('注意')).toBeTruthy();
    expect(within(second).getByText('不能使用促销用语：free shipping')).toBeTruthy();

    fireEvent.click(within(result).getByRole('button', { name: '复制内容' }));
    expect(await screen.findByText('复制成功')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Save on your next water bottle\nFree shipping on every thermos');

    fireEvent.change(within(result).getByLabelText('文案 2'), { target: { value: ' ' } });
    fireEvent.click(within(result).getByRole('button', { name: '保存修改' }));
    await waitFor(() =>
      expect(api.calls(API.generationUpdate)).toEqual([{ id: 52, copy: ['Save on your next water bottle'] }]),
    );
  });

  it('keeps its own history: copywriting only', async () => {
    const api = listingApi();
    renderRoutes([{ path: '/copywriting', element: <CopywritingPage /> }], '/copywriting');
    fireEvent.click(screen.getByRole('tab', { name: '历史记录' }));
    expect(await screen.findByText('还没有生成记录')).toBeTruthy();
    expect(api.lastCall(API.generationList).url.searchParams.get('kind')).toBe('copywriting');
  });
});
