/**
 * Dates as Amazon prints them in detail rows: "May 28, 2016", "Sept. 9 2016", "24 May 2017",
 * "25. August 2016", "25 août 2016", "15 noviembre 2018", "15 de noviembre de 2018",
 * "25 agosto 2016", "2016/8/25", "2016年8月25日". Returned as "YYYY-MM-DD", or null when the text
 * holds no whole date (a month and year alone are not a day).
 */

/** Month names and their abbreviations, lower case without the trailing dot, by month number. */
const MONTHS: ReadonlyArray<readonly string[]> = [
  [
    'january',
    'jan',
    'januar',
    'jänner',
    'janvier',
    'janv',
    'enero',
    'ene',
    'gennaio',
    'gen',
    'ocak',
    'januari',
    'styczeń',
  ],
  [
    'february',
    'feb',
    'februar',
    'février',
    'fevrier',
    'févr',
    'fevr',
    'febrero',
    'febbraio',
    'şubat',
    'februari',
    'luty',
  ],
  ['march', 'mar', 'märz', 'maerz', 'mars', 'marzo', 'mart', 'maart', 'marzec', 'mrz'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'nisan', 'kwiecień'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'mayıs', 'mei', 'maj'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'haziran', 'czerwiec'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'temmuz', 'lipiec'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'ağustos', 'augustus', 'sierpień'],
  [
    'september',
    'sep',
    'sept',
    'septembre',
    'septiembre',
    'setiembre',
    'settembre',
    'set',
    'eylül',
    'wrzesień',
  ],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'ekim', 'październik'],
  ['november', 'nov', 'novembre', 'noviembre', 'kasım', 'listopad'],
  [
    'december',
    'dec',
    'dezember',
    'dez',
    'décembre',
    'decembre',
    'déc',
    'diciembre',
    'dic',
    'dicembre',
    'aralık',
    'grudzień',
  ],
];

const MONTH_BY_NAME = new Map<string, number>(
  MONTHS.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

function monthOf(word: string): number | null {
  return MONTH_BY_NAME.get(word.toLowerCase().replace(/\.$/, '')) ?? null;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1990 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const WORD = '([A-Za-zÀ-ÿğıüşöçĞİÜŞÖÇńźśąęł]+\\.?)';

export function parseDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const value = text.replace(/[\u00a0\u202f\u200e\u200f]/g, ' ');

  const numeric = /(\d{4})\s*[/年.-]\s*(\d{1,2})\s*[/月.-]\s*(\d{1,2})/.exec(value);
  if (numeric) return isoDate(Number(numeric[1]), Number(numeric[2]), Number(numeric[3]));

  // Day first: "24 May 2017", "1. Oktober 2016", "15 de noviembre de 2018", "1er janvier 2020".
  const dayFirst = new RegExp(
    `(\\d{1,2})(?:\\.|er|º)?\\s+(?:de\\s+)?${WORD}\\s+(?:de\\s+)?(\\d{4})`,
    'u',
  ).exec(value);
  if (dayFirst) {
    const month = monthOf(dayFirst[2] ?? '');
    if (month) return isoDate(Number(dayFirst[3]), month, Number(dayFirst[1]));
  }

  // Month first: "May 28, 2016", "Sept. 9 2016".
  const monthFirst = new RegExp(`${WORD}\\s+(\\d{1,2}),?\\s+(\\d{4})`, 'u').exec(value);
  if (monthFirst) {
    const month = monthOf(monthFirst[1] ?? '');
    if (month) return isoDate(Number(monthFirst[3]), month, Number(monthFirst[2]));
  }
  return null;
}
