import { HASHED_SCRIPT_ATTRIBUTE } from './inlineScript';

/** An inline script rendered by React that the page's Content Security Policy allows by hash. */
export function HashedScript({ code }: { code: string }) {
  return <script {...{ [HASHED_SCRIPT_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: code }} />;
}
