import { t } from '../i18n/t';
import { FEEDBACK_COMMENT_MAX_LENGTH } from './constants';

/**
 * "Was this page helpful?" at the foot of a page, as static HTML: `runtime/feedback` wires it up when it
 * nears the viewport, so pages ship no framework for it.
 */
export function FeedbackPrompt({ pathname, version }: { pathname: string; version: string }) {
  return (
    <section className="feedback" data-feedback="" data-page={pathname} data-version={version} aria-label={t('feedback.region')}>
      <div className="feedback-row">
        <p className="feedback-question" id="feedback-question">
          {t('feedback.question')}
        </p>
        <div className="feedback-votes" role="group" aria-labelledby="feedback-question">
          <button type="button" className="feedback-vote" data-rating="1" aria-pressed="false">
            {t('feedback.yes')}
          </button>
          <button type="button" className="feedback-vote" data-rating="0" aria-pressed="false">
            {t('feedback.no')}
          </button>
        </div>
      </div>
      <form className="feedback-form" hidden>
        <label className="feedback-label" htmlFor="feedback-comment">
          {t('feedback.commentLabel')}
        </label>
        <textarea className="feedback-comment" id="feedback-comment" name="comment" rows={3} maxLength={FEEDBACK_COMMENT_MAX_LENGTH} aria-describedby="feedback-hint" />
        <p className="feedback-hint" id="feedback-hint">
          {t('feedback.commentHint')}
        </p>
        <div className="feedback-actions">
          <button type="button" className="feedback-button" data-feedback-cancel="">
            {t('feedback.cancel')}
          </button>
          <button type="submit" className="feedback-button feedback-submit">
            {t('feedback.submit')}
          </button>
        </div>
      </form>
      <div className="feedback-snackbar" role="status" aria-atomic="true" />
    </section>
  );
}
