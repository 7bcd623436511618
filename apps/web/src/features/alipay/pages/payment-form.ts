/**
 * Rebuilds a gateway's payment form (SPEC §4 `info`: Alipay's page-pay form, or the sandbox's)
 * from its HTML without running anything in it: the HTML is parsed into an inert document, and
 * only the first form's destination and its named fields are copied into a fresh form. Alipay's
 * own inline `<script>document.forms[0].submit()</script>` is dropped; the page submits instead.
 */
export function buildPaymentForm(html: string, doc: Document = document): HTMLFormElement | null {
  const source = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  if (!source) return null;
  let action: URL;
  try {
    action = new URL(source.getAttribute('action') ?? '', doc.location.href);
  } catch {
    return null;
  }
  // Only web addresses: a javascript: or data: action would run or show anything.
  if (action.protocol !== 'https:' && action.protocol !== 'http:') return null;

  const form = doc.createElement('form');
  form.method = source.getAttribute('method')?.toLowerCase() === 'get' ? 'get' : 'post';
  form.action = action.href;
  const charset = source.getAttribute('accept-charset');
  if (charset) form.acceptCharset = charset;
  form.hidden = true;
  for (const field of source.querySelectorAll('input[name], textarea[name], select[name]')) {
    const type = field.getAttribute('type')?.toLowerCase();
    if (type === 'submit' || type === 'button' || type === 'image' || type === 'file') continue;
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.getAttribute('name')!;
    input.value =
      field instanceof HTMLTextAreaElement
        ? (field.textContent ?? '')
        : (field.getAttribute('value') ?? (field as HTMLSelectElement).value ?? '');
    form.append(input);
  }
  return form;
}
