// Browser APIs that antd 6 needs and jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
// antd's Select schedules work through MessageChannel, which jsdom lacks:
// the lawfirm portal's forms and the case tabs' creditor picker. Its messages go through the timer
// taken here, before any test fakes timers: React's scheduler also posts through MessageChannel, and a
// message posted under a test's fake timers that never fire would stall it for every later test
// (a real MessageChannel is not faked either).
if (!('MessageChannel' in globalThis)) {
  const realSetTimeout = globalThis.setTimeout.bind(globalThis);
  type Port = {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage(data: unknown): void;
    close(): void;
  };
  const makePort = (): Port => ({ onmessage: null, postMessage: () => {}, close: () => {} });
  class MessageChannelStub {
    port1 = makePort();
    port2 = makePort();
    constructor() {
      this.port1.postMessage = (data) => realSetTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => realSetTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = MessageChannelStub;
}

const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);
