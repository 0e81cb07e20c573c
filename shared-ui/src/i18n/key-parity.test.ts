import { flattenKeys, LANGUAGES, NAMESPACES, resources } from './resources';

describe('translation resources', () => {
  it.each(NAMESPACES)('has the same keys in English and Swedish in the %s namespace', (namespace) => {
    const [first, ...others] = LANGUAGES.map(
      (language) => new Set(flattenKeys(resources[language][namespace])),
    );
    for (const other of others) {
      const onlyInOne = [...first!].filter((key) => !other.has(key));
      const onlyInOther = [...other].filter((key) => !first!.has(key));
      expect({ onlyInOne, onlyInOther }).toEqual({ onlyInOne: [], onlyInOther: [] });
    }
  });

  it.each(NAMESPACES)('prefixes every key of the %s namespace with the namespace', (namespace) => {
    for (const language of LANGUAGES) {
      const keys = flattenKeys(resources[language][namespace]);
      expect(keys.length).toBeGreaterThan(0);
      const outside = keys.filter(
        (key) => !key.startsWith(`${namespace}.`) && !key.startsWith('validation.'),
      );
      expect(outside).toEqual([]);
    }
  });

  it('has no empty texts', () => {
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        const tree = resources[language][namespace];
        for (const key of flattenKeys(tree)) {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
          expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
        }
      }
    }
  });

  it('includes the contract validation messages in common', () => {
    expect(flattenKeys(resources.sv.common)).toEqual(
      expect.arrayContaining(['validation.required', 'validation.email']),
    );
  });
});
