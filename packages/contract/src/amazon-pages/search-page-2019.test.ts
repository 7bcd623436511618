import { describe, expect, it } from 'vitest';
import { parseAmazonPage } from './parse-amazon-page.js';

/** A 2019 amazon.de search page (li.s-result-item rows) in Amazon's frame; each test adds its rows. */
function searchPage2019(rows: string): string {
  return `<!doctype html><html lang="de-de" class="a-no-js"><head>
<link rel="canonical" href="https://www.amazon.de/s?k=plastikfrei+f%C3%BCr+einsteiger"></head>
<body><div id="a-page"><input id="twotabsearchtextbox" name="field-keywords" value="plastikfrei für einsteiger">
${rows}
</div></body></html>`;
}

function row(asin: string, title: string, price: string): string {
  return `<li id="result_0" data-asin="${asin}" class="s-result-item celwidget"><div class="s-item-container">
<a href="https://www.amazon.de/dp/${asin}"><h2 data-attribute="${title}" class="a-size-medium s-inline">${title}</h2></a>
<a href="https://www.amazon.de/dp/${asin}"><span class="a-color-price s-price">${price}</span></a></div></li>`;
}

describe('a 2019 search page with few results', () => {
  it('does not read the "results for fewer words" blocks of another search as its results', () => {
    const page = parseAmazonPage(
      searchPage2019(`<ul id="s-results-list-atf" class="s-result-list">
${row('3868829938', 'Plastikfrei für Einsteiger', 'EUR 14,99')}
</ul>
<div class="a-box"><span>“plastikfrei für”</span> <a href="/s/ref=sr_gnr_fkmr0?keywords=plastikfrei+f%C3%BCr">Alle 1.198 Ergebnisse…</a></div>
<div id="fkmr-results0" class="a-row s-result-list-parent-container"><ul class="s-result-list">
${row('B07K3Y2XMG', 'Ein anderes Buch', 'EUR 9,99')}
</ul></div>
<div id="fkmr-results1" class="a-row s-result-list-parent-container"><ul class="s-result-list">
${row('B07KXC2SHS', 'Eine Zahnbürste', 'EUR 4,99')}
</ul></div>`),
    );
    expect(page).toMatchObject({ kind: 'search', marketplace: 'DE', keyword: 'plastikfrei für einsteiger' });
    expect(page.kind === 'search' && page.items.map((item) => [item.position, item.asin])).toEqual([
      [1, '3868829938'],
    ]);
  });

  it('still reads every row of a page without such blocks', () => {
    const page = parseAmazonPage(
      searchPage2019(`<ul id="s-results-list-atf" class="s-result-list">
${row('3868829938', 'Plastikfrei für Einsteiger', 'EUR 14,99')}
${row('B07LCT8J4V', 'Fermentieren für Anfänger', 'EUR 2,99')}
</ul>`),
    );
    expect(page.kind === 'search' && page.items.map((item) => item.asin)).toEqual([
      '3868829938',
      'B07LCT8J4V',
    ]);
  });
});
