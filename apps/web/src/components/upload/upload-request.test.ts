import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { uploadErrorText, xhrUpload, type UploadError } from './upload-request';

/** Runs one real XMLHttpRequest against the test server and settles with its outcome. */
function send(action: string, method = 'post') {
  const file = new File(['abc'], 'a.png', { type: 'image/png' });
  return new Promise<{ ok: true; response: unknown } | { ok: false; error: UploadError }>((resolve) => {
    xhrUpload({
      action,
      method,
      field: 'file',
      file,
      data: { purpose: 'optimize' },
      onProgress: () => undefined,
      onSuccess: (response) => resolve({ ok: true, response }),
      onError: (error) => resolve({ ok: false, error }),
    });
  });
}

describe('upload request (SPEC §7 generic upload, §8 upload error)', () => {
  it('sends the file under the field "file" with the extra data, and resolves with the envelope data', async () => {
    fakeApi.file(
      '/u/ok',
      new Response(JSON.stringify({ code: 1, msg: '', data: { id: 7 } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const result = await send('/u/ok');
    expect(result).toEqual({ ok: true, response: { id: 7 } });
    const body = fakeApi.calls('/u/ok')[0]!.body as FormData;
    expect((body.get('file') as File).name).toBe('a.png');
    expect(body.get('purpose')).toBe('optimize');
  });

  it("shows the server's message when the envelope refuses", async () => {
    fakeApi.file(
      '/u/refused',
      new Response(JSON.stringify({ code: 400, msg: '不是图片', data: null }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const result = await send('/u/refused');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('不是图片');
  });

  it('shows the response text of a failure that is not an envelope', async () => {
    fakeApi.file('/u/text', new Response('Request Entity Too Large', { status: 413 }));
    const result = await send('/u/text');
    if (result.ok) throw new Error('expected a failure');
    expect(result.error.message).toBe('Request Entity Too Large');
    expect(result.error.status).toBe(413);
  });

  it("says 'fail to {method} {url} {status}' when the failure has no text", async () => {
    fakeApi.file('/u/empty', new Response(null, { status: 502 }));
    const result = await send('/u/empty', 'put');
    if (result.ok) throw new Error('expected a failure');
    expect(result.error.message).toBe('fail to put /u/empty 502');
  });

  it('reads an error field of a JSON body that is not an envelope', () => {
    expect(uploadErrorText({ error: 'quota' }, 'post', '/x', 500)).toBe('quota');
    expect(uploadErrorText('', 'post', '/x', 0)).toBe('fail to post /x 0');
  });
});
