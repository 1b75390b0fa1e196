import type { CountryCode, IdeaIndustry } from '@founder/contracts';
import type { BusinessModel } from './business-model';

/**
 * The rules of a declared industry, and of a business model, in the country an idea is based in
 * (issue 27 item 3): chosen from the idea's industry field and business model, never from words in
 * its text. Each phrase names a law or regulator of that country only and reads after
 * 'in <country>, '. An industry without a row, or a country without an entry in a partial row,
 * adds no sector rule: the country's general rules (country-rules.ts) still apply. Where they come
 * from: the named regulators and the EU regulations cited, as of 2025 (to be reviewed when a law
 * or regulator changes). A planning aid, not legal advice.
 */

type ByCountry = Readonly<Record<CountryCode, string>>;
type SomeCountries = Readonly<Partial<Record<CountryCode, string>>>;

const EU_HEALTH = (authority: string) =>
  `the GDPR's rules for health data, and the EU Medical Device Regulation where the product is a medical device, supervised by ${authority}`;
const EU_FINANCE = (authority: string) =>
  `authorisation under the EU payment-services and e-money rules (PSD2) or as a lender, and EU anti-money-laundering rules, supervised by ${authority}`;
const EU_CRYPTO = (authority: string) => `MiCA, the EU Markets in Crypto-Assets Regulation, with authorisation by ${authority}`;
const EU_FOOD = (authority: string) =>
  `the EU General Food Law and its hygiene (852/2004) and food-information (1169/2011) regulations, enforced by ${authority}`;
const EU_TRANSPORT = (authority: string) =>
  `the EU driving-time and tachograph rules for commercial vehicles, and operator licences from ${authority}`;
const EU_AI = 'the EU AI Act, whose obligations apply in stages from 2025';
const EU_GREEN_CLAIMS = 'the EU rules against unproven green claims (Directive 2024/825)';

/** Health data and medical devices. */
const HEALTHCARE: ByCountry = {
  US: 'HIPAA for patient data handled for clinics and health insurers, and FDA rules where the product is a medical device',
  CA: "provincial health-information laws such as Ontario's PHIPA, PIPEDA elsewhere, and Health Canada's Medical Devices Regulations",
  MX: 'the LFPDPPP rules for sensitive health data, and COFEPRIS registration of medical devices',
  BR: "the LGPD's rules for sensitive health data, and ANVISA registration of medical devices",
  GB: "the UK GDPR's rules for health data, the NHS Data Security and Protection Toolkit when serving the NHS, and MHRA rules where the product is a medical device",
  IE: EU_HEALTH('the Health Products Regulatory Authority (HPRA)'),
  DE: `${EU_HEALTH('the Federal Institute for Drugs and Medical Devices (BfArM)')}, which also lists reimbursable digital health apps (DiGA)`,
  FR: `${EU_HEALTH('the ANSM')}, and certified hosting of health data (HDS)`,
  ES: EU_HEALTH('the Spanish Agency of Medicines and Medical Devices (AEMPS)'),
  IT: EU_HEALTH('the Ministry of Health'),
  NL: EU_HEALTH('the Health and Youth Care Inspectorate (IGJ)'),
  BE: EU_HEALTH('the Federal Agency for Medicines and Health Products (FAMHP)'),
  AT: EU_HEALTH('the Federal Office for Safety in Health Care (BASG)'),
  PT: EU_HEALTH('INFARMED'),
  PL: EU_HEALTH('the Office for Registration of Medicinal Products, Medical Devices and Biocidal Products (URPL)'),
  SE: EU_HEALTH('the Swedish Medical Products Agency'),
  DK: EU_HEALTH('the Danish Medicines Agency'),
  FI: EU_HEALTH('the Finnish Medicines Agency (Fimea)'),
  NO: "the GDPR's rules for health data and the Patient Records Act, and the EU Medical Device Regulation through the EEA, supervised by the Norwegian Medical Products Agency",
  CH: "the FADP's rules for sensitive health data, and Swissmedic under the Medical Devices Ordinance where the product is a medical device",
  KE: "the Digital Health Act 2023 for health data, and the Pharmacy and Poisons Board's registration of medical devices",
  NG: 'NAFDAC registration of medical devices, and the National Health Act 2014 for patient records',
  GH: "the Food and Drugs Authority's registration of medical devices, and the Health Institutions and Facilities Act for clinics",
  ZA: 'SAHPRA licensing of medical devices, and the National Health Act for patient records',
  EG: "the Egyptian Drug Authority's registration of medical devices",
  AE: "Federal Law 2 of 2019 on ICT in health fields (health data kept in the UAE), and the Emirates Drug Establishment's registration of medical devices",
  TR: "the Turkish Medicines and Medical Devices Agency (TITCK) rules for medical devices, and the KVKK's rules for health data",
  IN: 'the Medical Devices Rules 2017, enforced by the Central Drugs Standard Control Organisation (CDSCO)',
  SG: 'the Health Sciences Authority (HSA) rules for medical devices, and the Healthcare Services Act for providers',
  ID: "the Ministry of Health's registration of medical devices and its rules for electronic health records",
  PH: 'the Philippine Food and Drug Administration\'s registration of medical devices',
  JP: "the APPI's rules for sensitive health data, and the PMD Act (Pharmaceuticals and Medical Devices Act), administered by the PMDA, where the product is a medical device",
  KR: "the Ministry of Food and Drug Safety's Medical Devices Act and Digital Medical Products Act, and PIPA's rules for health data",
  CN: "the National Medical Products Administration's registration of medical devices, and the PIPL's rules for sensitive health data",
  HK: "the Department of Health's Medical Device Division (voluntary listing of medical devices)",
  AU: 'the Therapeutic Goods Administration (TGA) rules where the product is a medical device, and the Privacy Act 1988 for health information',
  NZ: 'the Health Information Privacy Code 2020, and Medsafe rules for medical devices',
};

/** Payments, lending and investment. */
const FINANCE: ByCountry = {
  US: 'FinCEN registration and anti-money-laundering rules, state money-transmitter or lending licences, SEC rules for investment products, and PCI DSS for card data',
  CA: 'FINTRAC registration and anti-money-laundering rules, Bank of Canada supervision under the Retail Payment Activities Act, and provincial securities commissions for investments',
  MX: 'authorisation by the National Banking and Securities Commission (CNBV) under the Fintech Law, and Banco de México rules for payments',
  BR: 'authorisation by the Banco Central do Brasil for payment institutions and credit fintechs, and the CVM for investments',
  GB: 'authorisation by the Financial Conduct Authority (FCA), the Money Laundering Regulations, and PCI DSS for card data',
  IE: EU_FINANCE('the Central Bank of Ireland'),
  DE: EU_FINANCE('BaFin'),
  FR: EU_FINANCE('the ACPR, with the AMF for investments'),
  ES: EU_FINANCE('the Banco de España, with the CNMV for investments'),
  IT: EU_FINANCE("the Banca d'Italia, with CONSOB for investments"),
  NL: EU_FINANCE('De Nederlandsche Bank, with the AFM for conduct'),
  BE: EU_FINANCE('the National Bank of Belgium, with the FSMA for conduct'),
  AT: EU_FINANCE('the Financial Market Authority (FMA)'),
  PT: EU_FINANCE('the Banco de Portugal, with the CMVM for investments'),
  PL: EU_FINANCE('the Polish Financial Supervision Authority (KNF)'),
  SE: EU_FINANCE('Finansinspektionen'),
  DK: EU_FINANCE('the Danish Financial Supervisory Authority (Finanstilsynet)'),
  FI: EU_FINANCE('the Financial Supervisory Authority (FIN-FSA)'),
  NO: 'authorisation under the payment-services and e-money rules adopted through the EEA, and anti-money-laundering rules, supervised by the Financial Supervisory Authority of Norway (Finanstilsynet)',
  CH: 'FINMA authorisation or a fintech licence, and anti-money-laundering rules through a self-regulatory organisation',
  KE: 'Central Bank of Kenya authorisation as a payment service provider or digital credit provider, and the Capital Markets Authority for investments',
  NG: "a Central Bank of Nigeria licence for payment services or lending, and Nigeria's Securities and Exchange Commission for investments",
  GH: 'a Bank of Ghana licence under the Payment Systems and Services Act 2019, and the Securities and Exchange Commission of Ghana for investments',
  ZA: 'the Financial Sector Conduct Authority (FSCA), the Prudential Authority of the South African Reserve Bank, and the Financial Intelligence Centre Act for anti-money-laundering',
  EG: 'Central Bank of Egypt licensing of payment services, and the Financial Regulatory Authority for non-bank finance',
  AE: 'Central Bank of the UAE licensing of payment and stored-value services, or the DFSA and FSRA inside the DIFC and ADGM free zones',
  TR: 'Central Bank of the Republic of Türkiye licensing of payment and e-money institutions, and the Banking Regulation and Supervision Agency (BDDK)',
  IN: 'Reserve Bank of India authorisation for payment aggregators and lenders (NBFCs), and SEBI for investments',
  SG: 'a Monetary Authority of Singapore licence under the Payment Services Act 2019',
  ID: 'Financial Services Authority (OJK) licensing for lending and investments, and Bank Indonesia licensing for payments',
  PH: 'Bangko Sentral ng Pilipinas registration of payment and e-money issuers, and the Securities and Exchange Commission for lending companies',
  JP: 'Financial Services Agency registration under the Payment Services Act and the Money Lending Business Act',
  KR: 'Financial Services Commission registration under the Electronic Financial Transactions Act, supervised by the Financial Supervisory Service',
  CN: "People's Bank of China licensing of payment institutions, and the National Financial Regulatory Administration for lending",
  HK: 'an HKMA stored-value facility or money-service licence, and Securities and Futures Commission licensing for investments',
  AU: 'an Australian financial services or credit licence from ASIC, and AUSTRAC anti-money-laundering registration',
  NZ: 'registration on the Financial Service Providers Register, a Financial Markets Authority licence where required, and anti-money-laundering rules',
};

/** Crypto-assets and tokens. */
const BLOCKCHAIN: ByCountry = {
  US: 'SEC rules where a token is a security, and FinCEN money-services rules for exchanges and wallets',
  CA: 'provincial securities commissions (the Canadian Securities Administrators) for crypto-asset trading platforms, and FINTRAC registration',
  MX: "the Fintech Law's limits on virtual assets, set by Banco de México",
  BR: "the Virtual Assets Law (Law 14,478 of 2022), with the Banco Central do Brasil authorising virtual-asset service providers",
  GB: 'Financial Conduct Authority registration of cryptoasset businesses under the Money Laundering Regulations, and its financial-promotion rules',
  IE: EU_CRYPTO('the Central Bank of Ireland'),
  DE: EU_CRYPTO('BaFin'),
  FR: EU_CRYPTO('the AMF'),
  ES: EU_CRYPTO('the CNMV'),
  IT: EU_CRYPTO("CONSOB and the Banca d'Italia"),
  NL: EU_CRYPTO('the AFM'),
  BE: EU_CRYPTO('the FSMA'),
  AT: EU_CRYPTO('the Financial Market Authority (FMA)'),
  PT: EU_CRYPTO('the CMVM and the Banco de Portugal'),
  PL: EU_CRYPTO('the Polish Financial Supervision Authority (KNF)'),
  SE: EU_CRYPTO('Finansinspektionen'),
  DK: EU_CRYPTO('the Danish Financial Supervisory Authority (Finanstilsynet)'),
  FI: EU_CRYPTO('the Financial Supervisory Authority (FIN-FSA)'),
  NO: 'registration of virtual-currency providers with the Financial Supervisory Authority of Norway under the anti-money-laundering rules',
  CH: 'FINMA guidance on tokens and anti-money-laundering rules for crypto services',
  KE: 'the Capital Markets Authority and Central Bank of Kenya rules for virtual-asset services, and anti-money-laundering rules of the Financial Reporting Centre',
  NG: "Nigeria's Securities and Exchange Commission registration of digital-asset platforms",
  GH: "the Bank of Ghana's and the Securities and Exchange Commission of Ghana's rules for virtual-asset services",
  ZA: 'the FSCA, which treats crypto-assets as financial products and licenses their providers',
  EG: "the Central Bank of Egypt's ban on trading crypto-assets without its licence",
  AE: 'VARA licensing in Dubai, or the Securities and Commodities Authority and the free-zone regulators elsewhere',
  TR: 'Capital Markets Board (SPK) licensing of crypto-asset service providers',
  IN: 'registration with the Financial Intelligence Unit (FIU-IND) under the anti-money-laundering rules, and the tax on crypto-asset transfers',
  SG: 'a Monetary Authority of Singapore licence for digital payment token services',
  ID: 'Financial Services Authority (OJK) licensing of crypto-asset traders',
  PH: 'Bangko Sentral ng Pilipinas and Securities and Exchange Commission rules for crypto-asset service providers',
  JP: 'Financial Services Agency registration of crypto-asset exchange service providers under the Payment Services Act',
  KR: 'the Virtual Asset User Protection Act, supervised by the Financial Services Commission',
  CN: "the People's Bank of China's 2021 ban on crypto-asset trading and token issuance",
  HK: 'Securities and Futures Commission licensing of virtual-asset trading platforms',
  AU: 'AUSTRAC registration of digital currency exchanges, and ASIC where a token is a financial product',
  NZ: 'registration on the Financial Service Providers Register and anti-money-laundering rules for virtual-asset services',
};

/** Making, handling and selling food and drink. */
const FOOD: ByCountry = {
  US: 'FDA food-facility registration, the Food Safety Modernization Act (FSMA) and FDA labelling rules, with USDA for meat, poultry and eggs',
  CA: 'the Safe Food for Canadians Regulations, enforced by the Canadian Food Inspection Agency',
  MX: 'COFEPRIS sanitary rules and the NOM-051 front-of-pack labelling standard',
  BR: 'ANVISA food rules, and the Ministry of Agriculture (MAPA) for products of animal origin',
  GB: 'registration with the local authority and Food Standards Agency hygiene and labelling rules (Food Standards Scotland in Scotland)',
  IE: EU_FOOD('the Food Safety Authority of Ireland'),
  DE: EU_FOOD('the food-control authorities of the federal states'),
  FR: EU_FOOD('the DGAL and the DGCCRF'),
  ES: EU_FOOD('the Spanish Agency for Food Safety and Nutrition (AESAN) and the regional authorities'),
  IT: EU_FOOD('the Ministry of Health and the local health authorities'),
  NL: EU_FOOD('the Netherlands Food and Consumer Product Safety Authority (NVWA)'),
  BE: EU_FOOD('the Federal Agency for the Safety of the Food Chain (FASFC)'),
  AT: EU_FOOD('the food authorities of the federal states and AGES'),
  PT: EU_FOOD('ASAE'),
  PL: EU_FOOD('the State Sanitary Inspection'),
  SE: EU_FOOD('the Swedish Food Agency'),
  DK: EU_FOOD('the Danish Veterinary and Food Administration'),
  FI: EU_FOOD('the Finnish Food Authority'),
  NO: 'the EU food rules adopted through the EEA, enforced by the Norwegian Food Safety Authority (Mattilsynet)',
  CH: 'the Foodstuffs Act, enforced by the cantonal food inspectorates under the Federal Food Safety and Veterinary Office',
  KE: 'the Food, Drugs and Chemical Substances Act and KEBS product standards, and for milk and dairy products the Kenya Dairy Board\'s licences',
  NG: 'NAFDAC registration of packaged food and drink',
  GH: "the Food and Drugs Authority's registration of food products and premises",
  ZA: 'the Foodstuffs, Cosmetics and Disinfectants Act and a municipal certificate of acceptability for food premises',
  EG: 'National Food Safety Authority registration and rules',
  AE: 'the emirate food authorities (Dubai Municipality, the Abu Dhabi Agriculture and Food Safety Authority) and Emirates Authority for Standardization product rules',
  TR: 'the Veterinary Services, Plant Health, Food and Feed Law (Law 5996), enforced by the Ministry of Agriculture and Forestry',
  IN: 'an FSSAI food business licence or registration, and FSSAI labelling rules',
  SG: 'Singapore Food Agency licensing',
  ID: 'BPOM registration of processed food, and halal certification by BPJPH',
  PH: "the Philippine Food and Drug Administration's licence to operate and product registration",
  JP: 'the Food Sanitation Act (business permits from the public health centre) and the Food Labeling Act',
  KR: 'the Food Sanitation Act, enforced by the Ministry of Food and Drug Safety',
  CN: 'the Food Safety Law and food production and trading licences from the State Administration for Market Regulation',
  HK: 'food business licences from the Food and Environmental Hygiene Department and the Centre for Food Safety\'s rules',
  AU: 'the Food Standards Code (FSANZ) and registration with the state or territory food authority',
  NZ: 'the Food Act 2014 (a food control plan or national programme), administered by the Ministry for Primary Industries',
};

/** Moving goods and people. */
const TRANSPORT: ByCountry = {
  US: 'FMCSA registration and hours-of-service rules for commercial vehicles, NHTSA vehicle-safety rules, and city and state rules for ride services',
  CA: 'Transport Canada vehicle-safety rules and provincial carrier rules under the National Safety Code',
  MX: 'federal road-transport permits from the Secretariat of Infrastructure, Communications and Transport (SICT)',
  BR: 'ANTT registration of road freight carriers (RNTRC) and municipal rules for ride services',
  GB: "operator licences from the Traffic Commissioners, DVSA drivers' hours and roadworthiness rules, and local-authority licensing of taxis and private hire",
  IE: `${EU_TRANSPORT('the Road Transport Operator Licensing Unit')}, and National Transport Authority licensing of taxis and hackneys`,
  DE: `${EU_TRANSPORT('the federal states')}, the Federal Office for Logistics and Mobility (BALM), and the Passenger Transport Act for ride services`,
  FR: `${EU_TRANSPORT('the regional DREAL transport registers')}, and the VTC rules for ride services`,
  ES: EU_TRANSPORT('the Ministry of Transport and Sustainable Mobility and the regional authorities'),
  IT: EU_TRANSPORT('the Ministry of Infrastructure and Transport'),
  NL: EU_TRANSPORT('the Human Environment and Transport Inspectorate (ILT)'),
  BE: EU_TRANSPORT('the FPS Mobility and Transport and the regions'),
  AT: EU_TRANSPORT('the provincial governments'),
  PT: EU_TRANSPORT('the Institute for Mobility and Transport (IMT)'),
  PL: EU_TRANSPORT('the Road Transport Inspection (GITD)'),
  SE: EU_TRANSPORT('the Swedish Transport Agency'),
  DK: EU_TRANSPORT('the Danish Road Traffic Authority'),
  FI: EU_TRANSPORT('the Finnish Transport and Communications Agency (Traficom)'),
  NO: 'the EU driving-time and tachograph rules adopted through the EEA, and licences from the Norwegian Public Roads Administration',
  CH: "the Ordinance on Drivers' Working and Rest Hours, and licences from the Federal Office of Transport for passenger services",
  KE: 'National Transport and Safety Authority (NTSA) licences and vehicle-inspection rules',
  NG: 'Federal Road Safety Corps rules and state transport licences',
  GH: 'Driver and Vehicle Licensing Authority rules and National Road Safety Authority permits for commercial transport',
  ZA: 'operating licences under the National Land Transport Act, and Road Traffic Management Corporation rules',
  EG: 'the Ministry of Transport and the ride-services law (Law 87 of 2018)',
  AE: "the Roads and Transport Authority's licences in Dubai and the Integrated Transport Centre's in Abu Dhabi",
  TR: 'authorisation certificates from the Ministry of Transport and Infrastructure',
  IN: 'the Motor Vehicles Act 1988 and its aggregator guidelines, applied by state transport departments',
  SG: 'Land Transport Authority licensing, including the Point-to-Point Passenger Transport Industry Act',
  ID: 'Ministry of Transportation permits and rules for online transport',
  PH: 'LTFRB franchises for public transport and Land Transportation Office registration',
  JP: 'Road Transport Act licences from the Ministry of Land, Infrastructure, Transport and Tourism',
  KR: 'Passenger Transport Service Act and Trucking Transport Business Act licences from the Ministry of Land, Infrastructure and Transport',
  CN: 'Ministry of Transport licences for road transport and online ride-hailing',
  HK: 'Transport Department licences and permits',
  AU: 'the Heavy Vehicle National Law (National Heavy Vehicle Regulator) and state point-to-point transport regulators',
  NZ: 'transport service licences from the NZ Transport Agency (Waka Kotahi)',
};

/** Rules that exist only in some countries; elsewhere the country's general rules cover the industry. */
const AI: SomeCountries = {
  US: 'the FTC Act against unfair or deceptive claims about AI',
  ...Object.fromEntries((['IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'PL', 'SE', 'DK', 'FI'] as const).map((code) => [code, EU_AI])),
  CN: "the Cyberspace Administration of China's Interim Measures for generative AI services and its algorithm filing",
  KR: 'the AI Basic Act, in force from January 2026',
};

const EDUCATION: SomeCountries = {
  US: 'FERPA for student records when schools are customers',
  GB: "the Department for Education's data-protection guidance for schools when schools are customers",
};

const REAL_ESTATE: SomeCountries = {
  US: 'the Fair Housing Act, state brokerage licences, and the FCRA for tenant screening',
  CA: 'provincial real-estate licensing (such as RECO in Ontario) and FINTRAC rules for real-estate transactions',
  GB: 'the Estate Agents Act 1979, membership of a property redress scheme, and client-money protection for letting agents',
  DE: "the Trade Regulation Act's licence for estate agents (section 34c) and the Civil Code's tenancy rules",
  FR: "the Hoguet Act's professional card for estate agents",
  KE: 'registration with the Estate Agents Registration Board under the Estate Agents Act',
  ZA: 'the Property Practitioners Act 2019, enforced by the Property Practitioners Regulatory Authority',
  IN: 'registration of projects and agents with the state authority under the Real Estate (Regulation and Development) Act 2016',
  AE: "the Dubai Land Department's broker licences (RERA) in Dubai",
  SG: 'the Estate Agents Act, enforced by the Council for Estate Agencies',
  HK: 'Estate Agents Authority licences',
  AU: 'state and territory real-estate agent licences and residential tenancy laws',
  NZ: 'the Real Estate Agents Act 2008, enforced by the Real Estate Authority',
};

const SUSTAINABILITY: SomeCountries = {
  US: "the FTC's Green Guides on environmental claims",
  GB: "the CMA's Green Claims Code",
  ...Object.fromEntries((['IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'PL', 'SE', 'DK', 'FI'] as const).map((code) => [code, EU_GREEN_CLAIMS])),
  AU: "the ACCC's guidance on environmental and sustainability claims",
};

/** The sector rules of each declared industry by country; industries not listed have none of their own. */
export const SECTOR_RULES: Readonly<Partial<Record<IdeaIndustry, SomeCountries>>> = {
  Healthcare: HEALTHCARE,
  Finance: FINANCE,
  Blockchain: BLOCKCHAIN,
  'Food & Beverage': FOOD,
  Transportation: TRANSPORT,
  'AI/ML': AI,
  Education: EDUCATION,
  'Real Estate': REAL_ESTATE,
  Sustainability: SUSTAINABILITY,
};

/** Devices sold or leased: product-safety, electrical and radio certification of the country. */
const EU_PRODUCT = 'CE marking under the Low Voltage, EMC and Radio Equipment Directives, the General Product Safety Regulation, and WEEE take-back of electronics';
const PRODUCT_SAFETY: ByCountry = {
  US: 'FCC equipment authorisation for electronics, CPSC consumer-product safety rules, and safety listing by a recognised testing laboratory (such as UL)',
  CA: 'ISED certification of radio equipment and CSA or equivalent electrical safety certification',
  MX: 'NOM safety certification and IFT approval of radio equipment',
  BR: 'INMETRO certification and ANATEL approval of telecommunication and radio equipment',
  GB: 'UKCA or CE marking under the Electrical Equipment (Safety) Regulations 2016 and the Radio Equipment Regulations 2017, and the Product Security and Telecommunications Infrastructure Act for connected devices',
  IE: EU_PRODUCT,
  DE: `${EU_PRODUCT} (registration with stiftung ear)`,
  FR: EU_PRODUCT,
  ES: EU_PRODUCT,
  IT: EU_PRODUCT,
  NL: EU_PRODUCT,
  BE: EU_PRODUCT,
  AT: EU_PRODUCT,
  PT: EU_PRODUCT,
  PL: EU_PRODUCT,
  SE: EU_PRODUCT,
  DK: EU_PRODUCT,
  FI: EU_PRODUCT,
  NO: 'CE marking under the EU product-safety and radio-equipment rules adopted through the EEA, supervised by the Norwegian Directorate for Civil Protection (DSB) and Nkom',
  CH: 'the Low Voltage Ordinance and Radio Equipment Ordinance (CE marking is recognised), supervised by ESTI and OFCOM',
  KE: 'KEBS product standards and import inspection (PVoC), and Communications Authority of Kenya type approval for radio devices',
  NG: "the Standards Organisation of Nigeria's SONCAP certification, and NCC type approval for radio devices",
  GH: 'Ghana Standards Authority certification, and National Communications Authority type approval for radio devices',
  ZA: 'NRCS compulsory specifications (a letter of authority) for electrical goods, and ICASA type approval for radio devices',
  EG: 'GOEIC import conformity checks, and NTRA approval of radio equipment',
  AE: 'Emirates Authority for Standardization (ECAS) conformity, and TDRA type approval for radio devices',
  TR: "CE marking under Türkiye's adoption of the EU product rules, and BTK rules for radio devices",
  IN: "the Bureau of Indian Standards' Compulsory Registration Scheme, and WPC approval of radio equipment",
  SG: 'the Safety Mark under the Consumer Protection (Safety Requirements) Regulations, and IMDA registration of radio devices',
  ID: 'SNI certification and Ministry of Communication and Digital Affairs certification of telecommunication devices',
  PH: "the DTI Bureau of Philippine Standards' PS or ICC mark, and NTC type approval for radio devices",
  JP: 'the PSE mark under the Electrical Appliances and Materials Safety Act, and technical conformity under the Radio Act',
  KR: 'KC certification under the Electrical Appliances and Consumer Products Safety Control Act and the Radio Waves Act',
  CN: 'CCC compulsory certification, and SRRC approval of radio equipment',
  HK: 'the Electrical Products (Safety) Regulation, and OFCA certification of radio equipment',
  AU: 'the RCM mark: electrical safety under the state regulators (ERAC) and ACMA rules for radio and EMC',
  NZ: 'the RCM mark under the Electricity (Safety) Regulations 2010 and Radio Spectrum Management rules',
};

/** Online platforms that match buyers and sellers. */
const EU_PLATFORM = "the Digital Services Act and the Platform-to-Business Regulation for online platforms, and DAC7 reporting of sellers' income";
const PLATFORMS: SomeCountries = {
  US: 'the INFORM Consumers Act for high-volume third-party sellers, enforced by the Federal Trade Commission',
  GB: "HMRC's digital platform reporting rules for sellers' income, and the Online Safety Act where users share content",
  ...Object.fromEntries((['IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'PL', 'SE', 'DK', 'FI'] as const).map((code) => [code, EU_PLATFORM])),
  AU: "the Australian Taxation Office's sharing economy reporting regime",
};

/** The rules a business model adds in each country; software, usage, services and commerce add none beyond the general ones. */
export const MODEL_RULES: Readonly<Partial<Record<BusinessModel, SomeCountries>>> = {
  hardware: PRODUCT_SAFETY,
  marketplace: PLATFORMS,
};

/** What a kind of rule is about, for an idea whose country is not chosen yet. */
export const SECTOR_TOPICS: Readonly<Partial<Record<IdeaIndustry, string>>> = {
  Healthcare: 'health-data and medical-device',
  Finance: 'financial-licensing',
  Blockchain: 'crypto-asset',
  'Food & Beverage': 'food-safety',
  Transportation: 'transport-licensing',
  'AI/ML': 'AI',
  Education: 'student-data',
  'Real Estate': 'property',
  Sustainability: 'green-claims',
};
export const MODEL_TOPICS: Readonly<Partial<Record<BusinessModel, string>>> = {
  hardware: 'product-safety',
  marketplace: 'online-platform',
};
