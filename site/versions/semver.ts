/** Compares two semver strings (`6.0.0-rc.0`, `5.16.7`): negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const [coreA = '', preA] = splitVersion(a);
  const [coreB = '', preB] = splitVersion(b);
  const partsA = coreA.split('.').map(Number);
  const partsB = coreB.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    const diff = (partsA[index] ?? 0) - (partsB[index] ?? 0);
    if (diff !== 0) return diff;
  }
  // A release is newer than any of its pre-releases.
  if (preA === undefined || preB === undefined) return preA === preB ? 0 : preA === undefined ? 1 : -1;
  return comparePrerelease(preA, preB);
}

function splitVersion(version: string): [string, string | undefined] {
  const dash = version.indexOf('-');
  return dash === -1 ? [version, undefined] : [version.slice(0, dash), version.slice(dash + 1)];
}

function comparePrerelease(a: string, b: string): number {
  const idsA = a.split('.');
  const idsB = b.split('.');
  for (let index = 0; index < Math.max(idsA.length, idsB.length); index += 1) {
    const idA = idsA[index];
    const idB = idsB[index];
    if (idA === undefined || idB === undefined) return idA === undefined ? -1 : 1;
    const numeric = /^\d+$/.test(idA) && /^\d+$/.test(idB);
    const diff = numeric ? Number(idA) - Number(idB) : idA.localeCompare(idB);
    if (diff !== 0) return diff;
  }
  return 0;
}
