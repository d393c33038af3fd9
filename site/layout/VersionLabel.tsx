/** The small "v6.0.0-rc.0" chip beside a product's name; nothing for a product without a version label. */
export function VersionLabel({ version }: { version: string | null }) {
  return version ? <span className="version-label">v{version}</span> : null;
}
