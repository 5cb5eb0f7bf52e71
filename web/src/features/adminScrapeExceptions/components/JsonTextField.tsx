import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import type { ScrapeExceptionIssue } from '@pm/contracts';
import type { JsonSyntaxError } from '../utils/exceptionForm.ts';
import { IssueList } from './IssueList.tsx';

const useStyles = makeStyles({
  textarea: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

export interface JsonTextFieldProps {
  label: string;
  hint: string;
  value: string;
  disabled: boolean;
  /** Where the JSON is broken (checked here before sending). */
  syntax: JsonSyntaxError | undefined;
  /** What the API refused in it. */
  issues: readonly ScrapeExceptionIssue[] | undefined;
  onChange(value: string): void;
}

/** A JSON editor: a monospace text area with the syntax error or the API's issues below it. */
export function JsonTextField({ label, hint, value, disabled, syntax, issues, onChange }: JsonTextFieldProps) {
  const { t } = useLingui();
  const styles = useStyles();
  let message;
  if (syntax) {
    const { line, column } = syntax;
    message = t`Not valid JSON (line ${line}, column ${column}).`;
  } else if (issues && issues.length > 0) {
    message = <IssueList issues={issues} />;
  }
  return (
    <Field
      label={label}
      hint={hint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
      // A list of issues brings its own bullets.
      {...(typeof message === 'object' ? { validationMessageIcon: null } : {})}
    >
      <Textarea
        textarea={{ className: styles.textarea }}
        value={value}
        disabled={disabled}
        resize="vertical"
        rows={9}
        spellCheck={false}
        onChange={(_event, data) => onChange(data.value)}
      />
    </Field>
  );
}
