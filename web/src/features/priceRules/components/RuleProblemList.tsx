import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { filterFieldType, type FilterField } from '@pm/contracts';
import { hasInput, type RuleProblems } from '../utils/ruleProblems.ts';
import { FILTER_FIELD_LABELS } from '../utils/ruleLabels.ts';
import { contradictionMessage, issueMessage } from '../utils/ruleMessages.ts';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorNeutralForeground1,
  },
  icon: { color: tokens.colorStatusDangerForeground1, fontSize: '20px', flexShrink: 0 },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** Contradictions of the rule and problems without an input of their own, above the form. */
export function RuleProblemList({ problems, conditionCount }: { problems: RuleProblems; conditionCount: number }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const loose = problems.issues.filter((i) => !hasInput(i.path, conditionCount));
  if (problems.contradictions.length === 0 && loose.length === 0) return null;
  const fieldLabel = (field: string | undefined) => (field && filterFieldType(field) ? i18n._(FILTER_FIELD_LABELS[field as FilterField]) : (field ?? ''));
  const conditionNumbers = (paths: string[]) =>
    paths
      .map((p) => /^conditions\.(\d+)$/.exec(p)?.[1])
      .filter((n): n is string => n !== undefined)
      .map((n) => String(Number(n) + 1))
      .join(', ');
  return (
    <div role="alert" className={styles.box} data-rule-problems tabIndex={-1}>
      <ErrorCircleRegular className={styles.icon} aria-hidden />
      <div>
        <Text weight="semibold">{problems.contradictions.length > 0 ? t`The price rule contradicts itself.` : t`Invalid data provided.`}</Text>
        <ul className={styles.list}>
          {problems.contradictions.map((c) => (
            <li key={`${c.reason}-${c.paths.join()}`}>{i18n._(contradictionMessage(c.reason, conditionNumbers(c.paths), fieldLabel(c.field)))}</li>
          ))}
          {loose.map((issue) => (
            <li key={`${issue.path}-${issue.problem}`}>{i18n._(issueMessage(issue))}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
