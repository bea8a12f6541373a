import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { useCreate, useOne, useUpdate } from '../../data/hooks';
import { awaitingFreshData } from '../../data/online';
import type { Id } from '../../data/query-keys';
import { useOwnWrite } from '../../data/own-writes';
import { versaoOf, type ResourceClient } from '../../data/resource';
import { isHttpError, isRetryable, isStaleVersion, userMessage } from '../../http/http-error';
import { newIdempotencyKey } from '../../http/idempotency';
import { HIGHLIGHT_STATE, type HighlightState } from '../resource-list/highlight';
import { notify } from '../notify';
import { emptyValue, type FieldConfig } from './field-config';
import { prefillFromParams } from './prefill';
import { returnPath } from './return-to';

/** Back to the list (or on to `afterCreatePath`) 2 s after a successful save (SPEC §9). */
export const REDIRECT_AFTER_SAVE_MS = 2000;

export interface EditControllerTexts {
  created: string;
  updated: string;
  saveError: string;
  loadError: string;
}

export interface EditControllerOptions<Row, Schema extends z.ZodType<FieldValues, FieldValues>> {
  resource: ResourceClient<Row, z.output<Schema>>;
  /** The domain input schema: the same rules and messages as the API. */
  schema: Schema;
  fields: FieldConfig[];
  texts: EditControllerTexts;
  /** Where to go after saving or cancelling, unless the page has a `?voltar=`. */
  listPath: string;
  /** Where a create goes once saved instead (the new record's own page, for its next step); `?voltar=` does not change it. */
  afterCreatePath?: (row: Row) => string;
  /** Edits this record when set; creates otherwise. */
  id?: Id;
  defaultValues?: Record<string, unknown>;
  /** Maps a loaded row to form values; by default each configured field's value, null as empty. */
  toFormValues?: (row: Row) => Record<string, unknown>;
  /** On submit, of these fields only the first one in error (in this order) shows its message (SPEC §5, drivers). */
  firstErrorOf?: string[];
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

/**
 * The create/edit form's logic, headless (ra-core's useEditController): loads the row once, validates with the
 * schema, saves with an idempotency key per submission (create) or the shown `versao` as If-Match (update), keeps
 * the typing on a 412 until "Recarregar", shows the toasts, and returns to the list with the saved row highlighted.
 */
export function useEditController<Row, Schema extends z.ZodType<FieldValues, FieldValues>>(options: EditControllerOptions<Row, Schema>) {
  const { resource, schema, fields, texts, id, toFormValues, firstErrorOf, afterCreatePath, redirectDelayMs = REDIRECT_AFTER_SAVE_MS } = options;
  const listPath = useReturnPath(options.listPath);
  const editing = id !== undefined && id !== null && id !== '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loaded = useOne(resource, editing ? id : null);
  const create = useCreate(resource);
  const update = useUpdate(resource);
  const takeOwnWrite = useOwnWrite(resource.keys.one(editing ? id : ''));
  const [saved, setSaved] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const resolver = useMemo(() => {
    const base = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
    return firstErrorOf ? withFirstErrorOnly(base, firstErrorOf) : base;
  }, [schema, firstErrorOf]);

  const form = useForm<FieldValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: blankValues(fields, { ...options.defaultValues, ...(editing ? {} : prefillFromParams(fields, params)) }) as DefaultValues<FieldValues>,
  });

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
  const waiting = awaitingFreshData(loaded);
  useEffect(() => {
    if (!loaded.data || filled.current || waiting) return;
    filled.current = true;
    fill(loaded.data);
  }, [loaded.data, waiting, fill]);
  // …but a newer version from this page's own act (a receipt, an estorno) is taken: the fields the user did not
  // touch show it, and the next save goes over it instead of answering 412
  useEffect(() => {
    if (!loaded.data || !filled.current || !editing) return;
    const versao = versaoOf(loaded.data);
    if (versao === shownVersao.current || !takeOwnWrite()) return;
    shownVersao.current = versao;
    reset(toFormValues ? toFormValues(loaded.data) : valuesFromRow(fields, loaded.data), { keepDirtyValues: true });
  }, [loaded.data, editing, takeOwnWrite, toFormValues, fields, reset]);

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
    if (!editing && afterCreatePath) {
      const next = afterCreatePath(row);
      redirectTimer.current = setTimeout(() => navigate(next), redirectDelayMs);
      return;
    }
    // the list shows the saved row highlighted for a moment
    const savedId = (row as { id?: Id } | undefined)?.id ?? (editing ? id : undefined);
    const state: HighlightState | undefined = savedId === undefined ? undefined : { [HIGHLIGHT_STATE]: savedId };
    redirectTimer.current = setTimeout(() => navigate(listPath, { state }), redirectDelayMs);
  }

  return {
    form,
    /** Where "Cancelar" and a save go. */
    listPath,
    /** The row is still loading (edit only). */
    loading: editing && (loaded.isPending || waiting),
    /** The row failed to load (edit only); a refetch that failed over a row already shown keeps the form. */
    loadFailed: editing && loaded.isError && loaded.data === undefined,
    /** The server says there is no such row (404): retrying will not help. */
    notFound: editing && loaded.isError && isHttpError(loaded.error) && loaded.error.statusCode === 404,
    /** The 412 message while the row on screen is outdated; `reload` brings the saved version. */
    stale,
    reload,
    reloading,
    /** The form's submit handler: validate, then create or update. */
    submit: form.handleSubmit(onValid),
    submitting: form.formState.isSubmitting,
    /** Saved: the form waits for its return to the list. */
    saved,
    /** Each field's as-you-type message, or null. */
    inlineErrors,
    hasInlineError: Object.values(inlineErrors).some(Boolean),
  };
}
