import { COUNTRIES, type CountryCode } from '@founder/contracts';

/** Where a law or regulator applies: one country, the European Union's members, or the EEA (the EU and Norway). */
export type Jurisdiction = CountryCode | 'EU' | 'EEA';

/**
 * Laws and regulators the documents may name, each with where it applies (issue 27: only those that
 * apply where the founder operates). Standards that are no law (PCI DSS, SOC 2, ISO 27001) are left out.
 */
export const LAWS: ReadonlyArray<{ law: string; pattern: RegExp; where: readonly Jurisdiction[] }> = [
  { law: 'HIPAA', pattern: /\bHIPAA\b/, where: ['US'] },
  { law: 'FDA', pattern: /\bFDA\b/, where: ['US'] },
  { law: 'CCPA', pattern: /\bCCPA\b|California Consumer Privacy Act/, where: ['US'] },
  { law: 'COPPA', pattern: /\bCOPPA\b/, where: ['US'] },
  { law: 'FERPA', pattern: /\bFERPA\b/, where: ['US'] },
  { law: 'FMCSA', pattern: /\bFMCSA\b/, where: ['US'] },
  { law: 'FCC', pattern: /\bFCC\b/, where: ['US'] },
  { law: 'FTC', pattern: /\bFTC\b/, where: ['US'] },
  { law: 'FinCEN', pattern: /\bFinCEN\b/, where: ['US'] },
  { law: 'FCRA', pattern: /\bFCRA\b/, where: ['US'] },
  { law: 'Fair Housing Act', pattern: /\bFair Housing Act\b/, where: ['US'] },
  { law: 'IRS', pattern: /\bIRS\b/, where: ['US'] },
  { law: 'GDPR', pattern: /(?<!UK )\bGDPR\b/, where: ['EEA'] },
  { law: 'UK GDPR', pattern: /\bUK GDPR\b/, where: ['GB'] },
  // Ireland's data-protection act is also of 2018.
  { law: 'Data Protection Act 2018', pattern: /\bData Protection Act 2018\b/, where: ['GB', 'IE'] },
  { law: "the Children's Code", pattern: /Age Appropriate Design Code|Children['’]s Code/, where: ['GB'] },
  { law: 'FCA', pattern: /\bFCA\b/, where: ['GB'] },
  { law: 'MHRA', pattern: /\bMHRA\b/, where: ['GB'] },
  { law: 'HMRC', pattern: /\bHMRC\b|Making Tax Digital/, where: ['GB'] },
  { law: 'DVSA', pattern: /\bDVSA\b/, where: ['GB'] },
  { law: 'Ofcom', pattern: /\bOfcom\b/, where: ['GB'] },
  { law: 'Food Standards Agency', pattern: /Food Standards Agency/, where: ['GB'] },
  // Not the Swiss 'Federal Data Protection and Information Commissioner'.
  { law: 'Information Commissioner', pattern: /(?<!Data Protection and |Australian )Information Commissioner/, where: ['GB'] },
  { law: 'Digital Markets, Competition and Consumers Act', pattern: /Digital Markets, Competition and Consumers Act/, where: ['GB'] },
  { law: 'Renters Reform', pattern: /Renters['’]? Reform/, where: ['GB'] },
  { law: 'Medical Device Regulation', pattern: /\bMedical Device Regulation\b|\bEU MDR\b/, where: ['EU'] },
  { law: 'EU AI Act', pattern: /\bAI Act\b/, where: ['EU'] },
  { law: 'PSD2', pattern: /\bPSD2\b/, where: ['EEA'] },
  { law: 'Digital Services Act', pattern: /\bDigital Services Act\b/, where: ['EU'] },
  { law: 'Platform-to-Business Regulation', pattern: /Platform-to-Business Regulation/, where: ['EU'] },
  { law: 'EU tachograph and driving-time rules', pattern: /\btachograph|\bEU driving[- ]time/i, where: ['EU'] },
  { law: 'Regulation 852/2004', pattern: /852\/2004/, where: ['EU'] },
  { law: 'PIPEDA', pattern: /\bPIPEDA\b/, where: ['CA'] },
  { law: 'PHIPA', pattern: /\bPHIPA\b/, where: ['CA'] },
  { law: 'CASL', pattern: /\bCASL\b/, where: ['CA'] },
  { law: 'Health Canada', pattern: /Health Canada/, where: ['CA'] },
  { law: 'FINTRAC', pattern: /\bFINTRAC\b/, where: ['CA'] },
  { law: 'POPIA', pattern: /\bPOPIA\b|Protection of Personal Information Act/, where: ['ZA'] },
  { law: 'FSCA', pattern: /\bFSCA\b/, where: ['ZA'] },
  { law: 'NDPA', pattern: /\bNDP[AR]\b|\bNDPC\b|Nigeria Data Protection/, where: ['NG'] },
  { law: 'NAFDAC', pattern: /\bNAFDAC\b/, where: ['NG'] },
  { law: 'Central Bank of Nigeria', pattern: /Central Bank of Nigeria/, where: ['NG'] },
  { law: 'Kenya Data Protection Act', pattern: /Kenya Data Protection Act|Data Protection Act,? 2019|\bODPC\b/, where: ['KE'] },
  { law: 'KEBS', pattern: /\bKEBS\b|Kenya Bureau of Standards/, where: ['KE'] },
  { law: 'Kenya Dairy Board', pattern: /Kenya Dairy Board/, where: ['KE'] },
  { law: 'Central Bank of Kenya', pattern: /Central Bank of Kenya/, where: ['KE'] },
  { law: 'DPDP Act', pattern: /\bDPDP\b|Digital Personal Data Protection Act/, where: ['IN'] },
  { law: 'Reserve Bank of India', pattern: /\bRBI\b|Reserve Bank of India/, where: ['IN'] },
  { law: 'CDSCO', pattern: /\bCDSCO\b/, where: ['IN'] },
  { law: 'FSSAI', pattern: /\bFSSAI\b/, where: ['IN'] },
  { law: 'LGPD', pattern: /\bLGPD\b|\bANPD\b/, where: ['BR'] },
  { law: 'ANVISA', pattern: /\bANVISA\b|\bAnvisa\b/, where: ['BR'] },
  { law: 'APPI', pattern: /\bAPPI\b|Act on the Protection of Personal Information/, where: ['JP'] },
  { law: 'PMDA', pattern: /\bPMDA\b/, where: ['JP'] },
  { law: 'Privacy Act 1988', pattern: /Privacy Act 1988|\bOAIC\b/, where: ['AU'] },
  { law: 'TGA', pattern: /\bTGA\b|Therapeutic Goods Administration/, where: ['AU'] },
  { law: 'ASIC', pattern: /\bASIC\b/, where: ['AU'] },
  { law: 'Australian Consumer Law', pattern: /Australian Consumer Law/, where: ['AU'] },
  { law: 'LFPDPPP', pattern: /\bLFPDPPP\b/, where: ['MX'] },
  { law: 'COFEPRIS', pattern: /\bCOFEPRIS\b/, where: ['MX'] },
  { law: 'PROFECO', pattern: /\bPROFECO\b|\bProfeco\b/, where: ['MX'] },
  { law: 'FADP', pattern: /\bn?FADP\b|Federal Act on Data Protection/, where: ['CH'] },
  { law: 'FINMA', pattern: /\bFINMA\b/, where: ['CH'] },
  { law: 'Swissmedic', pattern: /\bSwissmedic\b/, where: ['CH'] },
  { law: 'BaFin', pattern: /\bBaFin\b/, where: ['DE'] },
  { law: 'BDSG', pattern: /\bBDSG\b/, where: ['DE'] },
  { law: 'CNIL', pattern: /\bCNIL\b/, where: ['FR'] },
  { law: 'Finansinspektionen', pattern: /Finansinspektionen/, where: ['SE'] },
];

function appliesIn(where: readonly Jurisdiction[], country: CountryCode): boolean {
  const inEu = 'eu' in COUNTRIES[country];
  return where.some((place) => place === country || (place === 'EU' && inEu) || (place === 'EEA' && (inEu || country === 'NO')));
}

/** The laws and regulators a text names that do not apply in `country`, with where each starts. */
export function lawsOutside(text: string, country: CountryCode): Array<{ law: string; index: number; length: number }> {
  return LAWS.flatMap(({ law, pattern, where }) => {
    if (appliesIn(where, country)) return [];
    const match = pattern.exec(text);
    return match ? [{ law, index: match.index, length: match[0].length }] : [];
  });
}

/** The children's-privacy rules of a country, for a consumer product whose audience is children (issue 27). */
export const CHILDREN_PRIVACY_RULES: Partial<Readonly<Record<CountryCode, RegExp>>> = {
  GB: /Age Appropriate Design Code|Children['’]s Code/,
  US: /\bCOPPA\b|Children['’]s Online Privacy Protection/,
  AU: /Privacy Act 1988|Children['’]s Online Privacy Code/,
  CA: /\bPIPEDA\b/,
  IN: /\bDPDP\b|Digital Personal Data Protection Act/,
  ZA: /\bPOPIA\b/,
  BR: /\bLGPD\b/,
};
