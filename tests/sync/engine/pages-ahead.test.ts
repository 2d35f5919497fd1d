/** The bootstrap asks for its next page the moment a page is answered, not when its write loop
 * gets to it, keeps at most a few pages ahead, and stops at a bad or failed answer
 * (src-sync/bootstrap/pages-ahead.ts). */
import { describe, expect, it } from 'vitest';
import { pagesAhead } from '../../../src-sync/bootstrap/pages-ahead.js';
import type { BootstrapPosition } from '../../../src-sync/protocol/bootstrap.js';

const HEAD = 42;
const HORIZON = '2030-01-01 00:00:00';

/** A page of no rows whose next page starts at `next`. */
const page = (next: BootstrapPosition | null) => ({ changes: [], head: HEAD, next, horizon_start: HORIZON });

/** Lets every answered request's handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server of `count` pages in step 0 (page i starts after id i * 10), answering at once. */
function server(count: number, answer: (at: BootstrapPosition) => Promise<unknown> = (at) => Promise.resolve(page(at.after / 10 + 1 < count ? { step: 0, after: at.after + 10 } : null))) {
  const asked: number[] = [];
  return {
    asked,
    ask(at: BootstrapPosition) {
      asked.push(at.after);
      return answer(at);
    },
  };
}

describe('the bootstrap\'s pages asked ahead', () => {
  it('asks for the next page as soon as one is answered, keeps at most two untaken, and hands them over in order', async () => {
    const fake = server(6);
    const pages = pagesAhead({ asked: { step: 0, after: 0 }, answer: fake.ask({ step: 0, after: 0 }) }, (at) => fake.ask(at));
    await settle();
    // The first page and the one after it, both before the loop took anything; no third.
    expect(fake.asked).toEqual([0, 10]);
    const taken: number[] = [];
    for (;;) {
      const { asked, page: answered } = await pages.take();
      taken.push(asked.after);
      await settle();
      // Taking one makes room for one more, and no more than that.
      expect(fake.asked.length).toBeLessThanOrEqual(taken.length + 2);
      if (answered.next === null) break;
    }
    expect(taken).toEqual([0, 10, 20, 30, 40, 50]);
    expect(fake.asked).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('asks for the next page while the loop is still busy with the one before (a slow server)', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const fake = server(3, () => new Promise((resolve) => answers.push(resolve)));
    const pages = pagesAhead({ asked: { step: 0, after: 0 }, answer: fake.ask({ step: 0, after: 0 }) }, (at) => fake.ask(at));
    const first = pages.take();
    answers[0]?.(page({ step: 0, after: 10 }));
    await first;
    // The loop now writes the first page; the second is already asked for.
    expect(fake.asked).toEqual([0, 10]);
  });

  it('stops at a page that does not move forward: the loop gets the error, and nothing after it is asked for', async () => {
    const fake = server(5, (at) => Promise.resolve(page(at.after === 10 ? { step: 0, after: 5 } : { step: 0, after: at.after + 10 })));
    const pages = pagesAhead({ asked: { step: 0, after: 0 }, answer: fake.ask({ step: 0, after: 0 }) }, (at) => fake.ask(at));
    expect((await pages.take()).asked.after).toBe(0);
    await expect(pages.take()).rejects.toThrow('The bootstrap did not move forward from step 0, id 10.');
    await settle();
    expect(fake.asked).toEqual([0, 10]);
  });

  it('stops at an answer that is not a page, and at a failed request', async () => {
    const odd = server(5, () => Promise.resolve({ changes: 'none' }));
    const oddPages = pagesAhead({ asked: { step: 0, after: 0 }, answer: odd.ask({ step: 0, after: 0 }) }, (at) => odd.ask(at));
    await expect(oddPages.take()).rejects.toThrow('The bootstrap answered with an unexpected page');
    expect(odd.asked).toEqual([0]);

    const failing = server(5, (at) => (at.after === 10 ? Promise.reject(new Error('HTTP 503')) : Promise.resolve(page({ step: 0, after: at.after + 10 }))));
    const pages = pagesAhead({ asked: { step: 0, after: 0 }, answer: failing.ask({ step: 0, after: 0 }) }, (at) => failing.ask(at));
    expect((await pages.take()).asked.after).toBe(0);
    await expect(pages.take()).rejects.toThrow('HTTP 503');
    await settle();
    expect(failing.asked).toEqual([0, 10]);
  });
});
