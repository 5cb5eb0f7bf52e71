import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useAppVersionStore } from '../../../lib/appVersionStore.ts';
import { useUpdatePromptStore } from '../stores/updatePromptStore.ts';
import { isPromptSnoozed, snoozeRemainingMs } from '../utils/updatePromptThrottle.ts';
import { isNewerVersion } from '../utils/versionCompare.ts';

const OWN_VERSION = __APP_VERSION__;

/** "Update Available" (spec §4): the server reports a newer version than this page was built from. */
export function UpdateAvailableDialog() {
  const { t } = useLingui();
  const serverVersion = useAppVersionStore((s) => s.serverVersion);
  const dismissedAt = useUpdatePromptStore((s) => s.dismissedAt);
  const dismiss = useUpdatePromptStore((s) => s.dismiss);
  // The clock the snooze is checked against; a timer advances it when the snooze ends.
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const remaining = snoozeRemainingMs(dismissedAt, now);
    if (remaining === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), remaining);
    return () => clearTimeout(timer);
  }, [dismissedAt, now]);

  const open = isNewerVersion(serverVersion, OWN_VERSION) && !isPromptSnoozed(dismissedAt, now);
  const onDismiss = () => {
    const at = Date.now();
    dismiss(at);
    setNow(at);
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onDismiss())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Update Available`}</DialogTitle>
          <DialogContent>
            {t`A new version of the application is available. Reload the page to use it.`}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => window.location.reload()}>
              {t`Reload page`}
            </Button>
            <Button appearance="secondary" onClick={onDismiss}>
              {t`Later`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
