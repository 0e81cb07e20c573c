import { config } from 'zod';

/**
 * The pages allow no eval, so the browser entry of shared-api switches zod to parsing without
 * `new Function` before any schema is built (a refused probe is reported as a CSP violation).
 */
it('the browser entry turns zod jitless before its contract is built', () => {
  const constructed: unknown[] = [];
  const realFunction = globalThis.Function;
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args) {
      constructed.push(args);
      return Reflect.construct(target, args);
    },
    apply(target, thisArg, args) {
      constructed.push(args);
      return Reflect.apply(target, thisArg, args);
    },
  });
  try {
    jest.isolateModules(() => {
      require('./index');
    });
  } finally {
    globalThis.Function = realFunction;
  }
  expect(config().jitless).toBe(true);
  expect(constructed).toEqual([]);
});
