import type { Language } from '../constants.js';
import type { Finding, RuleId } from './findings.js';

/**
 * Each rule's message in both languages, shared by the server (findings in the caller's language)
 * and the web (live checks while a seller types). {placeholders} are the finding's params.
 */
export const RULE_MESSAGES: Record<RuleId, Record<Language, string>> = {
  'format.missing': {
    'zh-CN': '生成结果缺少「{section}」部分',
    'en-US': 'The output has no {section} section',
  },
  'title.empty': { 'zh-CN': '标题不能为空', 'en-US': 'The title cannot be empty' },
  'title.length': {
    'zh-CN': '标题有 {count} 个字符，亚马逊规定最多 {max} 个（含空格）',
    'en-US': 'The title has {count} characters; Amazon allows at most {max}, spaces included',
  },
  'title.advisedLength': {
    'zh-CN': '标题有 {count} 个字符，手机端只显示约 {max} 个，建议把最重要的词放在前面',
    'en-US': 'The title has {count} characters; phones show about {max}, so put the key words first',
  },
  'title.bannedCharacter': {
    'zh-CN': '标题不能使用这些字符：{chars}',
    'en-US': 'The title cannot use these characters: {chars}',
  },
  'title.contextCharacter': {
    'zh-CN': '标题中的 {chars} 只能用于型号或尺寸（如 "#4301"、"<10 lb"），不能作装饰',
    'en-US': 'In a title {chars} may only mark a model or size ("#4301", "<10 lb"), never decorate',
  },
  'title.symbol': {
    'zh-CN': '标题不能使用符号 {chars}',
    'en-US': 'The title cannot use the symbols {chars}',
  },
  'title.wordRepeat': {
    'zh-CN': '「{word}」在标题中出现了 {count} 次，同一个词最多出现 2 次',
    'en-US': '"{word}" appears {count} times in the title; a word may appear at most twice',
  },
  'title.allCaps': { 'zh-CN': '标题不能全部大写', 'en-US': 'The title cannot be in all capitals' },
  'bullets.count': {
    'zh-CN': '有 {count} 条五点描述，卖家应写 {expected} 条',
    'en-US': 'There are {count} bullet points; sellers should write {expected}',
  },
  'bullet.length': {
    'zh-CN': '这条五点描述有 {count} 个字符，最多 {max} 个',
    'en-US': 'This bullet has {count} characters; at most {max}',
  },
  'bullet.advisedLength': {
    'zh-CN': '这条五点描述有 {count} 个字符，亚马逊建议不超过 {max} 个',
    'en-US': 'This bullet has {count} characters; Amazon advises at most {max}',
  },
  'bullet.specialCharacter': {
    'zh-CN': '五点描述不能使用这些特殊字符：{chars}',
    'en-US': 'Bullets cannot use these special characters: {chars}',
  },
  'bullet.capital': {
    'zh-CN': '五点描述应以大写字母开头',
    'en-US': 'A bullet should start with a capital letter',
  },
  'bullet.endPunctuation': {
    'zh-CN': '五点描述结尾不要加标点',
    'en-US': 'A bullet should not end with punctuation',
  },
  'description.empty': { 'zh-CN': '产品描述为空', 'en-US': 'The description is empty' },
  'description.length': {
    'zh-CN': '产品描述有 {count} 个字符，建议不超过 {max} 个',
    'en-US': 'The description has {count} characters; keep it to {max}',
  },
  'searchTerms.bytes': {
    'zh-CN': '后台搜索词有 {bytes} 字节，最多 {max} 字节，超出后亚马逊会忽略整个字段',
    'en-US':
      'The search terms take {bytes} bytes; at most {max} are allowed, or Amazon ignores the whole field',
  },
  'searchTerms.brand': {
    'zh-CN': '后台搜索词不能包含品牌名（包括自己的品牌）：{brand}',
    'en-US': 'Search terms cannot hold brand names, not even your own: {brand}',
  },
  'searchTerms.repeat': {
    'zh-CN': '后台搜索词中这些词重复了：{words}，每个词写一次即可',
    'en-US': 'These words repeat in the search terms: {words}; once is enough',
  },
  'searchTerms.inTitle': {
    'zh-CN': '这些词已在标题中，不必再写进后台搜索词：{words}',
    'en-US': 'These words are already in the title and need not be in the search terms: {words}',
  },
  'searchTerms.punctuation': {
    'zh-CN': '后台搜索词用空格分隔即可，不需要标点',
    'en-US': 'Separate search terms with spaces; punctuation is not needed',
  },
  'copy.length': {
    'zh-CN': '这段文案有 {count} 个字符，最多 {max} 个',
    'en-US': 'This text has {count} characters; at most {max}',
  },
  'text.promotional': {
    'zh-CN': '不能使用促销用语：{phrase}',
    'en-US': 'Promotional wording is not allowed: {phrase}',
  },
  'text.guarantee': {
    'zh-CN': '不能承诺保证或退款：{phrase}',
    'en-US': 'Guarantee or refund claims are not allowed: {phrase}',
  },
  'text.restrictedClaim': {
    'zh-CN': '受限声明（农药、医疗、抗菌、环保等需资质或证明）：{phrase}',
    'en-US':
      'Restricted claim (pesticide, medical, antimicrobial, eco claims need approval or proof): {phrase}',
  },
  'text.superlative': {
    'zh-CN': '「{phrase}」这类最高级说法需要有依据，请确认或删除',
    'en-US': '"{phrase}" needs substantiation; confirm it or remove it',
  },
  'text.emoji': { 'zh-CN': '不能使用表情符号：{text}', 'en-US': 'Emojis are not allowed: {text}' },
  'text.contact': {
    'zh-CN': '不能包含网址、邮箱或电话：{text}',
    'en-US': 'Links, email addresses and phone numbers are not allowed: {text}',
  },
  'text.html': { 'zh-CN': '不能使用 HTML 标签：{tag}', 'en-US': 'HTML tags are not allowed: {tag}' },
  'text.asin': { 'zh-CN': '不能包含 ASIN：{asin}', 'en-US': 'ASINs are not allowed: {asin}' },
  'text.placeholder': {
    'zh-CN': '不能使用占位文字：{phrase}',
    'en-US': 'Placeholder text is not allowed: {phrase}',
  },
  'text.script': {
    'zh-CN': '文字不是该站点的语言（出现了「{text}」），请翻译',
    'en-US': 'The text is not in the marketplace’s language ("{text}" found); translate it',
  },
  'text.brand': {
    'zh-CN': '「{brand}」是品牌名，若不是您的品牌可能侵权，复制前请确认',
    'en-US': '"{brand}" is a brand name; unless it is yours it may infringe, so check before copying',
  },
};

export function describeFinding(finding: Pick<Finding, 'rule' | 'params'>, language: Language): string {
  const template = RULE_MESSAGES[finding.rule][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(finding.params[name] ?? whole));
}
