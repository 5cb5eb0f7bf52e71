import { useLingui } from '@lingui/react/macro';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  Subtitle1,
  Text,
  tokens,
} from '@fluentui/react-components';
import { MAIN_ENTRY_IDS } from '../../../lib/navigation/entries.ts';
import { groupByArea, paragraphs, pickLocalized } from '../utils/academyContent.ts';
import type { Article } from '../utils/academyContent.ts';
import { areaLabel } from './areaLabel.ts';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  areaTitle: { color: tokens.colorNeutralForeground2, margin: 0 },
  accordion: {
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    overflow: 'hidden',
  },
  item: { ':not(:last-child)': { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` } },
  summary: { display: 'block', color: tokens.colorNeutralForeground3, padding: `0 ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM} 44px` },
  panel: { margin: 0, padding: `0 ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL} 44px`, maxWidth: '72ch' },
  paragraph: { margin: `0 0 ${tokens.spacingVerticalM}`, whiteSpace: 'pre-line', lineHeight: tokens.lineHeightBase400 },
});

/** Help articles by product area: title and summary, the body expands in place. */
export function ArticleGroups({ articles }: { articles: readonly Article[] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const groups = groupByArea(articles, MAIN_ENTRY_IDS);
  if (groups.length === 0) return <Text>{t`No help articles are available yet.`}</Text>;

  return (
    <div className={styles.groups}>
      {groups.map(({ area, articles: list }) => (
        <section key={area} className={styles.group} aria-labelledby={`academy-area-${area}`}>
          <Subtitle1 as="h3" id={`academy-area-${area}`} className={styles.areaTitle}>
            {areaLabel(area, i18n)}
          </Subtitle1>
          <Accordion className={styles.accordion} multiple collapsible>
            {list.map((article) => (
              <AccordionItem key={article.id} value={article.id} className={styles.item}>
                <AccordionHeader as="h4" size="large">
                  {pickLocalized(article.title, i18n.locale)}
                </AccordionHeader>
                <Text className={styles.summary}>{pickLocalized(article.summary, i18n.locale)}</Text>
                <AccordionPanel className={styles.panel}>
                  {paragraphs(pickLocalized(article.body, i18n.locale)).map((paragraph, index) => (
                    <p key={index} className={styles.paragraph}>
                      {paragraph}
                    </p>
                  ))}
                </AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}
