/** What a schema reports of one wrong input: where (the field first) and the message key. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * One message per field: the first issue the schema reports of it, through `message` (a
 * translation, or the key as it is). An issue of no listed field goes to `fallback`, or is left out.
 */
export function firstIssuePerField<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
  {
    fallback,
    message = (key) => key,
  }: { fallback?: Field; message?: (key: string) => string } = {},
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = (fields as readonly string[]).includes(key) ? (key as Field) : fallback;
    if (field !== undefined) errors[field] ??= message(issue.message);
  }
  return errors;
}
