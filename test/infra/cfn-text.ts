/** Reading synthesized CloudFormation values in template tests. */

/**
 * A CloudFormation value as text, references written `<Logical.Attr>` or `<Import:Name>` (a
 * Stateful export, by the construct's name without CDK's hash), so a template's JSON-in-a-string
 * (a custom resource's SDK call) can be parsed and compared.
 */
export function cfnText(node: unknown): string {
  if (typeof node === 'string') return node;
  const o = node as Record<string, unknown>;
  if (o['Fn::Join']) {
    const [delimiter, items] = o['Fn::Join'] as [string, unknown[]];
    return items.map(cfnText).join(delimiter);
  }
  if (o['Fn::GetAtt']) {
    const [resource, attribute] = o['Fn::GetAtt'] as [string, string];
    return `<${resource.replace(/[0-9A-F]{8}$/, '')}.${attribute}>`;
  }
  if (o['Fn::ImportValue']) {
    const name = String(o['Fn::ImportValue']).replace(/^.*ExportsOutput(Ref|FnGetAtt)/, '');
    const [, id = '', attr] = /^([A-Za-z]+?)[0-9A-F]{8}[0-9A-Fa-f]*?(Arn)?[0-9A-F]{8}$/.exec(name) ?? [];
    return `<Import:${id}${attr ? `.${attr}` : ''}>`;
  }
  if (o.Ref) return `<${String(o.Ref)}>`;
  return JSON.stringify(node);
}
