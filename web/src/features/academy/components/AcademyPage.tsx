import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Text, Title1, Title2, tokens } from '@fluentui/react-components';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useAcademy } from '../api/academyQuery.ts';
import { ArticleGroups } from './ArticleGroups.tsx';
import { SupportContact } from './SupportContact.tsx';
import { VideoList } from './VideoList.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '960px' },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  lead: { color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** `/academy`: help articles per product area, videos and the support contact of this deployment. */
export function AcademyPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const academy = useAcademy();

  let content;
  if (academy.isPending) {
    content = <AreaSpinner />;
  } else if (firstLoadFailed(academy)) {
    content = (
      <div className={styles.error} role="alert">
        <Text>{t`The help academy could not be loaded.`} {i18n._(errorMessageFor(academy.error))}</Text>
        <Button onClick={() => void academy.refetch()}>{t`Try again`}</Button>
      </div>
    );
  } else {
    content = (
      <>
        <section className={styles.section} aria-labelledby="academy-articles">
          <Title2 as="h2" id="academy-articles">
            {t`Help articles`}
          </Title2>
          <ArticleGroups articles={academy.data.articles} />
        </section>
        <section className={styles.section} aria-labelledby="academy-videos">
          <Title2 as="h2" id="academy-videos">
            {t`Videos`}
          </Title2>
          <VideoList videos={academy.data.videos} />
        </section>
        <section className={styles.section} aria-labelledby="academy-support">
          <Title2 as="h2" id="academy-support">
            {t`Support`}
          </Title2>
          <Text className={styles.lead}>{t`Questions we have not answered here? Our support team is glad to help.`}</Text>
          <SupportContact support={academy.data.support} />
        </section>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Title1 as="h1">{t`Fish academy`}</Title1>
        <Text size={400} className={styles.lead}>
          {t`Guides to every part of the product, videos and how to reach us.`}
        </Text>
      </div>
      <RefreshFailed query={academy} />
      {content}
    </div>
  );
}
