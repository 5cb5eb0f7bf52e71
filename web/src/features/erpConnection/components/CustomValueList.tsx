import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { CustomValueDefinition } from '@pm/contracts';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { CUSTOM_VALUE_TYPE_LABELS } from '../utils/customValueTypeLabels.ts';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  wrap: { overflowWrap: 'anywhere' },
});

export interface CustomValueListProps {
  definitions: readonly CustomValueDefinition[];
  /** Null: the user may not change definitions (no actions). */
  onEdit: ((definition: CustomValueDefinition) => void) | null;
  onDelete(definition: CustomValueDefinition): void;
}

/** The custom value definitions: a table on wide screens, cards on phones. */
export function CustomValueList(props: CustomValueListProps) {
  const wide = useBreakpointUp('md');
  return wide ? <DefinitionTable {...props} /> : <DefinitionCards {...props} />;
}

function DefinitionTable({ definitions, onEdit, onDelete }: CustomValueListProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  return (
    <Table aria-label={t`Custom values`} className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`Name`}</TableHeaderCell>
          <TableHeaderCell>{t`Key`}</TableHeaderCell>
          <TableHeaderCell>{t`Data type`}</TableHeaderCell>
          {onEdit && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {definitions.map((definition) => (
          <TableRow key={definition.key}>
            <TableCell className={styles.wrap}>{definition.label}</TableCell>
            <TableCell>
              <code>{definition.key}</code>
            </TableCell>
            <TableCell>{i18n._(CUSTOM_VALUE_TYPE_LABELS[definition.dataType])}</TableCell>
            {onEdit && (
              <TableCell className={styles.nowrap}>
                <RowActionButton compact text={t`Edit`} label={t`Edit ${definition.label}`} icon={<EditRegular />} onClick={() => onEdit(definition)} />
                <RowActionButton compact text={t`Delete`} label={t`Delete ${definition.label}`} icon={<DeleteRegular />} onClick={() => onDelete(definition)} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DefinitionCards({ definitions, onEdit, onDelete }: CustomValueListProps) {
  const { t, i18n } = useLingui();
  return (
    <CardList label={t`Custom values`}>
      {definitions.map((definition) => (
        <CardListItem key={definition.key}>
          <Text weight="semibold">{definition.label}</Text>
          <CardFacts
            facts={[
              [t`Key`, <code key="key">{definition.key}</code>],
              [t`Data type`, i18n._(CUSTOM_VALUE_TYPE_LABELS[definition.dataType])],
            ]}
          />
          {onEdit && (
            <CardActions>
              <RowActionButton text={t`Edit`} label={t`Edit ${definition.label}`} icon={<EditRegular />} onClick={() => onEdit(definition)} />
              <RowActionButton text={t`Delete`} label={t`Delete ${definition.label}`} icon={<DeleteRegular />} onClick={() => onDelete(definition)} />
            </CardActions>
          )}
        </CardListItem>
      ))}
    </CardList>
  );
}
