/**
 * The nouns a founder prices and counts in, read as written: 'per cooling unit' -> 'cooling unit',
 * '40 cooperatives' -> 'cooperative'. A unit is a free noun (lower-case words, spaces, hyphens, at
 * most 30 characters: the financial model's CUSTOMER_UNIT_PATTERN), never mapped onto a fixed list.
 */

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  people: 'person', children: 'child', men: 'man', women: 'woman', staff: 'staff', cattle: 'cattle',
  sheep: 'sheep', fish: 'fish', series: 'series', species: 'species', analyses: 'analysis', data: 'data',
};
const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([plural, singular]) => [singular, plural]),
);
/** Nouns ending in -ie whose plural is -ies ('movies'), unlike 'families'. */
const IE_NOUNS = new Set(['movie', 'cookie', 'calorie', 'pie', 'tie', 'selfie', 'smoothie', 'hoodie', 'rookie', 'foodie', 'freebie', 'newbie', 'tradie', 'brownie', 'veggie', 'auntie', 'indie', 'zombie']);

/** A noun's last word in the plural: a count of more than one is written so. */
export function isPlural(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower in IRREGULAR_PLURALS) return true;
  return /[^su]s$/.test(lower) || /sses$/.test(lower);
}

/** 'cooperatives' -> 'cooperative', 'families' -> 'family', 'businesses' -> 'business', 'sign-ups' -> 'sign-up'. */
export function singularOf(noun: string): string {
  const words = noun.split(' ');
  const last = words.pop() ?? '';
  const singular = (() => {
    if (last in IRREGULAR_PLURALS) return IRREGULAR_PLURALS[last];
    if (/(?:ss|us|is)$/.test(last) || !last.endsWith('s')) return last;
    if (last.endsWith('ies') && !IE_NOUNS.has(last.slice(0, -1))) return `${last.slice(0, -3)}y`;
    if (/(?:sses|shes|ches|xes|zzes)$/.test(last)) return last.slice(0, -2);
    return last.slice(0, -1);
  })();
  return [...words, singular].join(' ');
}

/** 'store' -> 'stores', 'cooling unit' -> 'cooling units', 'company' -> 'companies', 'business' -> 'businesses'. */
export function pluralOf(unit: string): string {
  const words = unit.split(' ');
  const last = words.pop() ?? '';
  const plural = (() => {
    if (last in IRREGULAR_SINGULARS) return IRREGULAR_SINGULARS[last];
    if (/[^aeiou]y$/.test(last)) return `${last.slice(0, -1)}ies`;
    if (/(?:s|sh|ch|x|z)$/.test(last)) return `${last}es`;
    return `${last}s`;
  })();
  return [...words, plural].join(' ');
}

/** Words that end a noun phrase: links, pronouns, and billing words ('per seat billed annually'). */
const PHRASE_ENDS = new Set([
  'per', 'a', 'an', 'the', 'each', 'every', 'for', 'or', 'and', 'with', 'without', 'plus', 'on', 'in', 'to', 'from',
  'after', 'before', 'at', 'via', 'by', 'of', 'including', 'incl', 'excluding', 'than', 'when', 'if', 'is', 'are',
  'was', 'were', 'be', 'which', 'that', 'who', 'we', 'they', 'it', 'its', 'our', 'their', 'your', 'this', 'these',
  'those', 'as', 'so', 'but', 'then', 'billed', 'paid', 'charged', 'payable', 'up', 'only', 'just', 'out', 'off',
  'over', 'under', 'within', 'vs', 'upfront', 'minimum', 'uses', 'using', 'pay', 'pays', 'have', 'has',
  'will', 'can', 'today', 'now', 'since', 'online', 'offline', 'across', 'among', 'into', 'like', 'such', 'all', 'more', 'less',
  'monthly', 'weekly', 'yearly', 'annually', 'daily', 'month', 'year', 'week', 'once',
]);
/** Words before a noun that say which customers, not what they are: '500 paying stores' counts stores. */
const COUNT_ADJECTIVES = new Set([
  'paying', 'paid', 'subscribed', 'premium', 'free', 'unpaid', 'trial', 'pilot', 'beta', 'test', 'active', 'monthly',
  'daily', 'weekly', 'existing', 'registered', 'signed', 'signed-up', 'new', 'independent', 'repeat', 'loyal', 'happy',
  'unique', 'launch', 'partner', 'local', 'small', 'individual', 'additional', 'extra', 'recurring', 'current', 'total',
  'single', 'enrolled', 'more',
]);
const PARTICIPLE = /^[a-z]{3,}ed$/;
const ED_NOUNS = new Set(['hundred', 'speed', 'breed', 'seed', 'feed', 'bed', 'shed', 'need']);
const TOKEN = /([A-Za-z](?:[A-Za-z-]*[A-Za-z])?)([ \t]+)?/y;
const MAX_UNIT_LENGTH = 30;

const endsPhrase = (word: string) => PHRASE_ENDS.has(word) || (PARTICIPLE.test(word) && !ED_NOUNS.has(word));

export interface NounPhrase {
  /** As written, lower-case but for names and acronyms ('Berlin workshops', 'API call'), without the COUNT_ADJECTIVES before it: 'cooling unit'; '' when only adjectives ('6,000 paying'). */
  noun: string;
  /** The adjectives left out, lower-case: ['paying']. */
  adjectives: string[];
  /** Characters read from the start of the text, the adjectives included. */
  length: number;
}

/**
 * The noun phrase at the start of a text, up to three words, ending before a link word, a participle
 * ('per page printed') or punctuation; for a count (`plural`) at its first plural word ('1,800 families
 * use it'), and none when no word is plural.
 */
export function nounPhraseAt(text: string, plural = false): NounPhrase | null {
  const adjectives: string[] = [];
  const words: string[] = [];
  let length = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const word = match[1].toLowerCase();
    // A possessive describes the noun after it ("two children's authors"): not the noun counted or priced.
    if (/^['’]/.test(text.slice(match.index + match[1].length))) return null;
    if (words.length === 0 && COUNT_ADJECTIVES.has(word)) adjectives.push(word);
    else if (endsPhrase(word)) break;
    // The phrase starts mid-sentence (after a number or a price): a capital is a name ('Berlin workshops', 'HR teams'), kept.
    else words.push(/[A-Z]/.test(match[1]) ? match[1] : word);
    length = match.index + match[1].length;
    if (words.length === 3 || (plural && words.length > 0 && isPlural(word)) || !match[2]) break;
  }
  if (words.length === 0) return adjectives.length > 0 ? { noun: '', adjectives, length } : null;
  if (plural && !isPlural(words[words.length - 1])) return null;
  while (words.length > 1 && words.join(' ').length > MAX_UNIT_LENGTH) words.shift();
  const noun = words.join(' ');
  return noun.length > MAX_UNIT_LENGTH ? null : { noun, adjectives, length };
}
