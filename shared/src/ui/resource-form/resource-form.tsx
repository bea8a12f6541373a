import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Flex, Heading, SimpleGrid } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { useCreate, useOne, useUpdate } from '../../data/hooks';
import type { Id } from '../../data/query-keys';
import { versaoOf, type ResourceClient } from '../../data/resource';
import { isHttpError, isRetryable, isStaleVersion, userMessage } from '../../http/http-error';
import { newIdempotencyKey } from '../../http/idempotency';
import { DESTAQUE_STATE, type DestaqueState } from '../resource-list/destaque';
import { notify } from '../notify';
import { ErrorAlert } from '../load-error';
import { Loading } from '../loading';
import { emptyValue, type FieldConfig } from './field-config';
import { FormField } from './form-field';
import { returnPath } from './return-to';

/** Back to the list 2 s after a successful save (SPEC §9). */
export const REDIRECT_AFTER_SAVE_MS = 2000;

export interface ResourceFormTexts {
  created: string;
  updated: string;
  saveError: string;
  loadError: string;
}

export interface ResourceFormProps<Row, Schema extends z.ZodType<FieldValues, FieldValues>> {
  resource: ResourceClient<Row, z.output<Schema>>;
  /** The domain input schema: the same rules and messages as the API. */
  schema: Schema;
  fields: FieldConfig[];
  title: string;
  texts: ResourceFormTexts;
  /** Where to go after saving or cancelling. */
  listPath: string;
  /** Edits this record when set; creates otherwise. */
  id?: Id;
  defaultValues?: Record<string, unknown>;
  /** Maps a loaded row to form values; by default each configured field's value, null as empty. */
  toFormValues?: (row: Row) => Record<string, unknown>;
  /** On submit, of these fields only the first one in error (in this order) shows its message (SPEC §5, drivers). */
  firstErrorOf?: string[];
  submitLabel?: string;
  redirectDelayMs?: number;
}

function valuesFromRow(fields: FieldConfig[], row: unknown): Record<string, unknown> {
  const source = (row ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f.name, source[f.name] ?? emptyValue(f)]));
}

function blankValues(fields: FieldConfig[], defaults: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...Object.fromEntries(fields.map((f) => [f.name, emptyValue(f)])), ...defaults };
}

function withFirstErrorOnly(resolver: Resolver<FieldValues>, order: string[]): Resolver<FieldValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const first = order.find((name) => result.errors[name]);
    if (!first) return result;
    const errors = { ...result.errors };
    for (const name of order) if (name !== first) delete errors[name];
    return { values: {}, errors };
  };
}

/** The `?voltar=` of the page, or the list. */
function useReturnPath(listPath: string): string {
  const [params] = useSearchParams();
  return returnPath(params.get('voltar'), listPath);
}

/** The generic create/edit form: schema validation, labelled fields, toasts and the return to the list. */
export function ResourceForm<Row, Schema extends z.ZodType<FieldValues, FieldValues>>(props: ResourceFormProps<Row, Schema>) {
  const { resource, schema, fields, texts, id, redirectDelayMs = REDIRECT_AFTER_SAVE_MS } = props;
  const listPath = useReturnPath(props.listPath);
  const editing = id !== undefined && id !== null && id !== '';
  const navigate = useNavigate();
  const idPrefix = useId().replace(/:/g, '');
  const loaded = useOne(resource, editing ? id : null);
  const create = useCreate(resource);
  const update = useUpdate(resource);
  const [saved, setSaved] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const resolver = useMemo(() => {
    const base = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
    return props.firstErrorOf ? withFirstErrorOnly(base, props.firstErrorOf) : base;
  }, [schema, props.firstErrorOf]);

  const form = useForm<FieldValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: blankValues(fields, props.defaultValues) as DefaultValues<FieldValues>,
  });

  const { toFormValues } = props;
  const { reset } = form;
  // the version the form shows: a save applies only to it (If-Match), whatever a background refetch brought
  const shownVersao = useRef<number | undefined>(undefined);
  const fill = useCallback(
    (row: Row) => {
      shownVersao.current = versaoOf(row);
      reset(toFormValues ? toFormValues(row) : valuesFromRow(fields, row));
    },
    [toFormValues, fields, reset],
  );
  // fill the form once: a later refetch (e.g. after saving) must not overwrite what the user typed
  const filled = useRef(false);
  useEffect(() => {
    if (!loaded.data || filled.current) return;
    filled.current = true;
    fill(loaded.data);
  }, [loaded.data, fill]);

  // someone saved this record after it was loaded (412): the typing stays until the user asks for the new version
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  async function reload() {
    setReloading(true);
    try {
      const { data } = await loaded.refetch();
      if (data === undefined) throw new Error('sem dados');
      fill(data);
      setStale(null);
    } catch {
      notify.error(texts.loadError);
    } finally {
      setReloading(false);
    }
  }

  // one key per submission: a retry of the same values after a network error or a 5xx reuses it, so the
  // server writes once; new values or a success start a new submission
  const submission = useRef<{ key: string; values: string } | null>(null);
  function keyFor(values: FieldValues): string {
    const json = JSON.stringify(values);
    if (submission.current?.values !== json) submission.current = { key: newIdempotencyKey(), values: json };
    return submission.current.key;
  }
  // a second click that lands before the button re-renders disabled
  const busy = useRef(false);

  const watched = useWatch({ control: form.control });
  const inlineErrors = useMemo(() => {
    const out: Record<string, string | null> = {};
    for (const field of fields) {
      const value = watched[field.name];
      out[field.name] = field.inlineError && typeof value === 'string' && value !== '' ? field.inlineError(value) : null;
    }
    return out;
  }, [fields, watched]);
  const hasInlineError = Object.values(inlineErrors).some(Boolean);

  async function onValid(values: FieldValues) {
    if (busy.current) return;
    busy.current = true;
    let row: Row;
    try {
      const input = values as z.output<Schema>;
      row = editing
        ? await update.mutateAsync({ id, input, versao: shownVersao.current })
        : await create.mutateAsync({ input, idempotencyKey: keyFor(values) });
    } catch (error) {
      if (!isRetryable(error)) submission.current = null;
      if (isStaleVersion(error)) setStale(error.message);
      if (isHttpError(error)) {
        for (const [name, message] of Object.entries(error.errors)) {
          if (fields.some((f) => f.name === name)) form.setError(name, { type: 'server', message });
        }
      }
      notify.error(userMessage(error, texts.saveError));
      return;
    } finally {
      busy.current = false;
    }
    submission.current = null;
    setSaved(true);
    notify.success(editing ? texts.updated : texts.created);
    // the list shows the saved row highlighted for a moment
    const savedId = (row as { id?: Id } | undefined)?.id ?? (editing ? id : undefined);
    const state: DestaqueState | undefined = savedId === undefined ? undefined : { [DESTAQUE_STATE]: savedId };
    redirectTimer.current = setTimeout(() => navigate(listPath, { state }), redirectDelayMs);
  }

  if (editing && loaded.isPending) return <Loading />;
  if (editing && loaded.isError) {
    return (
      <ErrorAlert message={texts.loadError}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={listPath}>Voltar</RouterLink>
        </Button>
      </ErrorAlert>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Box>
      <Heading as="h1" mb="4">
        {props.title}
      </Heading>
      <Box asChild bg="bg.panel" borderRadius="l2" borderWidth="1px" p={{ base: '4', md: '6' }}>
        <form noValidate onSubmit={form.handleSubmit(onValid)}>
          {stale ? (
            <Alert.Root status="warning" role="alert" mb="4" alignItems="center" flexWrap="wrap" gap="3">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{stale}</Alert.Description>
              </Alert.Content>
              <Button variant="outline" minH="11" loading={reloading} onClick={() => void reload()}>
                Recarregar
              </Button>
            </Alert.Root>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {fields.map((field) => (
              <FormField key={field.name} field={field} form={form} idPrefix={idPrefix} inlineError={inlineErrors[field.name] ?? null} />
            ))}
          </SimpleGrid>
          <Flex gap="3" justify="end" mt="6">
            <Button asChild variant="outline">
              <RouterLink to={listPath}>Cancelar</RouterLink>
            </Button>
            <Button type="submit" colorPalette="primary" loading={submitting} disabled={submitting || saved || hasInlineError}>
              {props.submitLabel ?? 'Salvar'}
            </Button>
          </Flex>
        </form>
      </Box>
    </Box>
  );
}
