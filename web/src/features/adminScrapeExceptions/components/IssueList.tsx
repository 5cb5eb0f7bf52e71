import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ScrapeExceptionIssue } from '@pm/contracts';
import { issueMessage } from '../utils/issueMessages.ts';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  path: { fontFamily: tokens.fontFamilyMonospace },
});

/** The API's problems of one field: where inside the JSON (e.g. price.selector) and what is wrong. */
export function IssueList({ issues }: { issues: readonly ScrapeExceptionIssue[] }) {
  const { i18n } = useLingui();
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {issues.map((issue, index) => (
        <li key={`${issue.part}:${issue.path}:${issue.problem}:${index}`}>
          {issue.path && <span className={styles.path}>{issue.path}: </span>}
          {i18n._(issueMessage(issue))}
          {/* The parser's own words (English): the exact spot in the selector. */}
          {issue.detail && <span className={styles.path}> ({issue.detail})</span>}
        </li>
      ))}
    </ul>
  );
}
