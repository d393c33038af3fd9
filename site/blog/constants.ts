/** Where the blog's RSS feed is published (issue 8). */
export const BLOG_FEED_PATH = '/feed/blog/rss.xml';

/** The blog's own path; posts live one folder below it. */
export const BLOG_PATH = '/blog';
