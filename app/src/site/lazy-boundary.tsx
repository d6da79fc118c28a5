import { Component, Suspense, type ReactNode } from "react";

/** §8 dynamic component load failure: logged with its path, nothing shown. */
class LoadFailure extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`Unable to load component ${this.props.name}`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function LazyBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <LoadFailure name={name}>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadFailure>
  );
}
