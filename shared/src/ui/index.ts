export * from './chakra';
export { ConfirmDialog } from './confirm-dialog';
export { Sheet } from './sheet';
export { StatusBadge } from './status-badge';
export { ErrorAlert } from './load-error';
export { ResourceList } from './resource-list/resource-list';
export { DataTable } from './data-table';
export { useIsPhone } from './resource-list/use-phone';
export { useFilterParams } from './resource-list/use-list-controller';
export { EnumFilter } from './resource-list/enum-filter';
export type { Column } from './resource-list/types';
export { veiculoColumn, motoristaColumn, withPlaca } from './resource-list/reference-columns';
export { statusColumn } from './resource-list/status-column';
export { downloadBlob, downloadText } from './download';
export { withReturnTo } from './resource-form/return-to';
export type { FieldConfig, CustomFieldProps } from './resource-form/field-config';
export { defineResourceScreens } from './resource-screens';
export { renderStandalone } from './standalone/render-standalone';
export { ReferenceInput } from './resource-form/reference-input';
export { OptionSelect } from './resource-form/select-input';
export { MoneyInput } from './resource-form/money-input-lazy';
export {
  veiculoReferenceField,
  motoristaReferenceField,
  customReferenceField,
} from './resource-form/reference-fields';
export { VeiculoHeader } from './veiculo-header';
export { RecordSection, RecordSectionItem } from './record-section';
export { PixQrCode } from './pix-qr-code';
export { oQueFez, autorDoRegistro } from './historico/frases';
