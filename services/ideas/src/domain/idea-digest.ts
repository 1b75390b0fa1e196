import { createHash } from 'node:crypto';
import type { IdeaFacts } from './idea-facts';

/**
 * A stable fingerprint of what the founder wrote (not the name or email), so figures derived
 * from it are the same on every reload and for every resubmission of the same idea.
 */
export function ideaDigest(idea: IdeaFacts): Buffer {
  const content = [
    idea.ideaTitle,
    idea.description,
    idea.industry,
    idea.stage,
    idea.targetMarket ?? '',
    idea.problemStatement ?? '',
    idea.solutionApproach ?? '',
    idea.competitiveAdvantage ?? '',
    idea.revenueModel ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest();
}

/** An integer in [min, max] read from the digest's 4 bytes at `slot` (0 to 7): one independent figure per slot. */
export function digestInRange(digest: Buffer, slot: number, min: number, max: number): number {
  return min + (digest.readUInt32BE(slot * 4) % (max - min + 1));
}
