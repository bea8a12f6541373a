import type { z } from 'zod';
import type { ChangeFeed } from './changes';
import type { ResourceDefinition } from './definition';
import { createListService } from './list-service';
import { resourceRows } from './rows';
import { createWriteService } from './write-service';

/** The database operations behind a resource definition: its reads (list, get) and its writes (create, update, remove). */
export function createResourceService<TInput extends z.ZodType, TRow extends z.ZodObject>(
  def: ResourceDefinition<TInput, TRow>,
  options: { changes?: ChangeFeed } = {},
) {
  const rows = resourceRows(def);
  return { definition: def, ...createListService(def, rows), ...createWriteService(def, rows, options) };
}
