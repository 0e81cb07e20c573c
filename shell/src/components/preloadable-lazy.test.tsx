import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense, useState } from 'react';
import { preloadableLazy } from './preloadable-lazy';

function Screen({ name }: { name: string }) {
  return <p>{`screen ${name}`}</p>;
}

function Picked({ pick }: { pick: () => ComponentType<{ name: string }> }) {
  const [Component] = useState(pick);
  return <Component name="one" />;
}

const mount = (pick: () => ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Picked pick={pick} />
    </Suspense>,
  );

it('goes through Suspense before the preload, and draws at once after it', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Screen }));
  const lazyScreen = preloadableLazy(load);
  const first = mount(lazyScreen.pick);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('screen one')).toBeInTheDocument();
  first.unmount();

  await lazyScreen.preload();
  mount(lazyScreen.pick);
  expect(screen.getByText('screen one')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  // The lazy component's load and the preload share one import.
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries a failed preload again', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Screen }>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: Screen });
  const lazyScreen = preloadableLazy(load);
  await expect(lazyScreen.preload()).rejects.toThrow('offline');
  await lazyScreen.preload();
  mount(lazyScreen.pick);
  expect(screen.getByText('screen one')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
