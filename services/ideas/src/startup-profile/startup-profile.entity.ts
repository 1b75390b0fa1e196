import { STARTUP_PROFILE_TEXT_LIMITS as L, type PhaseCompletions, type StartupProfilePhase } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Longest option of any list is 17 characters ('One-time purchase'); the CHECK constraints hold the lists. */
const OPTION_LENGTH = 40;
const text = (name: string, length: number) => ({ name, type: 'varchar' as const, length, nullable: true });

/**
 * A founder's startup profile (spec section 3, startup_profiles): one per user. Bounds and option
 * lists of STARTUP_PROFILE_TEXT_LIMITS / STARTUP_PROFILE_OPTIONS, checked again by the database
 * (migration CreateStartupProfiles). Text not given yet is NULL.
 */
@Entity({ name: 'startup_profiles' })
export class StartupProfileEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** A user id of the auth schema (no foreign key across schemas); unique: one profile per user. */
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column(text('startup_vision', L.startupVision)) startupVision!: string | null;
  @Column(text('suggested_company_name', L.suggestedCompanyName)) suggestedCompanyName!: string | null;
  @Column(text('suggested_industry', OPTION_LENGTH)) suggestedIndustry!: string | null;
  @Column(text('suggested_problem', L.suggestedProblem)) suggestedProblem!: string | null;
  @Column(text('suggested_solution', L.suggestedSolution)) suggestedSolution!: string | null;
  @Column(text('company_name', L.companyName)) companyName!: string | null;
  @Column(text('industry', OPTION_LENGTH)) industry!: string | null;
  @Column(text('stage', OPTION_LENGTH)) stage!: string | null;
  @Column(text('location', L.location)) location!: string | null;
  @Column(text('team_size', OPTION_LENGTH)) teamSize!: string | null;
  @Column(text('description', L.description)) description!: string | null;
  @Column(text('problem_statement', L.problemStatement)) problemStatement!: string | null;
  @Column(text('solution_approach', L.solutionApproach)) solutionApproach!: string | null;
  @Column(text('target_market', L.targetMarket)) targetMarket!: string | null;
  @Column(text('competitive_advantage', L.competitiveAdvantage)) competitiveAdvantage!: string | null;
  @Column(text('revenue_model', OPTION_LENGTH)) revenueModel!: string | null;
  @Column(text('funding_goal', L.fundingGoal)) fundingGoal!: string | null;
  @Column(text('customer_personas', L.customerPersonas)) customerPersonas!: string | null;
  @Column(text('market_size', L.marketSize)) marketSize!: string | null;
  @Column(text('competitor_analysis', L.competitorAnalysis)) competitorAnalysis!: string | null;
  @Column(text('business_model_details', L.businessModelDetails)) businessModelDetails!: string | null;
  @Column(text('financial_assumptions', L.financialAssumptions)) financialAssumptions!: string | null;
  @Column(text('marketing_channels', L.marketingChannels)) marketingChannels!: string | null;
  @Column(text('key_metrics', L.keyMetrics)) keyMetrics!: string | null;
  @Column(text('technology_stack', L.technologyStack)) technologyStack!: string | null;
  @Column(text('intellectual_property', L.intellectualProperty)) intellectualProperty!: string | null;
  @Column(text('regulatory_considerations', L.regulatoryConsiderations)) regulatoryConsiderations!: string | null;

  @Column({ name: 'current_phase', type: 'varchar', length: 20, default: 'quick-start' })
  currentPhase!: StartupProfilePhase;

  /** Computed by the service from the fields on every write (completionPercentage of @founder/contracts). */
  @Column({ name: 'completion_percentage', type: 'integer', default: 0 })
  completionPercentage!: number;

  @Column({ name: 'phase_completions', type: 'jsonb' })
  phaseCompletions!: PhaseCompletions;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
