// Letters with no ASCII decomposition, written in Latin letters (Russian, Ukrainian and Greek by
// their common romanisations, a few Latin letters that NFKD leaves as they are).
const TRANSLITERATION: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  є: 'ye', і: 'i', ї: 'yi', ґ: 'g', ў: 'u',
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r',
  σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i',
};

const MAX_LENGTH = 60;

/** Dashes between words, none at either end, at most 60 characters (not ending in a dash), 'idea' when nothing is left. */
function slugOf(words: string, wordChars: RegExp): string {
  const slug = [...words.replace(wordChars, '-').replace(/^-+|-+$/g, '')].slice(0, MAX_LENGTH).join('').replace(/-+$/, '');
  return slug || 'idea';
}

/**
 * The ASCII file-name stem of an idea's exports: accents dropped, Cyrillic and Greek transliterated,
 * anything else a dash: 'PantryPal: AI meals!' -> 'pantrypal-ai-meals', 'Умная пекарня' ->
 * 'umnaya-pekarnya' ('idea' when nothing is left, as for a title in CJK).
 */
export function titleSlug(title: string): string {
  const latin = [...title.normalize('NFC').toLowerCase()]
    .map((char) => TRANSLITERATION[char] ?? TRANSLITERATION[char.normalize('NFKD').replace(/\p{M}/gu, '')] ?? char.normalize('NFKD').replace(/\p{M}/gu, ''))
    .join('');
  return slugOf(latin, /[^a-z0-9]+/g);
}

/** The file-name stem in the title's own letters, any script: 'Умная пекарня' -> 'умная-пекарня', '智能面包店' -> '智能面包店'. */
export function titleFileStem(title: string): string {
  return slugOf(title.normalize('NFC').toLowerCase(), /[^\p{L}\p{M}\p{N}]+/gu);
}
