import type { CountryCode } from '@founder/contracts';

/**
 * The general rules of each country an idea can be based in (issue 27 item 3): its data-protection
 * law, its consumer-protection rules and its children's-privacy rules, each with the regulator that
 * enforces it. Every phrase names a law or regulator of that country only, and reads after
 * 'in <country>, '. Where they come from: the laws and authorities as the national data-protection
 * and consumer authorities name them, the GDPR (Regulation (EU) 2016/679) with each member's
 * Article 8 age of consent, and the UNCTAD data-protection and consumer-protection legislation
 * trackers, as of 2025 (to be reviewed when a law or authority changes). A planning aid, not
 * legal advice.
 */
export interface CountryRules {
  /** Personal data of customers and users, always applies. */
  dataProtection: string;
  /** Selling to consumers: distance sales, subscriptions, refunds and cancellation. */
  consumers: string;
  /** Products whose users are children. */
  children: string;
}

/** An EU or EEA member's Article 8 age: below it a parent consents for the child. */
const gdprArticle8 = (age: number) => `the GDPR's Article 8, under which a parent must consent for children under ${age} who use an online service`;

export const COUNTRY_RULES: Readonly<Record<CountryCode, CountryRules>> = {
  US: {
    dataProtection: "state privacy laws such as California's CCPA for personal data, enforced by the California Privacy Protection Agency and state attorneys general",
    consumers: "the Restore Online Shoppers' Confidence Act and state automatic-renewal laws for subscriptions, enforced by the Federal Trade Commission",
    children: 'COPPA for children under 13 (verifiable parental consent first), enforced by the Federal Trade Commission',
  },
  CA: {
    dataProtection: 'PIPEDA for personal data, enforced by the Office of the Privacy Commissioner of Canada, and provincial laws such as Quebec\'s Law 25',
    consumers: "provincial consumer-protection acts such as Ontario's and Quebec's for online contracts and subscriptions",
    children: "the Privacy Commissioner's guidance under PIPEDA that a parent consents for children under 13, and Quebec's Law 25, under which a parent consents for children under 14",
  },
  MX: {
    dataProtection: 'the Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP) for personal data, enforced by the Secretariat of Anti-Corruption and Good Governance',
    consumers: 'the Federal Consumer Protection Law, enforced by PROFECO',
    children: "the LFPDPPP's rule that a parent or guardian consents to the processing of a minor's data",
  },
  BR: {
    dataProtection: 'the LGPD (General Data Protection Law) for personal data, enforced by the ANPD',
    consumers: 'the Consumer Defense Code, with a 7-day right of withdrawal for online purchases, enforced by Senacon and the Procon agencies',
    children: "the LGPD's Article 14, under which a parent must give specific consent before a child's data is processed",
  },
  GB: {
    dataProtection: "the UK GDPR and the Data Protection Act 2018 for personal data, enforced by the Information Commissioner's Office (ICO)",
    consumers: 'the Consumer Rights Act 2015 and the Consumer Contracts Regulations 2013 (14-day cancellation), enforced by the Competition and Markets Authority and Trading Standards',
    children: "the ICO's Age Appropriate Design Code (the Children's Code) for online services likely to be used by under-18s, and parental consent for children under 13",
  },
  IE: {
    dataProtection: 'the GDPR and the Data Protection Act 2018 for personal data, enforced by the Data Protection Commission',
    consumers: 'the Consumer Rights Act 2022 (14-day withdrawal from online contracts), enforced by the Competition and Consumer Protection Commission',
    children: `${gdprArticle8(16)}, and the Data Protection Commission's Fundamentals for a child-oriented approach to data processing`,
  },
  DE: {
    dataProtection: 'the GDPR and the Federal Data Protection Act (BDSG) for personal data, enforced by the Federal Commissioner for Data Protection (BfDI) and the state data-protection authorities',
    consumers: "the Civil Code's consumer-contract rules (BGB), including 14-day withdrawal and the cancellation button for online subscriptions",
    children: gdprArticle8(16),
  },
  FR: {
    dataProtection: 'the GDPR and the Data Protection Act (Loi Informatique et Libertés) for personal data, enforced by the CNIL',
    consumers: 'the Consumer Code (14-day withdrawal, online cancellation of subscriptions), enforced by the DGCCRF',
    children: gdprArticle8(15),
  },
  ES: {
    dataProtection: 'the GDPR and the Organic Law 3/2018 (LOPDGDD) for personal data, enforced by the Spanish Data Protection Agency (AEPD)',
    consumers: 'the General Law for the Defence of Consumers and Users (14-day withdrawal), enforced by the consumer authorities of the autonomous communities',
    children: gdprArticle8(14),
  },
  IT: {
    dataProtection: 'the GDPR and the Personal Data Protection Code for personal data, enforced by the Garante per la protezione dei dati personali',
    consumers: 'the Consumer Code (14-day withdrawal), enforced by the competition and market authority (AGCM)',
    children: gdprArticle8(14),
  },
  NL: {
    dataProtection: 'the GDPR and the GDPR Implementation Act (UAVG) for personal data, enforced by the Dutch Data Protection Authority (Autoriteit Persoonsgegevens)',
    consumers: 'the Civil Code\'s consumer-contract rules (14-day withdrawal, monthly cancellation after the first term), enforced by the Authority for Consumers and Markets (ACM)',
    children: gdprArticle8(16),
  },
  BE: {
    dataProtection: 'the GDPR and the Act of 30 July 2018 for personal data, enforced by the Data Protection Authority',
    consumers: 'the Code of Economic Law (14-day withdrawal), enforced by the FPS Economy',
    children: gdprArticle8(13),
  },
  AT: {
    dataProtection: 'the GDPR and the Data Protection Act (DSG) for personal data, enforced by the Austrian Data Protection Authority',
    consumers: 'the Consumer Protection Act and the Distance and Off-Premises Contracts Act (14-day withdrawal)',
    children: gdprArticle8(14),
  },
  PT: {
    dataProtection: 'the GDPR and Law 58/2019 for personal data, enforced by the National Data Protection Commission (CNPD)',
    consumers: 'the Consumer Protection Law and the distance-contracts decree (14-day withdrawal), enforced by ASAE and the Directorate-General for Consumers',
    children: gdprArticle8(13),
  },
  PL: {
    dataProtection: 'the GDPR and the Personal Data Protection Act 2018 for personal data, enforced by the President of the Personal Data Protection Office (UODO)',
    consumers: 'the Consumer Rights Act (14-day withdrawal), enforced by the Office of Competition and Consumer Protection (UOKiK)',
    children: gdprArticle8(16),
  },
  SE: {
    dataProtection: 'the GDPR and the Data Protection Act (2018:218) for personal data, enforced by the Swedish Authority for Privacy Protection (IMY)',
    consumers: 'the Distance and Off-Premises Contracts Act (14-day withdrawal), enforced by the Swedish Consumer Agency',
    children: gdprArticle8(13),
  },
  DK: {
    dataProtection: 'the GDPR and the Data Protection Act for personal data, enforced by the Danish Data Protection Agency (Datatilsynet)',
    consumers: 'the Consumer Contracts Act (14-day withdrawal), enforced by the Consumer Ombudsman',
    children: gdprArticle8(13),
  },
  FI: {
    dataProtection: 'the GDPR and the Data Protection Act (1050/2018) for personal data, enforced by the Data Protection Ombudsman',
    consumers: 'the Consumer Protection Act (14-day withdrawal), enforced by the Finnish Competition and Consumer Authority and the Consumer Ombudsman',
    children: gdprArticle8(13),
  },
  NO: {
    dataProtection: 'the GDPR, in force through the EEA Agreement and the Personal Data Act, for personal data, enforced by the Norwegian Data Protection Authority (Datatilsynet)',
    consumers: 'the Cancellation Act (14-day withdrawal) and the Marketing Control Act, enforced by the Norwegian Consumer Authority',
    children: gdprArticle8(13),
  },
  CH: {
    dataProtection: 'the revised Federal Act on Data Protection (FADP) for personal data, enforced by the Federal Data Protection and Information Commissioner (FDPIC)',
    consumers: 'the Federal Act against Unfair Competition, including its rules on online shops and general terms',
    children: "the FADP's consent rules, under which a child's own consent counts only once the child can judge it, otherwise a parent consents",
  },
  KE: {
    dataProtection: 'the Data Protection Act 2019 for personal data, enforced by the Office of the Data Protection Commissioner',
    consumers: 'the Consumer Protection Act 2012, enforced with the Competition Authority of Kenya',
    children: "the Data Protection Act 2019's rule that a parent or guardian consents before a child's data is processed",
  },
  NG: {
    dataProtection: 'the Nigeria Data Protection Act 2023 for personal data, enforced by the Nigeria Data Protection Commission',
    consumers: 'the Federal Competition and Consumer Protection Act 2018, enforced by the Federal Competition and Consumer Protection Commission',
    children: "the Nigeria Data Protection Act 2023's rule that a parent or guardian consents before a child's data is processed",
  },
  GH: {
    dataProtection: 'the Data Protection Act 2012 (Act 843) for personal data, enforced by the Data Protection Commission',
    consumers: 'the Sale of Goods Act 1962 and the Electronic Transactions Act 2008 for online sales',
    children: "the Data Protection Act 2012's rule that a parent or guardian consents before a child's data is processed",
  },
  ZA: {
    dataProtection: 'the Protection of Personal Information Act (POPIA) for personal data, enforced by the Information Regulator',
    consumers: 'the Consumer Protection Act 2008 and the Electronic Communications and Transactions Act (7-day cooling-off for online sales), enforced by the National Consumer Commission',
    children: "POPIA's rule that a child's personal information is processed only with the consent of a parent or guardian",
  },
  EG: {
    dataProtection: 'the Personal Data Protection Law (Law 151 of 2020) for personal data, enforced by the Personal Data Protection Center',
    consumers: 'the Consumer Protection Law (Law 181 of 2018), enforced by the Consumer Protection Agency',
    children: "the Personal Data Protection Law's rule that a guardian consents before a child's data is processed",
  },
  AE: {
    dataProtection: 'the Personal Data Protection Law (Federal Decree-Law 45 of 2021) for personal data, overseen by the UAE Data Office (free zones such as DIFC and ADGM have their own laws)',
    consumers: 'the Consumer Protection Law (Federal Law 15 of 2020), enforced by the Ministry of Economy',
    children: "the Child Rights Law (Wadeema's Law, Federal Law 3 of 2016), which protects children's privacy online",
  },
  TR: {
    dataProtection: 'the Personal Data Protection Law (Law 6698, KVKK) for personal data, enforced by the Personal Data Protection Authority',
    consumers: 'the Consumer Protection Law (Law 6502, 14-day withdrawal), enforced by the Ministry of Trade',
    children: "the KVKK's rule that a legal guardian consents before a minor's data is processed",
  },
  IN: {
    dataProtection: 'the Digital Personal Data Protection Act 2023 for personal data, enforced by the Data Protection Board of India',
    consumers: 'the Consumer Protection Act 2019 and its E-Commerce Rules, enforced by the Central Consumer Protection Authority',
    children: 'the Digital Personal Data Protection Act 2023, which requires verifiable parental consent for under-18s and bars tracking, behavioural monitoring and targeted advertising aimed at them',
  },
  SG: {
    dataProtection: 'the Personal Data Protection Act 2012 (PDPA) for personal data, enforced by the Personal Data Protection Commission',
    consumers: 'the Consumer Protection (Fair Trading) Act, enforced by the Competition and Consumer Commission of Singapore',
    children: "the Personal Data Protection Commission's advisory guidelines on children's personal data, under which a parent consents for children under 13",
  },
  ID: {
    dataProtection: 'the Personal Data Protection Law (Law 27 of 2022) for personal data, overseen by the Ministry of Communication and Digital Affairs',
    consumers: 'the Consumer Protection Law (Law 8 of 1999)',
    children: "the Personal Data Protection Law's rule that a parent or guardian consents before a child's data is processed",
  },
  PH: {
    dataProtection: 'the Data Privacy Act of 2012 for personal data, enforced by the National Privacy Commission',
    consumers: 'the Consumer Act of the Philippines and the Internet Transactions Act 2023, enforced by the Department of Trade and Industry',
    children: "the National Privacy Commission's rule that a parent or guardian consents before a minor's data is processed",
  },
  JP: {
    dataProtection: 'the Act on the Protection of Personal Information (APPI) for personal data, enforced by the Personal Information Protection Commission',
    consumers: 'the Act on Specified Commercial Transactions and the Consumer Contract Act, enforced by the Consumer Affairs Agency',
    children: "the Personal Information Protection Commission's guidance under the APPI that a parent or guardian consents for young children",
  },
  KR: {
    dataProtection: 'the Personal Information Protection Act (PIPA) for personal data, enforced by the Personal Information Protection Commission',
    consumers: 'the Act on Consumer Protection in Electronic Commerce (7-day withdrawal), enforced by the Korea Fair Trade Commission',
    children: "PIPA's rule that a legal representative consents before data of a child under 14 is processed",
  },
  CN: {
    dataProtection: 'the Personal Information Protection Law (PIPL) for personal data, enforced by the Cyberspace Administration of China',
    consumers: 'the Law on the Protection of Consumer Rights and Interests (7-day return for online purchases), enforced by the State Administration for Market Regulation',
    children: "the PIPL, which treats data of children under 14 as sensitive and requires a guardian's consent, and the Provisions on the Cyber Protection of Children's Personal Information",
  },
  HK: {
    dataProtection: 'the Personal Data (Privacy) Ordinance for personal data, enforced by the Privacy Commissioner for Personal Data',
    consumers: 'the Trade Descriptions Ordinance, enforced by the Customs and Excise Department',
    children: "the Privacy Commissioner's guidance on collecting children's personal data with a parent's consent",
  },
  AU: {
    dataProtection: 'the Privacy Act 1988 and the Australian Privacy Principles for personal data, enforced by the Office of the Australian Information Commissioner',
    consumers: 'the Australian Consumer Law, enforced by the ACCC',
    children: "the Privacy Act 1988's consent rules for children, with the Australian Information Commissioner's Children's Online Privacy Code in preparation",
  },
  NZ: {
    dataProtection: 'the Privacy Act 2020 for personal data, enforced by the Office of the Privacy Commissioner',
    consumers: 'the Consumer Guarantees Act 1993 and the Fair Trading Act 1986, enforced by the Commerce Commission',
    children: "the Privacy Act 2020's information privacy principle 4, which requires particular care when collecting information from children",
  },
};
