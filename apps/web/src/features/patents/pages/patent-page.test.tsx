import { API, type PatentHit } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { PatentPage } from './patent-page';

const routes = [
  {
    path: '/patent',
    element: <PatentPage trademarkTab={<p data-testid="trademark-box">trademark box</p>} />,
  },
  { path: '/patent-new', element: <p>newest page</p> },
];

const waffle: PatentHit = {
  patentNumber: 'USD0967598',
  title: 'Waffle maker',
  locarnoClass: '01',
  locarnoSubclass: '01',
  locarnoMapped: false,
  uspcClass: 'D1-106',
  applyDate: '2021-03-02',
  publicationDate: '2022-10-25',
  applicant: 'Mark Corp',
  designer: null,
  agency: null,
  agent: null,
  applicantAddress: null,
  drawingUrl: '/api/AiAmazon/patentDrawing/USD0967598',
  score: 0.874,
  imageScore: 0.82,
  why: ['image', 'title:waffle', 'applicant', 'class'],
};

const totals = (total: number) => ({
  total,
  newest: total ? '2022-10-25' : null,
  classes: [
    { code: '01', en: 'Foodstuffs', zh: '食品', count: total },
    { code: '02', en: 'Articles of clothing', zh: '服装', count: 0 },
  ],
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeEach(async () => {
  await changeLanguage('zh-CN');
  authToken.set('tok-patent');
  fakeApi.on(API.newLocTotal, totals(1));
  fakeApi.file(waffle.drawingUrl!, new Response(PNG, { headers: { 'content-type': 'image/png' } }));
});

const pickImage = async (file: File) => {
  await screen.findByTestId('patent-image-pick');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('patent search page', () => {
  it('searches by keyword and an image, showing the score as a percentage and why in words', async () => {
    fakeApi.on(API.patentSearch, { row: [waffle], total: 1, indexed: 300 });
    renderRoutes(routes, '/patent');
    await pickImage(new File([PNG], 'drawing.png', { type: 'image/png' }));
    expect(await screen.findByTestId('patent-image-preview')).toBeTruthy();
    fireEvent.change(screen.getByTestId('patent-keyword'), { target: { value: ' waffle ' } });
    fireEvent.click(screen.getByTestId('patent-submit'));
    expect(await screen.findByText('Waffle maker')).toBeTruthy();
    expect(screen.getByText('相似度 87%')).toBeTruthy();
    expect(screen.getByText('图片相似')).toBeTruthy();
    expect(screen.getByText('标题含「waffle」')).toBeTruthy();
    expect(screen.getByText('同一洛迦诺分类')).toBeTruthy();
    expect(screen.getByText('专利号 USD0967598 · 洛迦诺 01-01')).toBeTruthy();
    const [body] = fakeApi.bodies(API.patentSearch);
    expect(body).toMatchObject({ type: 1, title: 'waffle', page: 1, size: 10 });
    expect(String(body!.image)).toMatch(/^data:image\/png;base64,/);
    // the drawing is fetched with the seller's session, not as an anonymous <img src>
    await waitFor(() => expect(fakeApi.calls(waffle.drawingUrl!)).toHaveLength(1));
    expect(fakeApi.calls(waffle.drawingUrl!)[0]!.headers.get('authorization')).toBe('Bearer tok-patent');
  });

  it('sends the advanced draft fields, in English too', async () => {
    await changeLanguage('en-US');
    fakeApi.on(API.patentSearch, { row: [waffle], total: 1, indexed: 0 });
    renderRoutes(routes, '/patent');
    fireEvent.click(await screen.findByText('Advanced search'));
    fireEvent.change(await screen.findByTestId('patent-applyer'), { target: { value: 'Mark' } });
    fireEvent.change(screen.getByTestId('patent-designer'), { target: { value: 'Lee' } });
    fireEvent.change(screen.getByTestId('patent-patentNumber'), { target: { value: 'D967598' } });
    fireEvent.click(screen.getByTestId('patent-submit'));
    expect(await screen.findByText('Similarity 87%')).toBeTruthy();
    expect(screen.getByText('Title has "waffle"')).toBeTruthy();
    expect(screen.getByText('Applicant matches')).toBeTruthy();
    expect(fakeApi.bodies(API.patentSearch)[0]).toEqual({
      type: 1,
      page: 1,
      size: 10,
      applyer: 'Mark',
      designer: 'Lee',
      patentNumber: 'D967598',
    });
  });

  it('refuses a file that is not .jpg or .png and asks for input before searching', async () => {
    renderRoutes(routes, '/patent');
    await pickImage(new File(['GIF89a'], 'x.gif', { type: 'image/gif' }));
    expect(await screen.findByText('只能上传 .jpg 和 .png 格式的图片')).toBeTruthy();
    expect(screen.queryByTestId('patent-image-preview')).toBeNull();
    fireEvent.click(screen.getByTestId('patent-submit'));
    expect(await screen.findByText('请上传图片或输入关键词')).toBeTruthy();
    expect(fakeApi.bodies(API.patentSearch)).toHaveLength(0);
  });

  it('says which import fills the page when no patent is imported, in both languages', async () => {
    fakeApi.on(API.newLocTotal, totals(0));
    renderRoutes(routes, '/patent');
    expect((await screen.findByTestId('patent-none-imported')).textContent).toContain('外观设计专利');
    await changeLanguage('en-US');
    expect((await screen.findByTestId('patent-none-imported')).textContent).toContain(
      'npm run import -- design-patents',
    );
  });

  it('places the trademark box and a link to the newest patents in its tabs', async () => {
    const { router } = renderRoutes(routes, '/patent');
    fireEvent.click(await screen.findByText('商标查询'));
    expect(await screen.findByTestId('trademark-box')).toBeTruthy();
    fireEvent.click(await screen.findByText('最新专利'));
    fireEvent.click(await screen.findByTestId('patent-newest-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patent-new'));
  });
});
