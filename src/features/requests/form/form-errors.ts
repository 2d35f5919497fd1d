/** Reading a field's rule message out of react-hook-form's nested errors, for plain fields and
 * for a list's own message (a field array's `root`). */
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const node: unknown = get(errors, path);
  if (typeof node !== 'object' || node === null) return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  const root = (node as { root?: { message?: unknown } }).root?.message;
  return typeof root === 'string' ? root : undefined;
}
