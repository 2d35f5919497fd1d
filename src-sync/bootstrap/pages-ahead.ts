/**
 * The bootstrap's pages, asked for ahead of the loop that writes them. Each page names where the
 * next one starts, so the next request goes out the moment a page is answered, not when the loop
 * gets to it: measured at 100,000 plannings, a loop that asked for page n+1 only once it turned
 * to page n waited 4.4 s in all for answers, although the server answers a page in a fifth of
 * the time the device takes to write one.
 *
 * At most `depth` pages are asked for and not yet taken (memory stays a few pages). Each answer is
 * checked here (its shape, and that it moves forward); a bad or failed answer ends the chain and
 * is thrown where the loop takes it, so no page after it is written.
 */
import { FeedError } from '../pull/pull-feed.js';
import type { z } from 'zod';
import { bootstrapPageSchema, isPastPosition, type BootstrapPosition } from '../protocol/bootstrap.js';

/** A page with the position it was asked at (its changes are checked one by one later). */
export interface AnsweredPage {
  asked: BootstrapPosition;
  page: z.infer<typeof bootstrapPageSchema>;
}

export interface PagesAhead {
  /** The next page in order. Call once per page, and not after a page whose `next` is null. */
  take(): Promise<AnsweredPage>;
}

/** Two: the next page is ready when the loop wants it, and one more is on its way. */
export const PAGES_AHEAD = 2;

export function pagesAhead(first: { asked: BootstrapPosition; answer: Promise<unknown> }, ask: (at: BootstrapPosition) => Promise<unknown>, depth: number = PAGES_AHEAD): PagesAhead {
  const queue: Promise<AnsweredPage>[] = [];
  // A page answered while the queue was full: its next is asked for once the loop takes one.
  let waiting: BootstrapPosition | null = null;

  function enqueue(asked: BootstrapPosition, answer: Promise<unknown>): void {
    const item = answer.then((raw): AnsweredPage => {
      const parsed = bootstrapPageSchema.safeParse(raw);
      if (!parsed.success) throw new FeedError(`The bootstrap answered with an unexpected page: ${parsed.error.message}`);
      const page = parsed.data;
      if (page.next !== null && !isPastPosition(page.next, asked)) throw new FeedError(`The bootstrap did not move forward from step ${asked.step}, id ${asked.after}.`);
      if (page.next !== null) {
        if (queue.length < depth) enqueue(page.next, ask(page.next));
        else waiting = page.next;
      }
      return { asked, page };
    });
    // Awaited when taken; a failure before then must not count as unhandled.
    item.catch(() => undefined);
    queue.push(item);
  }

  enqueue(first.asked, first.answer);
  return {
    take() {
      const item = queue.shift();
      if (item === undefined) return Promise.reject(new Error('no bootstrap page left to take'));
      if (waiting !== null) {
        const at = waiting;
        waiting = null;
        enqueue(at, ask(at));
      }
      return item;
    },
  };
}
