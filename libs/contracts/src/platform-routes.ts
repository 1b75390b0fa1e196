/**
 * Every page of the platform workspace (mfe-workspace owns the /platform prefix). Other areas
 * link here rather than spelling the paths out.
 */
export const PLATFORM_ROUTES = {
  root: '/platform',
  modules: '/platform/modules',
  companySetup: '/platform/company-setup',
  businessStrategy: '/platform/business-strategy',
  productDevelopment: '/platform/product-development',
  financialPlanning: '/platform/financial-planning',
  marketingStrategy: '/platform/marketing-strategy',
  legalFoundation: '/platform/legal-foundation',
  pitchBuilder: '/platform/pitch-builder',
  websiteBuilder: '/platform/website-builder',
  funding: '/platform/funding',
  launchAndScale: '/platform/launch-and-scale',
  dataRoom: '/platform/data-room',
  teamAndPartners: '/platform/team-and-partners',
  settings: '/platform/settings',
  mvpBuilder: '/platform/mvp-builder',
  /** The events tool of the sidebar opens the events area. */
  events: '/events-networking',
} as const;

export type PlatformRouteKey = keyof typeof PLATFORM_ROUTES;
