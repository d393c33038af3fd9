import { t } from '../i18n/t';
import { useSiteData } from '../siteData/SiteDataContext';
import { BLOG_FEED_PATH } from './constants';
import { BlogPostMeta } from './BlogPostMeta';

/** The blog's post list, newest first, with a link to its RSS feed. */
export function BlogIndex() {
  const { blogPosts } = useSiteData();
  return (
    <div className="blog-index">
      <p className="blog-feed">
        <a href={BLOG_FEED_PATH} type="application/rss+xml">
          {t('special.blog.feed')}
        </a>
      </p>
      <ol className="blog-posts">
        {blogPosts.map((post) => (
          <li key={post.pathname} className="blog-post-card">
            <h2 className="blog-post-title">
              <a href={post.pathname}>{post.title}</a>
            </h2>
            <BlogPostMeta post={post} />
            <p>{post.description}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
