import { API, type DesignPatent } from '@asinasin/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { PatentNewPage } from './patent-new-page';

const routes = [{ path: '/patent-new', element: <PatentNewPage /> }];

const chew: DesignPatent = {
  patentNumber: 'USD0534331',
  title: 'Pet chew',
  locarnoClass: '01',
  locarnoSubclass: null,
  locarnoMapped: true,
  uspcClass: 'D1-121',
  applyDate: null,
  publicationDate: null,
  applicant: null,
  designer: null,
  agency: null,
  agent: null,
  applicantAddress: null,
  drawingUrl: null,
};

beforeEach(async () => {
  await changeLanguage('zh-CN');
  authToken.set('tok-patent-new');
  fakeApi.on(API.newLocTotal, {
    total: 45,
    newest: '2022-10-25',
    classes: [{ code: '01', en: 'Foodstuffs', zh: '食品', count: 45 }],
  });
});

describe('newest patents page', () => {
  it('lists the newest of the class in the address, with the total and the page asked for', async () => {
    fakeApi.on(API.newLocList, { row: [chew], total: 45 });
    renderRoutes(routes, '/patent-new?locLarge=01&page=2');
    expect(await screen.findByText('Pet chew')).toBeTruthy();
    expect(screen.getByText('共 45 件')).toBeTruthy();
    expect(screen.getByText('专利号 USD0534331 · 洛迦诺 01（由 USPC D1-121 推得）')).toBeTruthy();
    expect(screen.getByText('来源未提供日期')).toBeTruthy();
    expect(screen.getByText('最新公告日 2022-10-25')).toBeTruthy();
    expect(fakeApi.bodies(API.newLocList)[0]).toEqual({ locLarge: '01', page: 2, size: 20 });
  });

  it('says a class holds nothing, in English', async () => {
    await changeLanguage('en-US');
    fakeApi.on(API.newLocList, { row: [], total: 0 });
    renderRoutes(routes, '/patent-new?locLarge=99x');
    expect(await screen.findByText('No patent of this class has been imported.')).toBeTruthy();
    await waitFor(() => expect(fakeApi.bodies(API.newLocList)[0]).toEqual({ page: 1, size: 20 }));
  });
});
