import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, Input, Link, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import type { FeedChannelStatus } from '@pm/contracts';
import { useCopyText } from '../hooks/useCopyText.ts';
import { feedUrls } from '../utils/feedUrls.ts';
import { FeedPreviewTable } from './FeedPreviewTable.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingTop: tokens.spacingVerticalM, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  url: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  input: { flexGrow: 1, minWidth: '240px' },
  counts: { color: tokens.colorNeutralForeground2 },
});

export interface FeedChannelSectionProps {
  companyId: string;
  /** Null when the company has no feed yet or the role may not see its id. */
  feedId: string | null;
  channel: FeedChannelStatus;
}

/** One sales channel's feed: its URL to copy, its row counts and a preview of its rows. */
export function FeedChannelSection({ companyId, feedId, channel }: FeedChannelSectionProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const copy = useCopyText();
  const [previewOpen, setPreviewOpen] = useState(false);
  const urls = feedId ? feedUrls(window.location.origin, feedId, channel.channelId) : null;
  const { name, rows, waitingForPickup } = channel;

  return (
    <section className={styles.section} aria-label={t`Feed of ${name}`}>
      <Subtitle2 as="h3">{name}</Subtitle2>
      <Text className={styles.counts}>{t`${rows} prices in the feed, ${waitingForPickup} waiting for pickup`}</Text>
      {urls && (
        <div className={styles.url}>
          <Field
            label={t`Feed URL (CSV) of ${name}`}
            hint={t`For your ERP or shop system: every value exactly as it is. To open the prices in a spreadsheet, download them from the preview.`}
            className={styles.input}
          >
            <Input readOnly value={urls.csv} onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <Button icon={<CopyRegular />} onClick={() => void copy(urls.csv)}>
            {t`Copy URL`}
          </Button>
          <Link href={urls.json} target="_blank" rel="noreferrer">
            {t`JSON`}
          </Link>
        </div>
      )}
      <div>
        <Button appearance="subtle" aria-expanded={previewOpen} onClick={() => setPreviewOpen((open) => !open)}>
          {previewOpen ? t`Hide preview` : t`Show preview`}
        </Button>
      </div>
      {previewOpen && <FeedPreviewTable companyId={companyId} channelId={channel.channelId} channelName={name} />}
    </section>
  );
}
