export * from './chakra-base';
export * from './chakra';
export { system } from './system';
export { FrotaProvider, type FrotaProviderProps } from './frota-provider';
export { notify, toaster, TOAST_DURATION_MS } from './notify';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone } from './confirm-dialog';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { EditIcon, DeleteIcon } from './icons';
export { ErrorAlert } from './load-error';
export { ResourceList, type ResourceListProps, type ResourceListTexts } from './resource-list/resource-list';
export { useListController, useFilterParams, fetchAllRows, EXPORT_ROW_CAP, type ListControllerOptions } from './resource-list/use-list-controller';
export { useDeleteController } from './resource-list/use-delete-controller';
export { toCsv, downloadText, type CsvColumn, type CsvValue } from './resource-list/csv';
export type { Column } from './resource-list/types';
export { veiculoColumn, motoristaColumn, withPlaca } from './resource-list/reference-columns';
export { statusColumn } from './resource-list/status-column';
export type { ResourceFormProps, ResourceFormTexts } from './resource-form/resource-form';
export { withReturnTo } from './resource-form/return-to';
export type { FieldConfig, Option, CustomFieldProps } from './resource-form/field-config';
export { defineResourceScreens, type ResourceDefinition } from './resource-screens';
export { EmConstrucao, SecaoEmConstrucao } from './em-construcao';
export { StandaloneApp, DevLogin, renderStandalone, type StandaloneSection } from './standalone/standalone-app';
export { ReferenceInput } from './resource-form/reference-input';
export { OptionSelect } from './resource-form/select-input';
export {
  veiculoLabel,
  motoristaLabel,
  veiculoReferenceField,
  motoristaReferenceField,
  customReferenceField,
  type ReferenceFieldConfig,
} from './resource-form/reference-fields';
export { VeiculoCabecalho } from './veiculo-cabecalho';
