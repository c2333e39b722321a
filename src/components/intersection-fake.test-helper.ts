// A controllable IntersectionObserver for DOM tests: the test says when an element is in view.
import { vi } from 'vitest';

export interface FakeObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
}

export function fakeIntersectionObserver() {
  const observers = new Set<FakeObserver>();
  class FakeIntersectionObserver {
    readonly record: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: new Set() };
      observers.add(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
      observers.delete(this.record);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    observers,
    /** Reports `target` in or out of view to every observer watching it. */
    report(target: Element, isIntersecting: boolean) {
      for (const observer of [...observers]) {
        if (!observer.targets.has(target)) continue;
        const entry = {
          target,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
        } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    },
    watched(target: Element) {
      return [...observers].some((observer) => observer.targets.has(target));
    },
  };
}
