import { products } from '../products';
import { NotFoundSearch, NotFoundSuggestions } from './NotFoundSuggestions';

/** The body of `404.html`: where to go instead. */
export function NotFoundContent() {
  return (
    <>
      <p>The address may be mistyped, or the page may have moved when the docs were reorganised.</p>
      <NotFoundSuggestions />
      <NotFoundSearch />
      <h2 id="where-to-go">Where to go from here</h2>
      <ul>
        <li>
          <a href="/">The home page</a>, which lists every library.
        </li>
        {products
          .filter((product) => product.homePath)
          .map((product) => (
            <li key={product.id}>
              <a href={product.homePath!}>{product.name}</a>: {product.tagline}
            </li>
          ))}
      </ul>
    </>
  );
}
