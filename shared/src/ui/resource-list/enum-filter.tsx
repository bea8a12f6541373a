import { Field } from '@chakra-ui/react';
import { enumOptions, type EnumName } from '../../domain/enums';
import { OptionSelect } from '../resource-form/select-input';
import { useFilterParams } from './use-list-controller';

interface EnumFilterProps {
  /** The enum whose pt-BR labels are the choices. */
  enumName: EnumName;
  /** The URL (and API) parameter it sets. */
  param: string;
  label: string;
}

/** A list toolbar's filter on one value of an enum, kept in the URL: "Todos" removes it, a choice goes to page 1. */
export function EnumFilter({ enumName, param, label }: EnumFilterProps) {
  const [params, setFilters] = useFilterParams();
  return (
    // one width for every filter, so a toolbar of them lines up in columns
    <Field.Root w={{ md: '44' }}>
      <Field.Label>{label}</Field.Label>
      <OptionSelect
        options={enumOptions(enumName)}
        emptyLabel="Todos"
        rootProps={{ bg: 'bg.panel' }}
        value={params.get(param) ?? ''}
        onChange={(e) => setFilters({ [param]: e.target.value })}
      />
    </Field.Root>
  );
}
