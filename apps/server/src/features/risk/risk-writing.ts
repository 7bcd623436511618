import type { Language, RiskContent, RiskLevel, TrademarkWhy } from '@asinasin/contract';
import type { LlmService } from '../../platform/llm/llm-service.js';

type Evidence = Pick<RiskContent, 'level' | 'trademarks' | 'patents'>;

const LEVEL_WORDS: Record<Language, Record<RiskLevel, string>> = {
  'zh-CN': { high: '高', medium: '中', low: '低', none: '未发现' },
  'en-US': { high: 'high', medium: 'medium', low: 'low', none: 'none found' },
};
const percent = (score: number) => `${Math.round(score * 100)}%`;
const WHY_WORDS: Record<Language, Record<TrademarkWhy, string>> = {
  'zh-CN': {
    exact: '完全相同',
    spacing: '仅空格不同',
    lookAlike: '形近',
    pinyin: '拼音相同',
    phonetic: '音近',
    editDistance: '拼写相近',
    contains: '包含',
  },
  'en-US': {
    exact: 'the same',
    spacing: 'the same but for spacing',
    lookAlike: 'looks alike',
    pinyin: 'the same pinyin',
    phonetic: 'sounds alike',
    editDistance: 'spelt alike',
    contains: 'contains it',
  },
};
const whyOf = (why: readonly TrademarkWhy[], language: Language) =>
  why.map((w) => WHY_WORDS[language][w]).join(language === 'zh-CN' ? '、' : ', ');
const markId = (hit: RiskContent['trademarks']['hits'][number]) =>
  hit.serialNumber ?? hit.registrationNumber ?? hit.mark;

/**
 * The verdict written from rules when no model is configured (docs/ai/llm.md): the level, then one
 * line per piece of evidence, each naming its mark serial or patent number and its similarity.
 */
export function offlineVerdict(evidence: Evidence, language: Language): string {
  const zh = language === 'zh-CN';
  const level = LEVEL_WORDS[language][evidence.level];
  const lines = [zh ? `综合侵权风险：${level}。` : `Overall infringement risk: ${level}.`];
  const marks = evidence.trademarks.hits.filter((hit) => hit.level !== 'low').slice(0, 5);
  for (const hit of marks) {
    const classes = hit.classes.join(', ') || '—';
    lines.push(
      zh
        ? `- 商标「${hit.mark}」（${hit.office ?? ''} ${markId(hit)}，${hit.status === 'live' ? '有效' : '状态未知'}，第 ${classes} 类）与词「${hit.word}」相近（${whyOf(hit.why, language)}），风险${LEVEL_WORDS[language][hit.level]}。`
        : `- Mark "${hit.mark}" (${hit.office ?? ''} ${markId(hit)}, ${hit.status}, class ${classes}) is close to "${hit.word}" (${whyOf(hit.why, language)}): ${hit.level} risk.`,
    );
  }
  const patents = evidence.patents.hits.filter((hit) => hit.level !== 'low').slice(0, 5);
  for (const hit of patents) {
    lines.push(
      zh
        ? `- 外观专利 ${hit.patentNumber}「${hit.title}」与图片相似度 ${percent(hit.imageScore ?? hit.score)}，风险${LEVEL_WORDS[language][hit.level]}。`
        : `- Design patent ${hit.patentNumber} "${hit.title}" is ${percent(hit.imageScore ?? hit.score)} similar to the image: ${hit.level} risk.`,
    );
  }
  const figurative = (evidence.trademarks.figurative?.hits ?? []).filter((hit) => hit.level !== 'low');
  for (const hit of figurative.slice(0, 5)) {
    lines.push(
      zh
        ? `- 图形商标「${hit.mark}」（${hit.office ?? ''} ${hit.serialNumber ?? hit.id}，${hit.status === 'live' ? '有效' : '状态未知'}）的图样与图片相似度 ${percent(hit.score)}，风险${LEVEL_WORDS[language][hit.level]}。`
        : `- The image of mark "${hit.mark}" (${hit.office ?? ''} ${hit.serialNumber ?? hit.id}, ${hit.status}) is ${percent(hit.score)} similar to the image: ${hit.level} risk.`,
    );
  }
  if (marks.length === 0 && patents.length === 0 && figurative.length === 0) {
    lines.push(
      zh
        ? '- 导入的商标与外观专利中没有中高风险的近似项；低风险项见下方列表。'
        : '- No imported mark or design patent comes close enough for a medium or high risk; the low ones are listed below.',
    );
  }
  lines.push(
    zh
      ? '本结论只依据已导入的数据，不构成法律意见；上架前请咨询知识产权律师。'
      : 'This verdict rests only on the imported records and is not legal advice; ask an IP lawyer before you list.',
  );
  return lines.join('\n');
}

/** The evidence, compact, as the only facts a model is given. */
function factsOf(evidence: Evidence) {
  return {
    level: evidence.level,
    trademarks: evidence.trademarks.hits.map(
      ({ word, mark, office, serialNumber, status, classes, why, level }) => ({
        word,
        mark,
        office,
        serialNumber,
        status,
        classes,
        why,
        level,
      }),
    ),
    markImages: (evidence.trademarks.figurative?.hits ?? []).map(
      ({ mark, office, serialNumber, status, classes, score, level }) => ({
        mark,
        office,
        serialNumber,
        status,
        classes,
        similarity: score,
        level,
      }),
    ),
    patents: evidence.patents.hits.map(({ patentNumber, title, imageScore, score, level }) => ({
      patentNumber,
      title,
      similarity: imageScore ?? score,
      level,
    })),
  };
}

/** The written verdict: through the LLM platform, rules offline (and said so). */
export async function writeVerdict(
  llm: LlmService,
  request: { evidence: Evidence; language: Language; userId: number; signal?: AbortSignal },
): Promise<RiskContent['writing']> {
  const tongue = request.language === 'zh-CN' ? 'Simplified Chinese' : 'English';
  const result = await llm.generate(
    {
      purpose: 'risk-analysis',
      userId: request.userId,
      messages: [
        {
          role: 'system',
          content:
            `You write an Amazon seller's infringement-risk verdict in ${tongue}. Use only the evidence given as JSON. ` +
            'Start with the overall level, then one line per risky mark or patent starting with "- ", citing its serial ' +
            'or patent number and similarity. Never invent a mark, a patent or a number. End by saying it is not legal advice.',
        },
        { role: 'user', content: JSON.stringify(factsOf(request.evidence)) },
      ],
      sampling: { temperature: 0.2, topP: 0.9 },
      maxTokens: 900,
      offline: () => offlineVerdict(request.evidence, request.language),
      signal: request.signal,
    },
    () => undefined,
  );
  return { text: result.text, ruleBased: llm.info.ruleBased, model: llm.info.model };
}
