/**
 * Whether this page's notification list is open. A notification arriving while it is shows up
 * in the list itself; its toast came on top of the list's right half and hid the very entry it
 * announced.
 */
let open = false;

export const bellOpen = {
  set(next: boolean): void {
    open = next;
  },
  get(): boolean {
    return open;
  },
};
