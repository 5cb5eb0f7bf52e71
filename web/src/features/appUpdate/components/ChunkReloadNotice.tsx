import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@fluentui/react-components';
import { CHUNK_RELOAD_DELAY_MS } from '../utils/chunkLoadError.ts';

/** Shown after a chunk failed to load: the page reloads after 1 s to fetch the new version (spec §4). */
export function ChunkReloadNotice({ className }: { className?: string }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = setTimeout(() => window.location.reload(), CHUNK_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={className} role="status">
      <Spinner size="large" label={t`Loading new application version...`} labelPosition="below" />
    </div>
  );
}
