/** A child record of a parent created offline (a client's first branch, added before the client
 * reached the server) names the parent by its temp id: the form takes it as the mutation does,
 * instead of refusing it on a field the form does not show. */
import { describe, expect, it } from 'vitest';
import { collectionOf } from '../../../src/features/directory/collections/registry.js';
import { judge } from '../../../src/features/directory/form/directory-resolver.js';
import { formValues } from '../../../src/features/directory/form/form-values.js';

describe('a child form under a parent created offline', () => {
  it("takes the parent's temp id, and still refuses a real 0", () => {
    const branches = collectionOf('branches');
    const at = (parentId: number) => {
      const defaults = { parent: { field: 'client_id', id: parentId }, owner: { client_id: null, subcontractor_id: null } };
      const initial = formValues(branches, null, defaults);
      return judge(branches, { ...initial, name: 'North gate' }, null, initial, defaults);
    };
    const offline = at(-4);
    expect(offline.issues).toEqual([]);
    expect(offline.body.client_id).toBe(-4);
    expect(at(0).issues.map((issue) => issue.path)).toContain('client_id');
  });
});
