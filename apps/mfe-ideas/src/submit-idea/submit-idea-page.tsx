import { useState } from 'react';
import { IdeaWizard } from './idea-wizard';
import { SubmitIntro } from './submit-intro';

/** The page of '/submit-idea': the intro, then the wizard (spec section 2). */
export default function SubmitIdeaPage() {
  const [showForm, setShowForm] = useState(false);
  return showForm ? <IdeaWizard /> : <SubmitIntro onStart={() => setShowForm(true)} />;
}
