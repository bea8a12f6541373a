import { Fragment, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { ENTITIES, pathOf, type Noun, type WritableEntity } from '../domain/entities';
import { permissaoDeEscrita } from '../domain/papeis';
import { usePode } from '../data/me';
import { ENTITY_SCHEMAS, type InputOf, type RowOf } from '../domain/entity-schemas';
import { entityTexts, type EntityTexts } from '../domain/entity-texts';
import type { Id } from '../data/query-keys';
import { PaginaNaoEncontrada } from './not-found';
import type { FilterValue } from '../domain/schemas/api';
import type { ResourceClient } from '../data/resource';
import { clientOf, type EntityClient } from '../data/resources';
import type { FieldConfig } from './resource-form/field-config';
import type { ResourceForm as ResourceFormComponent } from './resource-form/resource-form';
import { Loading } from './loading';
import { ResourceList, countSet } from './resource-list/resource-list';
import type { Column } from './resource-list/types';

type ScreenTexts = Pick<
  EntityTexts,
  'listTitle' | 'empty' | 'loadListError' | 'loadOneError' | 'saveError' | 'deleteError' | 'created' | 'updated' | 'deleted' | 'deleteConfirm'
>;

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface ListDefinition<Row> {
  columns: Column<Row>[];
  rowLabel?: (row: Row) => string;
  /** Row click target, e.g. the vehicle report. */
  rowPath?: (row: Row) => string;
  canCreate?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  defaultSort?: { field: string; order?: 'asc' | 'desc' };
  filters?: Record<string, FilterValue>;
  /** A hook run by the list for filters the user changes (e.g. from the URL a toolbar control writes); merged over `filters`. */
  useFilters?: () => Record<string, FilterValue>;
  searchLabel?: string;
  toolbar?: ReactNode;
  rowActions?: (row: Row) => ReactNode;
  /** Around the list: React state its toolbar and row actions share (e.g. which row's dialog is open). */
  provider?: ComponentType<{ children: ReactNode }>;
}

export interface FormDefinition<Row, Schema extends FormSchema> {
  schema: Schema;
  fields: FieldConfig[];
  createTitle: string;
  editTitle: string;
  defaultValues?: Record<string, unknown>;
  toFormValues?: (row: Row) => Record<string, unknown>;
  firstErrorOf?: string[];
  /** Where a new record goes once saved, instead of the list: its own page, when creating it leads to a next step. */
  afterCreatePath?: (row: Row) => string;
}

/** One resource's screens, declared once (react-admin's <Resource>): list, form and routes come from it. */
export interface ResourceDefinition<Row extends { id: Id }, Schema extends FormSchema> {
  /** Where the shell mounts the resource, e.g. '/veiculos'; links and the return after saving use it. */
  path: string;
  resource: ResourceClient<Row, z.output<Schema>>;
  texts: ScreenTexts;
  list: ListDefinition<Row>;
  form: FormDefinition<Row, Schema>;
}

/**
 * A registry entity's screens: its path, client, texts, input schema and form titles come from the registry
 * (shared/src/domain), so only what the screens show is declared; any of those may still be given to override it.
 */
export interface EntityScreensDefinition<E extends WritableEntity> {
  /** The only place E is inferred from: the rest must fit this entity. */
  entity: E;
  path?: string;
  /** e.g. a client that checks more before saving */
  resource?: EntityClient<NoInfer<E>>;
  texts?: ScreenTexts;
  list: ListDefinition<RowOf<NoInfer<E>>>;
  form: Omit<FormDefinition<RowOf<NoInfer<E>>, FormSchema>, 'schema' | 'createTitle' | 'editTitle'> & {
    /** e.g. the input schema with a rule only the screen has; what it outputs is still a valid input */
    schema?: z.ZodType<InputOf<NoInfer<E>>, FieldValues>;
    createTitle?: string;
    editTitle?: string;
  };
}

/** "Novo veículo" / "Nova manutenção", and "Editar …", from the entity's noun. */
function formTitles(noun: Noun): { createTitle: string; editTitle: string } {
  return { createTitle: `${noun.genero === 'f' ? 'Nova' : 'Novo'} ${noun.singular}`, editTitle: `Editar ${noun.singular}` };
}

// Widened to any row: the list's and form's row callbacks only ever get rows of this entity's client.
function fromRegistry<E extends WritableEntity>(definition: EntityScreensDefinition<E>): ResourceDefinition<{ id: Id }, FormSchema> {
  const { entity, list, form } = definition;
  const resolved: ResourceDefinition<RowOf<E> & { id: Id }, FormSchema> = {
    path: definition.path ?? pathOf(entity),
    resource: (definition.resource ?? clientOf(entity)) as ResourceClient<RowOf<E> & { id: Id }, FieldValues>,
    texts: definition.texts ?? entityTexts[entity],
    list,
    form: { ...formTitles(ENTITIES[entity].noun), ...form, schema: (form.schema ?? ENTITY_SCHEMAS[entity].input) as FormSchema },
  };
  return resolved as unknown as ResourceDefinition<{ id: Id }, FormSchema>;
}

// The form and react-hook-form load on the first create or edit, so a list's first visit does not carry them.
// The cast keeps the form's generic props, which React.lazy's typing drops.
const ResourceForm = lazy(() =>
  import('./resource-form/resource-form').then((m) => ({ default: m.ResourceForm })),
) as unknown as typeof ResourceFormComponent;

function noFilters(): Record<string, FilterValue> {
  return {};
}

export interface ResourceScreens {
  List: () => ReactNode;
  Create: () => ReactNode;
  Edit: () => ReactNode;
  /** The relative routes (index, novo, :id/editar); children add more, e.g. <Route path=":id/relatorio" />. */
  Screens: (props: { children?: ReactNode }) => ReactNode;
}

export function defineResourceScreens<E extends WritableEntity>(definition: EntityScreensDefinition<E>): ResourceScreens;
export function defineResourceScreens<Row extends { id: Id }, Schema extends FormSchema>(definition: ResourceDefinition<Row, Schema>): ResourceScreens;
export function defineResourceScreens(declared: EntityScreensDefinition<WritableEntity> | ResourceDefinition<{ id: Id }, FormSchema>): ResourceScreens {
  const definition: ResourceDefinition<{ id: Id }, FormSchema> = 'entity' in declared ? fromRegistry(declared) : declared;
  // what writing the entity needs (finance's are the finance team's): a role without it reads the list only
  const permissao = 'entity' in declared ? permissaoDeEscrita(declared.entity) : null;
  const { path, resource, texts, list, form } = definition;
  const canCreate = list.canCreate ?? true;
  const canEdit = list.canEdit ?? true;
  const canDelete = list.canDelete ?? true;
  const formTexts = { created: texts.created, updated: texts.updated, saveError: texts.saveError, loadError: texts.loadOneError };
  const useFilters = list.useFilters ?? noFilters;

  function List() {
    const navigate = useNavigate();
    const { rowPath } = list;
    const userFilters = useFilters();
    const podeEscrever = usePode(permissao);
    const Provider = list.provider ?? Fragment;
    return (
      <Provider>
        <ResourceList
          resource={resource}
          columns={list.columns}
          texts={{
            title: texts.listTitle,
            empty: texts.empty,
            loadError: texts.loadListError,
            deleteConfirm: texts.deleteConfirm,
            deleted: texts.deleted,
            deleteError: texts.deleteError,
          }}
          rowLabel={list.rowLabel}
          onRowClick={rowPath ? (row) => navigate(rowPath(row)) : undefined}
          editPath={canEdit && podeEscrever ? (row) => `${path}/${row.id}/editar` : undefined}
          canDelete={canDelete && podeEscrever}
          createPath={canCreate && podeEscrever ? `${path}/novo` : undefined}
          defaultSort={list.defaultSort}
          filters={{ ...list.filters, ...userFilters }}
          searchLabel={list.searchLabel}
          toolbar={list.toolbar}
          activeFilters={countSet(userFilters)}
          rowActions={podeEscrever ? list.rowActions : undefined}
        />
      </Provider>
    );
  }

  /** The create or edit form, whichever the props say; the form's code loads on the first one opened. */
  function Form(props: {
    title: string;
    id?: string;
    defaultValues?: Record<string, unknown>;
    toFormValues?: (row: { id: Id }) => Record<string, unknown>;
    afterCreatePath?: (row: { id: Id }) => string;
  }) {
    return (
      <Suspense fallback={<Loading />}>
        <ResourceForm
          resource={resource}
          schema={form.schema}
          fields={form.fields}
          texts={formTexts}
          listPath={path}
          firstErrorOf={form.firstErrorOf}
          {...props}
        />
      </Suspense>
    );
  }

  function Create() {
    return <Form title={form.createTitle} defaultValues={form.defaultValues} afterCreatePath={form.afterCreatePath} />;
  }

  function Edit() {
    const { id } = useParams();
    return <Form key={id} title={form.editTitle} id={id} toFormValues={form.toFormValues} />;
  }

  /** The entity's relative routes (index, novo, :id/editar); children add more, e.g. <Route path=":id/relatorio" />. */
  function Screens({ children }: { children?: ReactNode }) {
    return (
      <Routes>
        <Route index element={<List />} />
        {canCreate ? <Route path="novo" element={<Create />} /> : null}
        {canEdit ? <Route path=":id/editar" element={<Edit />} /> : null}
        {children}
        <Route path="*" element={<PaginaNaoEncontrada />} />
      </Routes>
    );
  }

  return { List, Create, Edit, Screens };
}
