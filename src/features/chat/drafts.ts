/**
 * A message being typed outlives the panel: Escape, Back or another group unmounted the composer
 * and the half-written text was gone. Each group's draft is kept for this tab (sessionStorage:
 * it survives closing the panel and a reload, not the tab), per user, so another sign-in on the
 * same tab never sees it; a sign-out clears the tab's sessionStorage (use-logout.ts). Written with every change (one short string: no cost a keystroke feels),
 * so a reload or a tab that dies keeps it too.
 */
const key = (userId: number, channelId: number) => `vigil.chat-draft.${userId}.${channelId}`;

/** sessionStorage can be missing or full (private modes): a draft is a convenience, never an error. */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(userId: number, channelId: number): string {
  try {
    return storage()?.getItem(key(userId, channelId)) ?? '';
  } catch {
    return '';
  }
}

export function keepDraft(userId: number, channelId: number, text: string): void {
  try {
    if (text.trim() === '') storage()?.removeItem(key(userId, channelId));
    else storage()?.setItem(key(userId, channelId), text);
  } catch {
    // Full or unavailable: the draft is simply not kept.
  }
}
