import type { ReactElement } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';

export interface RowActionButtonProps {
  /** What the button does, e.g. "Edit". */
  text: string;
  /** Its accessible name naming the row, e.g. "Edit Bergsport Shop". */
  label: string;
  icon: ReactElement;
  /** Icon only with `text` as tooltip (table rows); otherwise icon and text (cards). */
  compact?: boolean | undefined;
  onClick(): void;
}

/** One action of a list row. */
export function RowActionButton({ text, label, icon, compact, onClick }: RowActionButtonProps) {
  if (!compact) {
    return (
      <Button size="small" appearance="subtle" icon={icon} aria-label={label} onClick={onClick}>
        {text}
      </Button>
    );
  }
  return (
    <Tooltip content={text} relationship="description">
      <Button size="small" appearance="subtle" icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}
