import { useMutation, useQueryClient, type Mutation, type QueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { isStaleVersion, type HttpError } from '../http/http-error';
import { invalidate, keysOf, type Invalidation, type InvalidationScope } from './invalidation';

/** A write declared once: its request and what it makes stale (bulletproof-react's mutation options, refine's `invalidates`). */
export interface Operation<Variables, Data> {
  /** The request, through the kit's http client and its header helpers (`idempotencyKey`, `ifMatch`). */
  request: (variables: Variables) => Promise<Data>;
  /** The families (or keys) it makes stale; nothing else is invalidated. */
  invalidates: readonly Invalidation[];
  /** What it knows of the rows it changed (a charge, its driver, its car), to narrow the families to them. */
  scope?: (variables: Variables, data: Data | undefined) => InvalidationScope;
  /**
   * Whether the run ends once the reads on screen have refreshed (the default: what follows reads the write's result)
   * or as soon as the server answers, the reads refreshing behind (a dialog that shows the answer itself).
   */
  waitForRefresh?: boolean;
  /** When the answer is the new state of a read, writes it there at once, before the declared reads refresh. */
  showAnswer?: (queryClient: QueryClient, data: Data, variables: Variables) => void;
}

export function defineOperation<Variables, Data>(operation: Operation<Variables, Data>): Operation<Variables, Data> {
  return operation;
}

const OPERATION = 'frota.operation';

/** The keys a run of the operation invalidates. */
export function declaredKeys<Variables, Data>(operation: Operation<Variables, Data>, variables: Variables, data: Data | undefined): QueryKey[] {
  return keysOf(operation.invalidates, operation.scope?.(variables, data));
}

/** One run of an operation: `answered` once the server accepted the write, before its declared reads refresh. */
export interface OperationRun {
  answered: boolean;
}

/**
 * The declared keys of a run the server accepted, for a mutation the kit ran from an operation; none for any other.
 * A run is still pending while the reads it declared refresh, so its own `answered` says it was written.
 */
export function keysOfAnsweredRun(mutation: Pick<Mutation, 'options' | 'state'>): QueryKey[] {
  const operation = mutation.options.meta?.[OPERATION] as Operation<unknown, unknown> | undefined;
  const run = mutation.state.context as OperationRun | undefined;
  return operation && run?.answered ? declaredKeys(operation, mutation.state.variables, mutation.state.data) : [];
}

/** What a screen does after the operation's own work: its toasts, its next step. */
export type OperationCallbacks<Variables, Data> = Pick<UseMutationOptions<Data, HttpError, Variables, OperationRun>, 'onSuccess' | 'onError' | 'onSettled'>;

/**
 * Runs the operation as a TanStack mutation and, once it succeeds, invalidates what it declared (awaited unless the
 * operation says otherwise, so what follows the write reads its result). A 412 means the screen showed an old version: the declared reads refresh too.
 */
export function useOperation<Variables, Data>(operation: Operation<Variables, Data>, callbacks: OperationCallbacks<Variables, Data> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Data, HttpError, Variables, OperationRun>({
    ...callbacks,
    mutationFn: operation.request,
    meta: { [OPERATION]: operation },
    onMutate: () => ({ answered: false }),
    onSuccess: async (data, variables, run, ...rest) => {
      run.answered = true;
      operation.showAnswer?.(queryClient, data, variables);
      const refreshed = invalidate(queryClient, declaredKeys(operation, variables, data));
      if (operation.waitForRefresh ?? true) await refreshed;
      await callbacks.onSuccess?.(data, variables, run, ...rest);
    },
    onError: async (error, variables, ...rest) => {
      if (isStaleVersion(error)) await invalidate(queryClient, declaredKeys(operation, variables, undefined));
      await callbacks.onError?.(error, variables, ...rest);
    },
  });
}
