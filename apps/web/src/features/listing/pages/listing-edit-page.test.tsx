import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { topUpDialog } from '../../../lib/top-up-store';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { sseResponse } from '../test/sse-stream';
import { listingApi, ok } from '../test/listing-api';
import { listingGeneration } from '../test/generation';
import { ListingEditPage } from './listing-edit-page';

const routes = [{ path: '/ai/listing/edit', element: <ListingEditPage /> }];

beforeEach(() => {
  authToken.set('tok-listing');
  topUpDialog.close();
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

function setup(handlers: Parameters<typeof listingApi>[0] = {}) {
  const api = listingApi(handlers);
  const view = renderRoutes(routes, '/ai/listing/edit');
  return { ...api, ...view };
}

const start = () => fireEvent.click(screen.getByRole('button', { name: '开始生成' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the listing form (SPEC §2, §5)', () => {
  it('shows the cost, the balance and that the offline generator is rule-based before generating', async () => {
    setup();
    expect(await screen.findByText('本次生成消耗 1.50 算力，当前余额 10.00')).toBeTruthy();
    expect(screen.getByText(/规则生成器（离线）/)).toBeTruthy();
    expect(screen.getByText('输出语言：英语')).toBeTruthy();
  });

  it("says 'product name cannot be empty' and sends nothing for a blank name", async () => {
    const { calls } = setup();
    type('产品名称', '   ');
    start();
    expect(await screen.findByText('产品名称不能为空')).toBeTruthy();
    expect(calls(API.listingGenerate)).toHaveLength(0);
  });

  it('counts characters as a person does: 101 Chinese characters are too many, 100 emoji are not', async () => {
    const { calls } = setup({ [API.listingGenerate]: () => sseResponse().response });
    type('产品名称', '保'.repeat(101));
    start();
    expect(await screen.findByText('产品名称不能超过 100 个字符')).toBeTruthy();
    expect(screen.getByText('101 / 100')).toBeTruthy();
    expect(calls(API.listingGenerate)).toHaveLength(0);

    // Each thumbs-up with a skin tone is four UTF-16 units but one character.
    type('产品名称', '👍🏽'.repeat(100));
    expect(screen.getByText('100 / 100')).toBeTruthy();
    start();
    await waitFor(() => expect(calls(API.listingGenerate)).toHaveLength(1));
  });

  it('refuses keywords that are only commas and counts the keywords it recognises', async () => {
    const { calls } = setup();
    type('产品名称', 'Water Bottle');
    type('关键词', ' ,，、 ,');
    start();
    expect(await screen.findByText('关键词不能只有逗号，请用逗号分隔填写关键词')).toBeTruthy();
    expect(calls(API.listingGenerate)).toHaveLength(0);
    type('关键词', 'water bottle，thermos, water bottle');
    expect(await screen.findByText('已识别 2 个关键词')).toBeTruthy();
  });

  it("says 'please log in first' when the session is gone, without calling", async () => {
    const { calls } = setup();
    type('产品名称', 'Water Bottle');
    authToken.clear();
    start();
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(calls(API.listingGenerate)).toHaveLength(0);
  });
});

describe('streaming a generation', () => {
  it('shows the text as it arrives, offers stop, then the checked listing', async () => {
    const stream = sseResponse();
    const generation = listingGeneration();
    const { calls } = setup({
      [API.listingGenerate]: () => stream.response,
      [API.generationDetail]: () => ok(generation),
    });
    type('产品名称', 'Stainless Steel Water Bottle 750ml');
    type('关键词', 'water bottle, thermos');
    fireEvent.click(screen.getByText('增强'));
    start();
    await waitFor(() => expect(calls(API.listingGenerate)).toHaveLength(1));
    expect(calls(API.listingGenerate)[0]).toEqual({
      productName: 'Stainless Steel Water Bottle 750ml',
      description: '',
      keywords: 'water bottle, thermos',
      marketplace: 'US',
      creativity: 'enhanced',
    });

    stream.send('token', { text: 'TITLE: Stainless' });
    const text = await screen.findByTestId('stream-text');
    await waitFor(() => expect(text.textContent).toBe('TITLE: Stainless'));
    expect(text.getAttribute('data-streaming')).toBe('true');
    expect(screen.getByRole('button', { name: '停止生成' })).toBeTruthy();
    stream.send('token', { text: ' Steel Water' });
    await waitFor(() =>
      expect(screen.getByTestId('stream-text').textContent).toBe('TITLE: Stainless Steel Water'),
    );

    stream.send('done', { generation });
    stream.end();
    const result = await screen.findByTestId('listing-result');
    expect((within(result).getByLabelText('标题') as HTMLTextAreaElement).value).toBe(
      generation.listing!.title,
    );
    expect(within(result).getByText('符合亚马逊规则')).toBeTruthy();
    expect(screen.queryByTestId('stream-text')).toBeNull();
    expect(screen.getByRole('button', { name: '开始生成' })).toBeTruthy();
  });

  it('opens the top-up dialog on code 996 and offers no retry', async () => {
    setup({
      [API.listingGenerate]: () => jsonResponse({ code: 996, msg: '算力不足，请充值', data: null }, 402),
    });
    type('产品名称', 'Water Bottle');
    start();
    const error = await screen.findByTestId('stream-error');
    expect(within(error).getByText('算力不足，请充值')).toBeTruthy();
    expect(topUpDialog.isOpen()).toBe(true);
    expect(within(error).queryByRole('button', { name: '重试' })).toBeNull();
  });

  it("shows the server's message when the model fails mid-way, keeps what came, and retries", async () => {
    const streams = [sseResponse(), sseResponse()];
    const { calls } = setup({
      [API.listingGenerate]: () => streams[calls(API.listingGenerate).length - 1]!.response,
    });
    type('产品名称', 'Water Bottle');
    start();
    await waitFor(() => expect(calls(API.listingGenerate)).toHaveLength(1));
    streams[0]!.send('token', { text: 'TITLE: Water' });
    streams[0]!.send('error', { code: 1007, msg: '大模型服务中途断开，生成未完成（未扣除算力）' });
    streams[0]!.end();
    const error = await screen.findByTestId('stream-error');
    expect(within(error).getByText('生成失败')).toBeTruthy();
    expect(within(error).getByText('大模型服务中途断开，生成未完成（未扣除算力）')).toBeTruthy();
    expect(screen.getByTestId('stream-text').textContent).toBe('TITLE: Water');
    fireEvent.click(within(error).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(calls(API.listingGenerate)).toHaveLength(2));
  });

  it('says plainly when the connection breaks off before the result', async () => {
    const stream = sseResponse();
    setup({ [API.listingGenerate]: () => stream.response });
    type('产品名称', 'Water Bottle');
    start();
    await screen.findByRole('button', { name: '停止生成' });
    stream.send('token', { text: 'TITLE: Water' });
    stream.end();
    expect(await screen.findByText(/连接中断，未收到完整结果/)).toBeTruthy();
  });

  it('stops on request and says an unfinished generation costs nothing', async () => {
    const stream = sseResponse();
    const { lastCall } = setup({ [API.listingGenerate]: () => stream.response });
    type('产品名称', 'Water Bottle');
    start();
    stream.send('token', { text: 'TITLE: Water' });
    fireEvent.click(await screen.findByRole('button', { name: '停止生成' }));
    expect(await screen.findByText('已停止生成。未完成的生成不扣除算力')).toBeTruthy();
    await waitFor(() => expect(lastCall(API.listingGenerate).signal.aborted).toBe(true));
  });

  it('speaks English when English is chosen', async () => {
    await changeLanguage('en-US');
    setup();
    expect(await screen.findByText('This generation costs 1.50 power; your balance is 10.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start generating' }));
    expect(await screen.findByText('Product name cannot be empty')).toBeTruthy();
    expect(screen.getByText('Output language: English')).toBeTruthy();
  });
});
