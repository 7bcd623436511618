import type { ListingLanguage } from '@asinasin/contract';

/**
 * The offline generator's template sentences, one set per output language (docs/ai/llm.md). They
 * only arrange the seller's own words: the product name, the description's sentences and the
 * keywords. They state no fact, claim or number of their own, so a rule-based listing cannot say
 * more than the seller did.
 */
export interface Templates {
  /** a title from the product name and up to a few keywords; later variants reorder more freely */
  title: ((product: string, keywords: string[]) => string)[];
  /** labels a seller's own sentence gets in a bullet */
  featureLabels: string[];
  /** bullets made from a keyword when the description has too few sentences */
  keywordBullets: ((product: string, keyword: string) => string)[];
  /** bullets from the product name alone, the last resort */
  productBullets: ((product: string) => string)[];
  /** the description's opening sentence; the seller's sentences follow it */
  description: ((product: string, keywords: string) => string)[];
  /** "a, b and c" */
  list: (items: string[]) => string;
}

const joiner = (and: string) => (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const en: Templates = {
  title: [
    (p, k) => [p, ...k].join(', '),
    (p, k) => (k.length ? `${p} - ${k.join(', ')}` : p),
    (p, k) => (k.length ? `${p} for ${joiner('and')(k)}` : p),
    (p, k) => (k.length ? `${k[0]} ${p}${k.length > 1 ? `, ${k.slice(1).join(', ')}` : ''}` : p),
  ],
  featureLabels: ['Key feature', 'Design', 'Details', 'Everyday use', 'Good to know'],
  keywordBullets: [
    (p, k) => `Made for ${k}: ${p} for buyers looking for ${k}`,
    (p, k) => `${k}: this ${p} fits the search for ${k}`,
    (p, k) => `Searching for ${k}: see this ${p} and its details below`,
  ],
  productBullets: [
    (p) => `What it is: ${p}`,
    (p) => `Included: ${p}`,
    (p) => `Details: see the product description for sizes, materials and care of this ${p}`,
  ],
  description: [
    (p, k) => (k ? `${p} for anyone looking for ${k}.` : `${p}.`),
    (p, k) => (k ? `This ${p} answers the search for ${k}.` : `This is the ${p}.`),
  ],
  list: joiner('and'),
};

const de: Templates = {
  title: [
    (p, k) => [p, ...k].join(', '),
    (p, k) => (k.length ? `${p} - ${k.join(', ')}` : p),
    (p, k) => (k.length ? `${p} für ${joiner('und')(k)}` : p),
  ],
  featureLabels: ['Merkmal', 'Design', 'Details', 'Im Alltag', 'Gut zu wissen'],
  keywordBullets: [
    (p, k) => `Für ${k}: ${p} für alle, die ${k} suchen`,
    (p, k) => `${k}: dieses Produkt (${p}) passt zur Suche nach ${k}`,
  ],
  productBullets: [
    (p) => `Was es ist: ${p}`,
    (p) => `Lieferumfang: ${p}`,
    () => `Details: Größen, Material und Pflege stehen in der Produktbeschreibung`,
  ],
  description: [(p, k) => (k ? `${p} für alle, die ${k} suchen.` : `${p}.`)],
  list: joiner('und'),
};

const fr: Templates = {
  title: [
    (p, k) => [p, ...k].join(', '),
    (p, k) => (k.length ? `${p} - ${k.join(', ')}` : p),
    (p, k) => (k.length ? `${p} pour ${joiner('et')(k)}` : p),
  ],
  featureLabels: ['Caractéristique', 'Design', 'Détails', 'Au quotidien', 'Bon à savoir'],
  keywordBullets: [
    (p, k) => `Pour ${k} : ${p} pour tous ceux qui cherchent ${k}`,
    (p, k) => `${k} : ce produit (${p}) répond à la recherche ${k}`,
  ],
  productBullets: [
    (p) => `Ce que c'est : ${p}`,
    (p) => `Contenu : ${p}`,
    () => `Détails : tailles, matériaux et entretien dans la description du produit`,
  ],
  description: [(p, k) => (k ? `${p} pour tous ceux qui cherchent ${k}.` : `${p}.`)],
  list: joiner('et'),
};

const it: Templates = {
  title: [
    (p, k) => [p, ...k].join(', '),
    (p, k) => (k.length ? `${p} - ${k.join(', ')}` : p),
    (p, k) => (k.length ? `${p} per ${joiner('e')(k)}` : p),
  ],
  featureLabels: ['Caratteristica', 'Design', 'Dettagli', 'Uso quotidiano', 'Da sapere'],
  keywordBullets: [
    (p, k) => `Per ${k}: ${p} per chi cerca ${k}`,
    (p, k) => `${k}: questo prodotto (${p}) risponde alla ricerca ${k}`,
  ],
  productBullets: [
    (p) => `Che cos'è: ${p}`,
    (p) => `Contenuto: ${p}`,
    () => `Dettagli: misure, materiali e cura nella descrizione del prodotto`,
  ],
  description: [(p, k) => (k ? `${p} per chi cerca ${k}.` : `${p}.`)],
  list: joiner('e'),
};

const es: Templates = {
  title: [
    (p, k) => [p, ...k].join(', '),
    (p, k) => (k.length ? `${p} - ${k.join(', ')}` : p),
    (p, k) => (k.length ? `${p} para ${joiner('y')(k)}` : p),
  ],
  featureLabels: ['Característica', 'Diseño', 'Detalles', 'Uso diario', 'A tener en cuenta'],
  keywordBullets: [
    (p, k) => `Para ${k}: ${p} para quien busca ${k}`,
    (p, k) => `${k}: este producto (${p}) responde a la búsqueda ${k}`,
  ],
  productBullets: [
    (p) => `Qué es: ${p}`,
    (p) => `Contenido: ${p}`,
    () => `Detalles: medidas, materiales y cuidado en la descripción del producto`,
  ],
  description: [(p, k) => (k ? `${p} para quien busca ${k}.` : `${p}.`)],
  list: joiner('y'),
};

const ja: Templates = {
  title: [(p, k) => [p, ...k].join(' '), (p, k) => (k.length ? `${p} ${k.join('・')}` : p)],
  featureLabels: ['特長', 'デザイン', '詳細', '普段使い', 'ポイント'],
  keywordBullets: [
    (p, k) => `${k}に：${k}をお探しの方のための${p}`,
    (p, k) => `${k}：${p}は${k}の検索に対応`,
  ],
  productBullets: [
    (p) => `商品：${p}`,
    (p) => `内容：${p}`,
    () => `詳細：サイズ・素材・お手入れは商品説明をご覧ください`,
  ],
  description: [(p, k) => (k ? `${k}をお探しの方のための${p}です。` : `${p}です。`)],
  list: (items) => items.join('、'),
};

export const TEMPLATES: Record<ListingLanguage, Templates> = { en, de, fr, it, es, ja };
