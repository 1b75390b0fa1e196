import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The idea a signed-in founder last selected (migration CreateLastSelectedIdeas): one row per user. */
@Entity({ name: 'last_selected_ideas' })
export class LastSelectedIdeaEntity {
  /** A user id of the auth schema (no foreign key across schemas). */
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'idea_id', type: 'integer' })
  ideaId!: number;

  @Column({ name: 'selected_at', type: 'timestamptz', default: () => 'now()' })
  selectedAt!: Date;
}
