import { useLingui } from '@lingui/react/macro';
import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { OpenRegular, VideoRegular } from '@fluentui/react-icons';
import type { Academy } from '@pm/contracts';
import { pickLocalized } from '../utils/academyContent.ts';
import { areaLabel } from './areaLabel.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  meta: { color: tokens.colorNeutralForeground3 },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** Video entries of this deployment; each opens in a new tab. */
export function VideoList({ videos }: { videos: Academy['videos'] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  if (videos.length === 0) {
    return <Text className={styles.empty}>{t`No videos have been added for your installation yet.`}</Text>;
  }
  return (
    <ul className={styles.list}>
      {videos.map((video) => {
        const minutes = video.durationMinutes;
        const area = areaLabel(video.area, i18n);
        return (
          <li key={video.id} className={styles.item}>
            <VideoRegular className={styles.icon} aria-hidden="true" />
            <div className={styles.text}>
              <Link className={styles.link} href={video.url} target="_blank" rel="noopener noreferrer">
                {pickLocalized(video.title, i18n.locale)}
                <OpenRegular aria-label={t`(opens in a new tab)`} />
              </Link>
              <Text size={200} className={styles.meta}>
                {minutes === undefined ? area : t`${area} · ${minutes} min`}
              </Text>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
