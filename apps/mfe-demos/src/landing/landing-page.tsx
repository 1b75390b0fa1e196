import { Box } from '@mantine/core';
import { AgentsSection } from './agents-section';
import { BenefitsSection } from './benefits-section';
import { CallToAction } from './call-to-action';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

/** '/': the product's front door. */
export default function LandingPage() {
  return (
    <Box bg="white">
      <LandingHeader />
      <main>
        <HeroSection />
        <AgentsSection />
        <HowItWorksSection />
        <BenefitsSection />
        <CallToAction />
      </main>
      <LandingFooter />
    </Box>
  );
}
