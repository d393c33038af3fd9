import { t } from '../i18n/t';
import { versionTables } from './versionTable';

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

function ExternalAwareLink({ href, children }: { href: string; children: string }) {
  return isExternal(href) ? (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
}

/** The versions page: one table per library, the documented version marked current. */
export function VersionsTable() {
  return (
    <div className="versions">
      {versionTables().map((library) => (
        <section key={library.productId} className="versions-library" aria-labelledby={`versions-${library.productId}`}>
          <h2 id={`versions-${library.productId}`}>{library.name}</h2>
          <div className="table-scroll" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('special.versions.version')}</th>
                  <th scope="col">{t('special.versions.docs')}</th>
                  <th scope="col">{t('special.versions.notes')}</th>
                </tr>
              </thead>
              <tbody>
                {library.rows.map((row) => (
                  <tr key={row.version} data-current={row.current ? 'true' : undefined}>
                    <th scope="row">
                      <code>v{row.version}</code>
                      {row.current ? <span className="versions-current">{t('special.versions.current')}</span> : null}
                    </th>
                    <td>
                      <ExternalAwareLink href={row.docsUrl}>{row.current ? t('special.versions.theseDocs') : t('special.versions.archivedDocs')}</ExternalAwareLink>
                    </td>
                    <td>
                      <ExternalAwareLink href={row.notesUrl}>{t('special.versions.releaseNotes')}</ExternalAwareLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
