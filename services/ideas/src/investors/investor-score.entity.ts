import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An investor's match score for one company's list (InvestorScores keeps them). Table created by ScoreInvestorsPerCompany. */
@Entity({ name: 'investor_scores' })
export class InvestorScoreEntity {
  @PrimaryColumn({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @PrimaryColumn({ name: 'investor_id', type: 'integer' })
  investorId!: number;

  /** 100 minus the match score: ascending is best first, and ties go by investor id ascending in the same index. */
  @Column({ name: 'points_short', type: 'smallint' })
  pointsShort!: number;
}
