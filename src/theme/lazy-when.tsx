import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A theme component whose code loads only for the pages that show it: the
 * original, lazily, when `useShown(props)` says it renders something. Server
 * rendering waits for the chunk, so such a page's HTML is complete; the
 * other pages' first load no longer carries the code. `useShown` may call
 * hooks: it runs on every render, as the component's first.
 */
export function lazyWhen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, useShown: (props: P) => boolean): (props: P) => ReactNode {
  // Typed as the original: TypeScript cannot relate a lazy component's props (`PropsWithRef<P>`) to a generic `P`.
  const Original = lazy(load) as unknown as ComponentType<P>;
  return function LazyWhen(props: P): ReactNode {
    return useShown(props) ? (
      <Suspense fallback={null}>
        <Original {...props} />
      </Suspense>
    ) : null;
  };
}
