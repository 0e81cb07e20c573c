import type { ReactNode } from 'react';

/**
 * One fact of a details list, its term and its value (dt, dd); nothing at all when the value is empty
 * (null, undefined or ''), as for a claim without a decision reason or a question.
 */
export function Fact({ term, value, className }: { term: string; value: ReactNode; className?: string }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd className={className}>{value}</dd>
    </>
  );
}
