import { t } from '../i18n/t';
import type { BlogPostSummary } from '../siteData/types';
import { formatPostDate } from './format';

/** Date, authors, reading time and tags of a post, shown on the index and above each post. */
export function BlogPostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <div className="blog-meta">
      <p className="blog-meta-line">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{t('special.blog.by', { authors: post.authors.join(', ') })}</span>
        <span aria-hidden="true"> · </span>
        <span>{t('special.blog.readingTime', { minutes: post.readingMinutes })}</span>
      </p>
      <ul className="blog-tags" aria-label={t('special.blog.tags')}>
        {post.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </div>
  );
}
