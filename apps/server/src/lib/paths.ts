import path from 'node:path';

/**
 * Whether `file` lies inside `folder` once both are resolved: the check every path built from a
 * request needs before it is read or written, since `..` segments (also percent-encoded) climb.
 */
export function isInside(folder: string, file: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(file));
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  );
}
