import type { ReactNode } from 'react';
import { t } from '../i18n/t';
import { useSiteData } from '../siteData/SiteDataContext';
import { ERROR_CODES_ID } from './constants';

// `<` is escaped so no message can close the script element.
function tableJson(codes: Record<string, string>): string {
  return JSON.stringify(codes).replace(/</g, '\\u003c');
}

/**
 * The production-error page's decoder. The message is filled in by runtime/productionError.ts from the
 * query string; `children` (the page's prose) explains the page when there is no code or an unknown one.
 */
export function ProductionErrorDecoder({ children }: { children: ReactNode }) {
  const { errorCodes } = useSiteData();
  const codes = Object.entries(errorCodes);
  return (
    <div className="production-error" data-production-error="">
      <script type="application/json" id={ERROR_CODES_ID} dangerouslySetInnerHTML={{ __html: tableJson(errorCodes) }} />
      <section className="production-error-result" data-error-result="" hidden aria-live="polite">
        <p className="production-error-heading">
          {t('special.productionError.errorNumber')} <code data-error-code="" />
        </p>
        <p className="production-error-message" data-error-message="" />
        <p className="production-error-note">{t('special.productionError.fullMessageNote')}</p>
      </section>
      <p className="production-error-unknown" data-error-unknown="" hidden>
        {t('special.productionError.unknownCode')} <code data-error-unknown-code="" />
      </p>
      <div className="production-error-explanation" data-error-explanation="">
        {children}
      </div>
      <details className="production-error-all">
        <summary>{t('special.productionError.allCodes', { count: codes.length })}</summary>
        <div className="table-scroll" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('special.productionError.code')}</th>
                <th scope="col">{t('special.productionError.message')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.map(([code, message]) => (
                <tr key={code}>
                  <td>
                    <a href={`?code=${code}`}>{code}</a>
                  </td>
                  <td className="production-error-template">{message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
