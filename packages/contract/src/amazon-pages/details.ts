import { squash, textOf, type HTMLElement } from './dom.js';

/** One "label: value" row of a product page's details, whatever its layout year. */
export interface DetailRow {
  /** Lower case, without the trailing colon or direction marks: "item weight". */
  label: string;
  /** The value's visible text, label removed. */
  value: string;
}

/**
 * Where the details live: the 2019-2025 "Product information" tables (th/td or td.label/td.value),
 * the detail bullets (li with a bold label), the older "Product details" lists (li with <b>), the
 * product overview table and the Best Sellers Rank row. Comparison tables and carousels elsewhere
 * on the page describe other products and are not read.
 */
const CONTAINERS = [
  '#prodDetails',
  '#productDetails_feature_div',
  '#productDetails_db_sections',
  '#productDetails_techSpec_section_1',
  '#productDetails_detailBullets_sections1',
  '#detailBullets_feature_div',
  // mobile pages show the first details and keep the whole list in a secondary view
  '#detailBullets_secondary_view_div',
  '#detailBulletsWrapper_feature_div',
  '#detail_bullets_id',
  '#detail-bullets',
  '#productDetailsTable',
  '#productOverview_feature_div',
  '#tech',
  '#technicalSpecifications_feature_div',
  '#SalesRank',
];

function normaliseLabel(text: string): string {
  return squash(text)
    .replace(/\s*[:：]\s*$/, '')
    .trim()
    .toLowerCase();
}

function rowOfTableRow(row: HTMLElement): DetailRow | null {
  const header = row.querySelector('th');
  const cells = row.querySelectorAll('td');
  const labelCell = header ?? (cells.length >= 2 ? cells[0] : undefined);
  const valueCell = header ? cells[0] : cells[1];
  if (!labelCell || !valueCell) return null;
  const label = normaliseLabel(textOf(labelCell));
  return label ? { label, value: textOf(valueCell) } : null;
}

function rowOfListItem(item: HTMLElement): DetailRow | null {
  const bold = item.querySelector('b, .a-text-bold');
  if (!bold) return null;
  const labelText = textOf(bold);
  if (!/[:：]\s*$/.test(labelText) || labelText.length > 80) return null;
  const whole = textOf(item);
  const value = whole.startsWith(labelText) ? whole.slice(labelText.length).trim() : whole;
  return { label: normaliseLabel(labelText), value };
}

/** Every detail row of the page, in page order, each row once. */
export function detailRows(root: HTMLElement): DetailRow[] {
  const seen = new Set<HTMLElement>();
  const rows: DetailRow[] = [];
  for (const selector of CONTAINERS) {
    for (const container of root.querySelectorAll(selector)) {
      const own = ['tr', 'li'].includes(container.rawTagName.toLowerCase()) ? [container] : [];
      for (const element of [...own, ...container.querySelectorAll('tr, li')]) {
        if (seen.has(element)) continue;
        seen.add(element);
        const row =
          element.rawTagName.toLowerCase() === 'tr' ? rowOfTableRow(element) : rowOfListItem(element);
        if (row && row.value) rows.push(row);
      }
    }
  }
  return rows;
}

/** The value of the first row whose label matches; the patterns are tried in order of preference. */
export function detailValue(rows: readonly DetailRow[], patterns: readonly RegExp[]): string | null {
  for (const pattern of patterns) {
    const row = rows.find((candidate) => pattern.test(candidate.label));
    if (row) return row.value;
  }
  return null;
}

/** Row labels of each field in the marketplaces' languages. */
export const LABELS = {
  asin: [/^asin$/],
  brand: [/^(?:brand|brand name|marke|marque|marca|marchio|ブランド|ブランド名)$/],
  itemWeight: [
    /^(?:item weight|product weight|weight|artikelgewicht|produktgewicht|gewicht)$/,
    /^(?:poids de l['’]article|poids du produit|poids|peso del producto|peso del artículo|peso)$/,
    /^(?:peso dell['’]articolo|peso articolo|商品重量|本体重量|重量)$/,
  ],
  packageWeight: [
    /^(?:shipping weight|package weight|boxed[- ]product weight|item package weight|versandgewicht|produktgewicht inkl\. verpackung|verpackungsgewicht)$/,
    /^(?:poids de l['’]expédition|poids du colis|peso del envío|peso del paquete|peso di spedizione)$/,
    /^(?:発送重量|梱包重量)$/,
  ],
  itemDimensions: [
    /^(?:product|item) dimensions\b/,
    /^(?:produktabmessungen|artikelabmessungen|abmessungen|größe und\/oder gewicht)/,
    /^(?:dimensions du produit|dimensions de l['’]article|dimensions)\b/,
    /^(?:dimensiones del producto|dimensiones del artículo|dimensioni prodotto|dimensioni articolo)/,
    /^(?:商品サイズ|製品サイズ|本体サイズ)/,
  ],
  packageDimensions: [
    /^(?:package|parcel|shipping) dimensions\b/,
    /^(?:verpackungsabmessungen|dimensions du colis|dimensiones del paquete|dimensioni del collo|梱包サイズ)/,
  ],
  dateFirstAvailable: [
    /date first (?:available|listed)/,
    /im angebot von amazon|erstmals verfügbar/,
    /date de mise en ligne|disponible (?:sur|depuis)/,
    /producto en amazon|disponible en amazon|disponibile su amazon|in vendita su amazon/,
    /取り扱い開始日/,
  ],
  bestSellersRank: [
    /best\s?sellers?\s?rank|bestseller-rang|meilleures ventes|más vendidos|classifica bestseller|売れ筋ランキング|en çok satanlar/,
  ],
  customerReviews: [
    /customer reviews|average customer review|customer rating|kundenrezensionen|durchschnittliche kundenbewertung/,
    /commentaires client|évaluations client|valoración media|opiniones de (?:los )?clientes|recensioni client|カスタマーレビュー/,
  ],
} as const satisfies Record<string, readonly RegExp[]>;
