import type { NotificationKind, SiteSignUpMode } from '@founder/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A founder's notification switches: the kinds turned off (every other kind is on). Table created by AddNotificationSettings. */
@Entity({ name: 'notification_settings' })
export class NotificationSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'disabled_kinds', type: 'text', array: true, default: () => `'{}'` })
  disabledKinds!: NotificationKind[];

  @Column({ name: 'site_sign_up_mode', type: 'varchar', length: 12, default: 'immediately' })
  siteSignUpMode!: SiteSignUpMode;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
