import { API } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, apiRequest, fileExists } from '../lib/api-client';
import { fakeApi, failure } from './fake-api';

describe('the fake API of the web tests', () => {
  it('answers the app’s own fetch in the envelope and records the body sent', async () => {
    fakeApi.on(API.catalogSources, (body: { page: number }) => ({ seen: body.page }) as never);
    await expect(apiRequest(API.catalogSources, { body: { page: 3 } })).resolves.toEqual({ seen: 3 });
    expect(fakeApi.bodies(API.catalogSources)).toEqual([{ page: 3 }]);
  });

  it('refuses with the code, message and status it is given', async () => {
    fakeApi.on(API.orderIndex, failure(401, 'please log in', 401));
    const refused = apiRequest(API.orderIndex, { body: {} });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 401, msg: 'please log in', status: 401 });
  });

  it('answers a path no test set with 404, and forgets answers between tests', async () => {
    await expect(apiRequest(API.catalogSources, { body: { page: 1 } })).rejects.toMatchObject({ code: 404 });
    expect(fakeApi.calls()).toHaveLength(1);
  });

  it('answers any other path of the page as a file that does not exist', async () => {
    await expect(fileExists('/extension/asinasin.zip')).resolves.toBe(false);
    expect(fakeApi.calls('/extension/asinasin.zip')[0]?.method).toBe('HEAD');
  });
});
