import { act, render, screen } from '@testing-library/react';
import { useNearView } from '@/hooks/common/use-near-view';

/** An IntersectionObserver the test drives: `enter()` says the observed element came near the view. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; rootMargin?: string }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, rootMargin: options?.rootMargin });
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
  return {
    observers,
    enter: () => act(() => observers.forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))),
  };
}

function Part() {
  const { ref, near } = useNearView<HTMLDivElement>();
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('loads a part below the first screen only once it comes within 400 px of the view', () => {
  const { observers, enter } = fakeObserver();
  render(<Part />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  expect(observers[0].rootMargin).toBe('400px');
  enter();
  expect(screen.getByText('loaded')).toBeInTheDocument();
});

it('loads at once where there is no IntersectionObserver', () => {
  render(<Part />);
  expect(screen.getByText('loaded')).toBeInTheDocument();
});
