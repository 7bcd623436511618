import type { ListingLanguage } from './marketplaces.js';

/**
 * Words and phrases Amazon's listing rules forbid or restrict (domain.md §7; peers.md §6.5). Each
 * language has its own list; English is checked in every marketplace because sellers mix it in.
 * Phrases are matched as whole words, case-insensitively, after NFKC folding.
 */
export interface Lexicon {
  /** ✅ [112][113] title: "free shipping", "Best Seller", "Hot Item"…; JS title lint (peers.md §6.5) */
  promotional: string[];
  /** ◐ [119][120] bullets (Aug 15, 2024): no guarantee or refund claims */
  guarantee: string[];
  /** ◐ [116][120] ⚠ restricted claims: pesticide (EPA/FIFRA), drug/disease, antimicrobial, eco */
  restricted: string[];
  /** ◐ [116][120] "best" and the like need substantiation: flagged for review, not refused */
  superlative: string[];
  /** prepositions, articles and conjunctions: exempt from the title's word-repeat rule (◐ [115]) */
  minorWords: string[];
}

const en: Lexicon = {
  promotional: [
    'free shipping',
    'free delivery',
    'best seller',
    'bestseller',
    'best-seller',
    'hot item',
    'hot sale',
    'hot deal',
    'on sale',
    'big sale',
    'limited time',
    'limited offer',
    'lowest price',
    'cheapest',
    'top rated',
    'top-rated',
    '#1',
    'no. 1',
    'no.1',
    'number one',
    'buy now',
    'discount',
    'clearance',
  ],
  guarantee: [
    'guarantee',
    'guaranteed',
    'money back',
    'money-back',
    'full refund',
    'refund',
    'refundable',
    'if not satisfied',
    'satisfaction guaranteed',
    'no questions asked',
    'risk free',
    'risk-free',
  ],
  restricted: [
    'eco-friendly',
    'eco friendly',
    'environmentally friendly',
    'antibacterial',
    'anti-bacterial',
    'antimicrobial',
    'anti-microbial',
    'antiviral',
    'anti-viral',
    'antifungal',
    'anti-fungal',
    'kills germs',
    'kills bacteria',
    'kills viruses',
    'disinfects',
    'sanitizes',
    'pesticide',
    'insecticide',
    'repels insects',
    'repels mosquitoes',
    'insect repellent',
    'mosquito repellent',
    'fda approved',
    'fda-approved',
    'clinically proven',
    'medical grade',
    'cure',
    'cures',
    'heals',
    'treats',
    'anti-inflammatory',
    'pain relief',
    'detox',
    'cancer',
    'diabetes',
    'arthritis',
    'covid',
    'coronavirus',
  ],
  superlative: ['best', 'perfect', 'ultimate', 'unbeatable'],
  minorWords:
    'a an the and or nor but for with without of to in on at by from as per into over under &'.split(' '),
};

const de: Lexicon = {
  promotional: [
    'kostenloser versand',
    'versandkostenfrei',
    'gratis versand',
    'bestseller',
    'sonderangebot',
    'angebot',
    'rabatt',
    'ausverkauf',
    'nur heute',
    'günstigste',
    'nummer 1',
  ],
  guarantee: ['geld zurück', 'geld-zurück', 'rückerstattung', 'garantiert', 'zufriedenheitsgarantie'],
  restricted: [
    'umweltfreundlich',
    'antibakteriell',
    'antimikrobiell',
    'antiviral',
    'desinfiziert',
    'tötet keime',
    'pestizid',
    'insektizid',
    'heilt',
    'medizinisch geprüft',
    'klinisch bewiesen',
  ],
  superlative: ['beste', 'bester', 'bestes', 'perfekt', 'ultimativ'],
  minorWords:
    'der die das und oder aber für mit ohne von vom zu zum zur in im auf an am aus bei ein eine einer einem einen den dem des als &'.split(
      ' ',
    ),
};

const fr: Lexicon = {
  promotional: [
    'livraison gratuite',
    'meilleure vente',
    'meilleures ventes',
    'promo',
    'promotion',
    'soldes',
    'prix le plus bas',
    'offre limitée',
    'numéro 1',
  ],
  guarantee: ['satisfait ou remboursé', 'remboursé', 'remboursement', 'garanti', 'garantie'],
  restricted: [
    'écologique',
    'antibactérien',
    'antibactérienne',
    'antimicrobien',
    'antiviral',
    'désinfecte',
    'pesticide',
    'insecticide',
    'guérit',
    'cliniquement prouvé',
  ],
  superlative: ['meilleur', 'meilleure', 'parfait', 'parfaite', 'ultime'],
  minorWords: 'le la les l de des du d et ou mais pour avec sans en à au aux un une sur par dans &'.split(
    ' ',
  ),
};

const it: Lexicon = {
  promotional: [
    'spedizione gratuita',
    'più venduto',
    'offerta',
    'sconto',
    'saldi',
    'prezzo più basso',
    'numero 1',
  ],
  guarantee: ['soddisfatti o rimborsati', 'rimborso', 'rimborsato', 'garantito', 'garanzia'],
  restricted: [
    'ecologico',
    'ecologica',
    'antibatterico',
    'antibatterica',
    'antimicrobico',
    'antivirale',
    'disinfetta',
    'pesticida',
    'insetticida',
    'guarisce',
    'clinicamente testato',
  ],
  superlative: ['migliore', 'perfetto', 'perfetta', 'definitivo'],
  minorWords:
    'il lo la i gli le l di da e o ma per con senza in a al allo alla su un una uno del della dei &'.split(
      ' ',
    ),
};

const es: Lexicon = {
  promotional: [
    'envío gratis',
    'envío gratuito',
    'más vendido',
    'oferta',
    'descuento',
    'rebajas',
    'precio más bajo',
    'número 1',
  ],
  guarantee: ['reembolso', 'devolución del dinero', 'garantizado', 'garantizada', 'garantía'],
  restricted: [
    'ecológico',
    'ecológica',
    'antibacteriano',
    'antibacteriana',
    'antimicrobiano',
    'antiviral',
    'desinfecta',
    'pesticida',
    'insecticida',
    'cura',
    'clínicamente probado',
  ],
  superlative: ['mejor', 'perfecto', 'perfecta', 'definitivo'],
  minorWords: 'el la los las lo de del y e o u pero para con sin en a al un una por sobre &'.split(' '),
};

const ja: Lexicon = {
  promotional: [
    '送料無料',
    'ベストセラー',
    'セール',
    '激安',
    '最安',
    '最安値',
    '限定価格',
    'タイムセール',
    'ナンバーワン',
  ],
  guarantee: ['返金保証', '全額返金', '返金', '満足保証'],
  restricted: ['抗菌', '除菌', '殺菌', '抗ウイルス', '防虫', '殺虫', '治る', '治療', '医療用', 'エコ'],
  superlative: ['最高', '最強', '完璧'],
  minorWords: ['の', 'に', 'は', 'を', 'と', 'で', 'が', 'も', 'や', 'から', 'まで', 'より', 'へ'],
};

export const LEXICONS: Record<ListingLanguage, Lexicon> = { en, de, fr, it, es, ja };

/** ✅ [112] never in a title (unless part of the brand name) */
export const TITLE_BANNED_CHARACTERS = ['!', '$', '?', '_', '{', '}', '^', '¬', '¦'];
/** ✅ [112] in a title only in context ("Style #4301", "<10 lb"), never as decoration */
export const TITLE_CONTEXT_CHARACTERS = ['~', '#', '<', '>', '*'];
/** ✅ [112][113] non-language symbols: no Æ © ® ™ in titles */
export const TITLE_SYMBOLS = ['©', '®', '™', 'Æ'];
/** ◐ [119][120] bullets since Aug 15, 2024; "â" (broken encoding) only where it is not a letter */
export const BULLET_SPECIAL_CHARACTERS = ['™', '®', '€', '…', '†', '‡', '°', '¢', '£', '¥', '©', '±', '~'];
/** ◐ [119][120] placeholders Amazon removes */
export const PLACEHOLDERS = ['n/a', 'tbd', 'not applicable', 'copy pending', 'lorem ipsum'];
