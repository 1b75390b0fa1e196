import type { CurrencyCode } from './currencies';

export interface Country {
  /** As a sentence names it: 'the United Kingdom', 'Kenya'. */
  name: string;
  /** The currency a price stated there is in when the founder names none, and the one '$' means there. */
  currency: CurrencyCode;
  /** A member of the European Union: the GDPR and EU rules apply beside the country's own. */
  eu?: true;
  /** Words that name the country in a founder's text: its names, its adjective, its largest cities. */
  words: RegExp;
}

/**
 * The countries an idea can be based in and sell to (ISO 3166-1 alpha-2). The documents name the
 * laws and regulators of this country only (ARCHITECTURE.md section 7).
 */
export const COUNTRIES = {
  US: { name: 'the United States', currency: 'USD', words: /\b(United States|U\.S\.A?\.?|USA|US|America|American|Americans|California|New York|Texas|Florida|Ohio|Illinois|Chicago|Seattle|Boston|Austin|San Francisco|Los Angeles|San Antonio)\b/ },
  CA: { name: 'Canada', currency: 'CAD', words: /\b(Canada|Canadian|Canadians|Ontario|Quebec|British Columbia|Alberta|Toronto|Vancouver|Montreal)\b/ },
  MX: { name: 'Mexico', currency: 'MXN', words: /\b(Mexico|Mexican|Mexicans|Guadalajara|Monterrey)\b/ },
  BR: { name: 'Brazil', currency: 'BRL', words: /\b(Brazil|Brasil|Brazilian|Brazilians|São Paulo|Sao Paulo|Rio de Janeiro)\b/ },
  GB: { name: 'the United Kingdom', currency: 'GBP', words: /\b(United Kingdom|U\.K\.|UK|Britain|British|England|Scotland|Wales|Northern Ireland|London|Manchester|Birmingham|Edinburgh)\b/ },
  IE: { name: 'Ireland', currency: 'EUR', eu: true, words: /\b(Ireland|Irish|Dublin|Cork)\b/ },
  DE: { name: 'Germany', currency: 'EUR', eu: true, words: /\b(Germany|German|Germans|Deutschland|Berlin|Munich|München|Hamburg|Frankfurt|Cologne)\b/ },
  FR: { name: 'France', currency: 'EUR', eu: true, words: /\b(France|French|Paris|Lyon|Marseille)\b/ },
  ES: { name: 'Spain', currency: 'EUR', eu: true, words: /\b(Spain|Spanish|Madrid|Barcelona|Valencia|Seville)\b/ },
  IT: { name: 'Italy', currency: 'EUR', eu: true, words: /\b(Italy|Italian|Italians|Rome|Milan|Naples|Turin)\b/ },
  NL: { name: 'the Netherlands', currency: 'EUR', eu: true, words: /\b(Netherlands|Dutch|Holland|Amsterdam|Rotterdam|Utrecht)\b/ },
  BE: { name: 'Belgium', currency: 'EUR', eu: true, words: /\b(Belgium|Belgian|Brussels|Antwerp)\b/ },
  AT: { name: 'Austria', currency: 'EUR', eu: true, words: /\b(Austria|Austrian|Vienna)\b/ },
  PT: { name: 'Portugal', currency: 'EUR', eu: true, words: /\b(Portugal|Portuguese|Lisbon|Porto)\b/ },
  PL: { name: 'Poland', currency: 'PLN', eu: true, words: /\b(Poland|Polish|Warsaw|Kraków|Krakow)\b/ },
  SE: { name: 'Sweden', currency: 'SEK', eu: true, words: /\b(Sweden|Swedish|Stockholm|Gothenburg)\b/ },
  DK: { name: 'Denmark', currency: 'DKK', eu: true, words: /\b(Denmark|Danish|Copenhagen)\b/ },
  FI: { name: 'Finland', currency: 'EUR', eu: true, words: /\b(Finland|Finnish|Helsinki)\b/ },
  NO: { name: 'Norway', currency: 'NOK', words: /\b(Norway|Norwegian|Oslo)\b/ },
  CH: { name: 'Switzerland', currency: 'CHF', words: /\b(Switzerland|Swiss|Zurich|Zürich|Geneva)\b/ },
  KE: { name: 'Kenya', currency: 'KES', words: /\b(Kenya|Kenyan|Kenyans|Nairobi|Mombasa|Kisumu|Nakuru|Eldoret)\b/ },
  NG: { name: 'Nigeria', currency: 'NGN', words: /\b(Nigeria|Nigerian|Nigerians|Lagos|Abuja|Kano|Ibadan)\b/ },
  GH: { name: 'Ghana', currency: 'GHS', words: /\b(Ghana|Ghanaian|Ghanaians|Accra|Kumasi)\b/ },
  ZA: { name: 'South Africa', currency: 'ZAR', words: /\b(South Africa|South African|South Africans|Johannesburg|Cape Town|Durban|Pretoria)\b/ },
  EG: { name: 'Egypt', currency: 'EGP', words: /\b(Egypt|Egyptian|Egyptians|Cairo|Alexandria)\b/ },
  AE: { name: 'the United Arab Emirates', currency: 'AED', words: /\b(United Arab Emirates|UAE|Emirati|Dubai|Abu Dhabi)\b/ },
  TR: { name: 'Türkiye', currency: 'TRY', words: /\b(Türkiye|Turkey|Turkish|Istanbul|Ankara)\b/ },
  IN: { name: 'India', currency: 'INR', words: /\b(India|Indian|Indians|Mumbai|Delhi|Bengaluru|Bangalore|Chennai|Hyderabad|Pune|Kolkata|Ahmedabad|Kochi|Kerala|Tamil Nadu|Karnataka|Maharashtra|Telangana|Gujarat|Rajasthan|Punjab|Uttar Pradesh)\b/ },
  SG: { name: 'Singapore', currency: 'SGD', words: /\b(Singapore|Singaporean|Singaporeans)\b/ },
  ID: { name: 'Indonesia', currency: 'IDR', words: /\b(Indonesia|Indonesian|Indonesians|Jakarta|Surabaya|Bali)\b/ },
  PH: { name: 'the Philippines', currency: 'PHP', words: /\b(Philippines|Filipino|Filipinos|Philippine|Manila|Cebu)\b/ },
  JP: { name: 'Japan', currency: 'JPY', words: /\b(Japan|Japanese|Tokyo|Osaka|Kyoto|Yokohama)\b/ },
  KR: { name: 'South Korea', currency: 'KRW', words: /\b(South Korea|Korea|Korean|Koreans|Seoul|Busan)\b/ },
  CN: { name: 'China', currency: 'CNY', words: /\b(China|Chinese|Beijing|Shanghai|Shenzhen|Guangzhou)\b/ },
  HK: { name: 'Hong Kong', currency: 'HKD', words: /\b(Hong Kong)\b/ },
  AU: { name: 'Australia', currency: 'AUD', words: /\b(Australia|Australian|Australians|Sydney|Melbourne|Brisbane|Perth)\b/ },
  NZ: { name: 'New Zealand', currency: 'NZD', words: /\b(New Zealand|Kiwi|Kiwis|Auckland|Wellington|Christchurch)\b/ },
} as const satisfies Record<string, Country>;

export type CountryCode = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(COUNTRIES, value);
}

/** The country's name with a capital, to start a sentence or fill a select: 'The United Kingdom' -> 'United Kingdom'. */
export function countryLabel(code: CountryCode): string {
  return COUNTRIES[code].name.replace(/^the /, '');
}
