import { Stack } from '@mantine/core';
import { useState } from 'react';
import { completionPercentage, type StartupProfilePhase } from '@founder/contracts';
import { useSaveStartupProfile } from '../hooks/use-save-startup-profile';
import { ADVANCED_DETAILS_VIEW, GUIDED_COMPLETION_VIEW } from '../domain/phase-fields';
import { payloadOf, type ProfileDraft } from '../domain/profile-draft';
import { PhaseFormView } from './phase-form-view';
import { ProgressHeader } from './progress-header';
import { QuickStartView } from './quick-start-view';

interface ProfileEditorProps {
  profileId: number | null;
  initialDraft: ProfileDraft;
  initialPhase: StartupProfilePhase;
  prefilledFrom: string | null;
}

/**
 * The three phases over one draft. Completion is recomputed on every change with the server's
 * formula; moving between phases saves the draft with the phase moved to.
 */
export function ProfileEditor({ profileId, initialDraft, initialPhase, prefilledFrom }: ProfileEditorProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [phase, setPhase] = useState(initialPhase);
  const save = useSaveStartupProfile(profileId);

  const saveAndGo = (to: StartupProfilePhase) => save.mutate(payloadOf(draft, to), { onSuccess: () => setPhase(to) });

  return (
    <Stack gap="xl">
      <ProgressHeader vision={draft.startupVision} completion={completionPercentage(draft)} phase={phase} />
      {phase === 'quick-start' ? (
        <QuickStartView draft={draft} onChange={setDraft} onContinue={() => saveAndGo('guided-completion')} saving={save.isPending} prefilledFrom={prefilledFrom} />
      ) : phase === 'guided-completion' ? (
        <PhaseFormView
          title="Guided Completion"
          intro="The essentials investors and our AI tools ask about first. The six marked fields count toward your completion."
          fields={GUIDED_COMPLETION_VIEW}
          draft={draft}
          onChange={setDraft}
          saving={save.isPending}
          onPrevious={() => saveAndGo('quick-start')}
          onSave={() => saveAndGo('guided-completion')}
          next={{ label: 'Continue to Advanced Details', onClick: () => saveAndGo('advanced-details') }}
        />
      ) : (
        <PhaseFormView
          title="Advanced Details"
          intro="Depth for your plan, deck and financial model. The four marked fields complete your profile."
          fields={ADVANCED_DETAILS_VIEW}
          draft={draft}
          onChange={setDraft}
          saving={save.isPending}
          onPrevious={() => saveAndGo('guided-completion')}
          onSave={() => saveAndGo('advanced-details')}
        />
      )}
    </Stack>
  );
}
