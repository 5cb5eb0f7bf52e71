import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNotify } from '../../../lib/notify.tsx';

/** Copies a text to the clipboard and says so in a toast; a refused clipboard gets the failure toast. */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useLingui();
  const notify = useNotify();
  return useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(text);
        notify.success(t`Feed URL copied to the clipboard.`);
      } catch {
        notify.error(t`The feed URL could not be copied to the clipboard. Please select it and copy it by hand.`);
      }
    },
    [notify, t],
  );
}
