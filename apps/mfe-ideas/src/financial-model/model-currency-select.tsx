import { NativeSelect } from '@mantine/core';
import { isCurrencyCode, type StartupIdea } from '@founder/contracts';
import { useIdeaSettings } from '../current-idea/use-idea-settings';
import { CURRENCY_OPTIONS } from '../shared/locale-options';

/** The idea's currency, changed from the model page (beside Generate, the option names it: 'KES – Kenyan shilling'): the model keeps its numbers and shows them in the new currency. */
export function ModelCurrencySelect({ idea }: { idea: StartupIdea }) {
  const save = useIdeaSettings(idea.id);
  return (
    <NativeSelect
      aria-label="Currency"
      size="md"
      w={240}
      value={save.isPending && save.variables.currency ? save.variables.currency : idea.currency}
      data={[...CURRENCY_OPTIONS]}
      disabled={save.isPending}
      onChange={(event) => {
        const currency = event.currentTarget.value;
        if (isCurrencyCode(currency) && currency !== idea.currency) save.mutate({ currency });
      }}
    />
  );
}
