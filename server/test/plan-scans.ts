import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  QueryNode,
  type QueryResult,
  type RootOperationNode,
  SelectQueryNode,
  type UnknownRow,
} from 'kysely';

/** Plans every select it is given instead of running it; the repository gets no rows back. */
export class PlanEverySelect implements KyselyPlugin {
  plans: unknown[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return SelectQueryNode.is(node) ? QueryNode.cloneWithExplain(node, 'json', undefined) : node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.plans.push(...result.rows.map((row) => row['QUERY PLAN']));
    return { rows: [] };
  }
}

/** The tables of `large` a plan reads with a sequential scan. */
export function seqScans(plan: unknown, large: ReadonlySet<string>, found: string[] = []): string[] {
  if (Array.isArray(plan)) for (const item of plan) seqScans(item, large, found);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (node['Node Type'] === 'Seq Scan' && large.has(String(node['Relation Name'])))
      found.push(String(node['Relation Name']));
    for (const value of Object.values(node)) seqScans(value, large, found);
  }
  return found;
}
