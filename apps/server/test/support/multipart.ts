/** A real multipart/form-data body with one file, as a browser's FormData encodes it. */
export async function multipartBody(file: { field?: string; name: string; type: string; data: Buffer }) {
  const form = new FormData();
  form.append(file.field ?? 'file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
