import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { loadInBrowser } from '@/components/common/with-mui';

function Part({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A load that settles when the test says so, counting its calls. */
function controlledLoad() {
  const calls: { resolve: (part: typeof Part) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Part>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

it('renders nothing on the server and nothing in the browser until the code has come, then the part with its props', async () => {
  const { load, calls } = controlledLoad();
  const Lazy = loadInBrowser(load);
  expect(renderToString(<Lazy label="Shelf" />)).toBe('');
  expect(load).not.toHaveBeenCalled();

  const { container } = render(<Lazy label="Shelf" />);
  expect(container).toBeEmptyDOMElement();
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => calls[0].resolve(Part));
  expect(screen.getByText('Shelf')).toBeInTheDocument();
});

it('loads once for every mount, and a later mount shows the loaded part at once', async () => {
  const { load, calls } = controlledLoad();
  const Lazy = loadInBrowser(load);
  render(
    <>
      <Lazy label="One" />
      <Lazy label="Two" />
    </>,
  );
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => calls[0].resolve(Part));
  expect(screen.getByText('One')).toBeInTheDocument();
  expect(screen.getByText('Two')).toBeInTheDocument();

  render(<Lazy label="Three" />);
  expect(screen.getByText('Three')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('renders nothing when the code fails to load, and tries again on the next mount', async () => {
  const { load, calls } = controlledLoad();
  const Lazy = loadInBrowser(load);
  const first = render(<Lazy label="Retry" />);
  await act(async () => calls[0].reject(new Error('ChunkLoadError')));
  expect(first.container).toBeEmptyDOMElement();
  first.unmount();

  render(<Lazy label="Retry" />);
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => calls[1].resolve(Part));
  expect(screen.getByText('Retry')).toBeInTheDocument();
});
