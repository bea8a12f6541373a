import { enumLabel, type EnumName } from '../../domain/enums';
import { StatusBadge } from '../status-badge';
import type { Column } from './types';

interface StatusColumnOptions {
  label?: string;
  /** The chip shows the enum's label ("Agendada") instead of the value itself. */
  showLabel?: boolean;
}

/** A sortable column of an enum field as a chip in the registry's colours ("Status" unless labelled otherwise). */
export function statusColumn<Row>(key: keyof Row & string, kind: EnumName, { label = 'Status', showLabel = false }: StatusColumnOptions = {}): Column<Row> {
  const status = (row: Row) => {
    const value = row[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    key,
    label,
    sortable: true,
    card: 'status',
    render: (row) => (
      <StatusBadge kind={kind} status={status(row)}>
        {showLabel ? enumLabel(kind, status(row)) : undefined}
      </StatusBadge>
    ),
  };
}
