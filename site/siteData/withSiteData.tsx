import { BlogPostMeta } from '../blog/BlogPostMeta';
import type { MdxContent } from '../render/renderPage';
import { SiteDataContext } from './SiteDataContext';
import type { SiteData } from './types';

/**
 * Wraps a page's content with the site data its components read (blog index, error table, page list),
 * and puts a blog post's date, authors and tags above its text.
 */
export function withSiteData(Content: MdxContent, data: SiteData): MdxContent {
  const post = data.blogPosts.find((candidate) => candidate.pathname === data.pathname);
  return function ContentWithSiteData(props) {
    return (
      <SiteDataContext.Provider value={data}>
        {post ? <BlogPostMeta post={post} /> : null}
        <Content {...props} />
      </SiteDataContext.Provider>
    );
  };
}
