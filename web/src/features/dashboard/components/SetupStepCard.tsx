import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Badge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink.tsx';
import type { SetupStep, SetupStepId } from '../utils/setupSteps.ts';

const STEP_TEXTS: Record<SetupStepId, { title: MessageDescriptor; meaning: MessageDescriptor; action: MessageDescriptor }> = {
  products: {
    title: msg`Add your products`,
    meaning: msg`Your own products with prices and identifiers such as GTIN/EAN are the basis of every comparison.`,
    action: msg`Go to product assortment`,
  },
  sources: {
    title: msg`Connect shops & marketplaces`,
    meaning: msg`The competitor shops, marketplaces and price comparison sites whose prices are collected for your products.`,
    action: msg`Go to shops & marketplaces`,
  },
  priceRules: {
    title: msg`Create price rules`,
    meaning: msg`Price rules turn competitor prices into price proposals that you review and confirm.`,
    action: msg`Go to price rules`,
  },
  users: {
    title: msg`Invite your team`,
    meaning: msg`Give your colleagues their own sign-in, with the role that fits their work.`,
    action: msg`Go to user management`,
  },
};

function StepCount({ step }: { step: SetupStep }) {
  const count = step.count;
  switch (step.id) {
    case 'products':
      return <Plural value={count} one="# product" other="# products" />;
    case 'sources':
      return <Plural value={count} one="# shop or marketplace" other="# shops and marketplaces" />;
    case 'priceRules':
      return <Plural value={count} one="# price rule" other="# price rules" />;
    case 'users':
      return <Plural value={count} one="# user" other="# users" />;
  }
}

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  icon: { fontSize: '24px', gridRow: 'span 3', color: tokens.colorNeutralForeground3 },
  doneIcon: { color: tokens.colorPaletteGreenForeground1 },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minHeight: '24px' },
  title: { margin: 0 },
  meaning: { color: tokens.colorNeutralForeground2 },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  count: { color: tokens.colorNeutralForeground3 },
});

/** One step of the guided start: status, what it means, the real count and (if it exists) where to do it. */
export function SetupStepCard({ step }: { step: SetupStep }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const texts = STEP_TEXTS[step.id];
  const headingId = `setup-step-${step.id}`;
  const StatusIcon = step.done ? CheckmarkCircleFilled : CircleRegular;

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <StatusIcon className={mergeClasses(styles.icon, step.done && styles.doneIcon)} aria-hidden="true" />
      <div className={styles.header}>
        <Text as="h3" id={headingId} weight="semibold" size={400} className={styles.title}>
          {i18n._(texts.title)}
        </Text>
        <Badge appearance="tint" color={step.done ? 'success' : 'informative'}>
          {step.done ? t`Done` : t`Not done yet`}
        </Badge>
      </div>
      <Text className={styles.meaning}>{i18n._(texts.meaning)}</Text>
      <div className={styles.footer}>
        <Text size={200} className={styles.count}>
          <StepCount step={step} />
        </Text>
        {step.path && (
          <AppLink to={step.path}>{i18n._(texts.action)}</AppLink>
        )}
      </div>
    </li>
  );
}
