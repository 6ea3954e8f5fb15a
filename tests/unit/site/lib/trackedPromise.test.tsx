/** tracked(): React's `use` protocol on a promise (src/site/lib/trackedPromise.ts), as lazyPage and the sanitizer use it. */
import { use, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { tracked } from '@site/lib/trackedPromise';

describe('tracked', () => {
  it('says it is fulfilled, with its value, once it is', async () => {
    const p = tracked(Promise.resolve(42));
    expect(p.status).toBeUndefined();
    await expect(p).resolves.toBe(42);
    expect(p).toMatchObject({ status: 'fulfilled', value: 42 });
  });

  it('leaves a failure to its reader: no status, the same rejection', async () => {
    const p = tracked(Promise.reject(new Error('offline')));
    await expect(p).rejects.toThrow('offline');
    expect(p.status).toBeUndefined();
  });

  it('lets use() read a fulfilled one without suspending', async () => {
    const p: Promise<string> = tracked(Promise.resolve('ready'));
    await p;
    function Reader() {
      return <p>{use(p)}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Reader />
      </Suspense>,
    );
    // synchronous: no fallback was ever shown
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });
});
