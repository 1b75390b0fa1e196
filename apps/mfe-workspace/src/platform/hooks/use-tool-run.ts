import { useEffect, useState } from 'react';
import { serverMessage } from '@founder/api-client';
import { toolButtonPhase, type ToolKind, type WorkKind } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { useStoreCompany, useWriteWork } from './use-company';

const FRAME_MS = 100;

/**
 * A module start or AI tool button (spec section 4): 'Generating...' and disabled from the press
 * until the kind's delay is over (3 s company tools, 4 s strategy modules) and the server has
 * answered; then idle, with the new piece and the raised progress shown.
 */
export function useToolRun(companyId: number, kind: WorkKind, toolKind: ToolKind) {
  const write = useWriteWork(companyId);
  const store = useStoreCompany();
  const [pressedAt, setPressedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const timed = toolButtonPhase(pressedAt, now, toolKind);

  useEffect(() => {
    if (timed === 'idle') return undefined;
    const handle = setInterval(() => setNow(Date.now()), FRAME_MS);
    return () => clearInterval(handle);
  }, [timed]);

  const { isSuccess, data, reset } = write;
  useEffect(() => {
    if (timed === 'idle' && isSuccess) {
      store(data);
      reset();
    }
  }, [timed, isSuccess, data, reset, store]);

  const start = () => {
    const at = Date.now();
    setPressedAt(at);
    setNow(at);
    write.mutate(kind, {
      onError: (error) => showToast({ title: 'Generation failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
    });
  };

  return { generating: timed === 'generating' || write.isPending || isSuccess, start };
}
